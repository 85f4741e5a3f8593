/**
 * Copy for the academy application wizard (/academy-application) and the program application
 * (/application): requirements, help, the process and the goals checklist (SPEC §2, §5, §9).
 */
import { academy } from './academy';

/** SPEC §5 requirements text. */
export const academyRequirements: readonly string[] = [
  'Aged 12-35',
  'Basic level of fitness',
  'Medical clearance certificate',
  'Commitment to the training schedule',
  'Parental consent if under 18',
  'Valid ID',
];

export const applicationReviewPromise = 'within 24-48 hours';

export type HelpCard = {
  icon: 'phone' | 'mail' | 'calendar';
  title: string;
  body: string;
  href: string;
  action: string;
};

export const applicationHelpCards: readonly HelpCard[] = [
  {
    icon: 'phone',
    title: 'Call Admissions',
    body: `${academy.phone}, ${academy.phoneSupport}`,
    href: academy.phoneHref,
    action: 'Call us',
  },
  {
    icon: 'mail',
    title: 'E-mail Us',
    body: `${academy.email}, we reply ${academy.emailResponse}`,
    href: `mailto:${academy.email}`,
    action: 'Send an e-mail',
  },
  {
    icon: 'calendar',
    title: 'Not Sure Yet?',
    body: 'Talk it through with a coach in a free 30-minute consultation.',
    href: '/book-consultation',
    action: 'Book Free Consultation',
  },
];

/** The four steps described on /application (SPEC §2 Program application). */
export const programApplicationProcess: readonly { title: string; description: string }[] = [
  {
    title: 'Apply',
    description: 'Choose your programme and tell us about yourself. It takes about five minutes.',
  },
  {
    title: 'Review',
    description: `Our coaches review every application ${applicationReviewPromise} and e-mail you the outcome.`,
  },
  {
    title: 'Assessment',
    description: 'Come in for a short fitness and skills assessment at our Lagos or Abuja centre.',
  },
  { title: 'Start Training', description: 'Get your schedule, meet your coach and step into the ring.' },
];

export const trainingGoals = [
  { value: 'learn-to-box', label: 'Learn to box properly' },
  { value: 'fitness', label: 'Get fitter and stronger' },
  { value: 'self-defence', label: 'Self-defence and confidence' },
  { value: 'amateur-competition', label: 'Compete in amateur tournaments' },
  { value: 'turn-professional', label: 'Turn professional' },
  { value: 'bootcamp-selection', label: 'Earn a place at the London bootcamp' },
] as const;
export const trainingGoalValues = trainingGoals.map((g) => g.value) as unknown as readonly [
  (typeof trainingGoals)[number]['value'],
  ...(typeof trainingGoals)[number]['value'][],
];
