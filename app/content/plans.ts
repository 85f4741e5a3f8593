/**
 * Organisation sign-up for the tournament platform (SPEC §2 Organisation sign-up, §9 plans). Prices are
 * naira per month. Icons are named here and resolved by the page, so this module stays free of React.
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';

export type Plan = {
  id: PlanId;
  name: string;
  pricePerMonth: number;
  pitch: string;
  /** The plan's limits in the spec's words. */
  allowance: string;
  features: string[];
  popular: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerMonth: 50_000,
    pitch: 'For academies running their first tournaments.',
    allowance: '2 tournaments a month, 32 participants each',
    features: [
      '2 tournaments per month',
      'Up to 32 participants per tournament',
      'Automatic brackets in three formats',
      'Referee scoring from ringside',
      'E-mail support',
    ],
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    pricePerMonth: 150_000,
    pitch: 'For busy clubs and regional championships.',
    allowance: 'Unlimited tournaments, 128 participants each',
    features: [
      'Unlimited tournaments',
      'Up to 128 participants per tournament',
      'All four formats, Swiss system included',
      'Live results page for spectators',
      'Medical records and weigh-ins',
      'Priority support',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 500_000,
    pitch: 'For federations and national events.',
    allowance: 'Unlimited tournaments and participants',
    features: [
      'Unlimited tournaments',
      'Unlimited participants',
      'Several academies under one federation',
      'Your own branding on results pages',
      'Dedicated account manager',
      'On-site training for your officials',
    ],
    popular: false,
  },
];

export const planIds = ['starter', 'professional', 'enterprise'] as const satisfies readonly PlanId[];

export function planById(id: unknown): Plan | undefined {
  return plans.find((p) => p.id === id);
}

export type BenefitIcon = 'bracket' | 'live' | 'shield' | 'chart';

/** The four benefits the sign-up page opens with. */
export const platformBenefits: readonly { icon: BenefitIcon; title: string; description: string }[] = [
  {
    icon: 'bracket',
    title: 'Brackets in Minutes',
    description: 'Draws by weight class and age group, seeded and balanced, in four formats.',
  },
  {
    icon: 'live',
    title: 'Live Scoring',
    description: 'Referees score each round from ringside and results reach spectators as they happen.',
  },
  {
    icon: 'shield',
    title: 'Safe and Compliant',
    description: 'Medical clearances, weigh-ins and foul logs on file for every boxer and every bout.',
  },
  {
    icon: 'chart',
    title: 'Analytics that Matter',
    description: 'Records, rankings and certificates update themselves when a bout is decided.',
  },
];

/** 'What Happens Next' after an organisation registers (SPEC §2: three steps). */
export const signUpNextSteps: readonly { title: string; description: string }[] = [
  {
    title: 'Account setup',
    description: 'We check your details and set up your organization within 2 hours.',
  },
  {
    title: 'Onboarding call',
    description: 'A platform specialist walks your team through brackets, scoring and results.',
  },
  {
    title: 'Launch',
    description: 'Create your first tournament and open registration to your boxers.',
  },
];
