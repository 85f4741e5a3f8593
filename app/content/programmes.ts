/**
 * The academy's four training programmes (SPEC §3 Programme, §9 prices). One source for the home page,
 * /training-programs, the four programme pages and the application forms.
 *
 * Two sets of prices appear in the spec and both are kept where the spec shows them: the programme
 * pages' offer prices (`price`, `originalPrice`, `duration`) and the academy application wizard's
 * term fees (`applicationFee`, `applicationDuration`).
 */
export type ProgrammeId = 'fundamentals' | 'elite-championship' | 'mental-champion' | 'performance-elite';

export type Programme = {
  id: ProgrammeId;
  /** The id the program application form posts (SPEC §3: it says fundamentals-mastery). */
  applicationId: 'fundamentals-mastery' | 'elite-championship' | 'mental-champion' | 'performance-elite';
  slug: string;
  path: string;
  title: string;
  subtitle: string;
  description: string;
  duration: string;
  level: string;
  audience: string;
  students: string;
  rating: number;
  /** Naira; null where the page shows no price (Elite Championship is by assessment). */
  price: number | null;
  originalPrice: number | null;
  applicationFee: number;
  applicationDuration: string;
  consultationDuration: string;
  features: string[];
  popular: boolean;
  primaryAction: 'Apply Now' | 'Enroll Now';
};

export const programmes: readonly Programme[] = [
  {
    id: 'elite-championship',
    applicationId: 'elite-championship',
    slug: 'elite-championship',
    path: '/courses/elite-championship',
    title: 'Elite Championship Course',
    subtitle: 'The full road from prospect to champion',
    description:
      'Twelve months inside the championship camp: daily technical work, sparring under the eyes of elite coaches, fight-week science and a direct line into the AJ Elite Cup and the London bootcamp selection.',
    duration: '12 months',
    level: 'Advanced',
    audience: 'Competitive amateurs with at least two years in the ring',
    students: '420+',
    rating: 4.9,
    price: null,
    originalPrice: null,
    applicationFee: 1_200_000,
    applicationDuration: '12+ months',
    consultationDuration: '6-12 months',
    features: [
      'Daily technical sessions with championship coaches',
      'Structured sparring blocks and fight reviews',
      'Strength and conditioning programme',
      'Fight-week nutrition and weight management',
      'Priority entry to the AJ Elite Cup',
      'London bootcamp selection pathway',
      'Sports psychology one-to-ones',
    ],
    popular: true,
    primaryAction: 'Apply Now',
  },
  {
    id: 'fundamentals',
    applicationId: 'fundamentals-mastery',
    slug: 'fundamentals-mastery',
    path: '/courses/fundamentals-mastery',
    title: 'Fundamentals Mastery',
    subtitle: 'Stance, footwork and the jab, done properly',
    description:
      'Six months that build the base every champion stands on: stance, guard, footwork, the jab and the straight right, defence and ring movement, with fitness that grows alongside your skills.',
    duration: '6 months',
    level: 'Beginner',
    audience: 'Complete beginners and returning boxers',
    students: '1,200+',
    rating: 4.8,
    price: 1_000_000,
    originalPrice: 1_500_000,
    applicationFee: 350_000,
    applicationDuration: '3-6 months',
    consultationDuration: '3-6 months',
    features: [
      'Stance, guard and footwork foundations',
      'Jab, cross, hooks and uppercuts',
      'Defensive slips, rolls and blocks',
      'Pad work with certified coaches',
      'Boxing-specific conditioning',
      'Controlled technical sparring',
    ],
    popular: false,
    primaryAction: 'Enroll Now',
  },
  {
    id: 'mental-champion',
    applicationId: 'mental-champion',
    slug: 'mental-champion',
    path: '/courses/mental-champion',
    title: 'Mental Champion',
    subtitle: 'The fight before the fight',
    description:
      'Three months of performance psychology for professional boxers: pressure routines, visualisation, focus under fatigue and the calm that wins close rounds.',
    duration: '3 months',
    level: 'Professional',
    audience: 'Professional boxers only',
    students: '850+',
    rating: 4.9,
    price: 500_000,
    originalPrice: 750_000,
    applicationFee: 500_000,
    applicationDuration: '4-8 months',
    consultationDuration: '4-8 months',
    features: [
      'Pre-fight pressure management routines',
      'Visualisation and fight rehearsal',
      'Focus training under fatigue',
      'Confidence and self-talk coaching',
      'Post-fight review and recovery of confidence',
    ],
    popular: false,
    primaryAction: 'Enroll Now',
  },
  {
    id: 'performance-elite',
    applicationId: 'performance-elite',
    slug: 'performance-elite',
    path: '/courses/performance-elite',
    title: 'Performance Elite',
    subtitle: 'Conditioning and sports science for the pro',
    description:
      'Nine months of high-performance training for professional boxers: periodised strength and power, engine building, recovery science and data-led fight camps.',
    duration: '9 months',
    level: 'Professional',
    audience: 'Professional boxers only',
    students: '680+',
    rating: 4.8,
    price: 2_000_000,
    originalPrice: 3_000_000,
    applicationFee: 750_000,
    applicationDuration: '8-12 months',
    consultationDuration: '8-12 months',
    features: [
      'Periodised strength and power blocks',
      'Aerobic and anaerobic engine building',
      'Speed, agility and reaction work',
      'Recovery, sleep and mobility protocols',
      'Performance testing every four weeks',
      'Fight-camp planning with the coaching team',
      'Nutrition plan from a sports dietitian',
    ],
    popular: false,
    primaryAction: 'Enroll Now',
  },
];

/** The programme ids as a non-empty tuple, the shape a choice validator wants. */
export const programmeIds = programmes.map((p) => p.id) as unknown as readonly [
  ProgrammeId,
  ...ProgrammeId[],
];

/** The ids the program application form posts. */
export const applicationProgrammeIds = programmes.map((p) => p.applicationId) as unknown as readonly [
  Programme['applicationId'],
  ...Programme['applicationId'][],
];

export function programmeById(id: string): Programme | undefined {
  return programmes.find((p) => p.id === id || p.applicationId === id || p.slug === id);
}

/**
 * A priced programme is paid online in full or by a deposit (issue 31 item 4, decision 0031): a fifth of its
 * price, to the nearest ₦1,000 (₦100,000 of ₦500,000; ₦200,000 of ₦1,000,000; ₦400,000 of ₦2,000,000). The
 * balance is settled with the academy before the programme starts.
 */
export const DEPOSIT_PERCENT = 20;

export function programmeDeposit(price: number): number {
  return Math.round((price * DEPOSIT_PERCENT) / 100 / 1000) * 1000;
}
