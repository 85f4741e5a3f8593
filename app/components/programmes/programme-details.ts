/**
 * What the four programme pages say beyond app/content/programmes.ts: the curriculum phase by phase, who
 * each programme is for, and what it leads to. Kept beside the page component because only it reads them;
 * they can move into app/content/programmes.ts if another page ever needs them.
 */
import type { ProgrammeId } from '~/content/programmes';

export type Phase = { period: string; title: string; focus: string; items: readonly string[] };

export type ProgrammeDetails = {
  /** The closing call to action's headline. */
  headline: string;
  phases: readonly Phase[];
  builtFor: readonly string[];
  notFor: { text: string; alternative: { label: string; to: string } };
  outcomes: readonly { value: string; label: string }[];
  /** The photo slot of the hero (docs/photo-slots.md). */
  photo: { slot: string; alt: string };
};

export const programmeDetails: Readonly<Record<ProgrammeId, ProgrammeDetails>> = {
  'elite-championship': {
    headline: 'Built for Title Fights',
    phases: [
      {
        period: 'Months 1-3',
        title: 'Assessment & Rebuild',
        focus: 'Find every leak in your game and fix it before it costs you a fight.',
        items: [
          'Full technical audit on video',
          'Strength and fitness baseline',
          'Fight-weight plan with the dietitian',
        ],
      },
      {
        period: 'Months 4-6',
        title: 'Championship Skills',
        focus: 'Add the layers that beat good amateurs: ring generalship and shot selection.',
        items: [
          'Combination patterns and feints',
          'Orthodox versus southpaw game plans',
          'Weekly hard sparring blocks',
        ],
      },
      {
        period: 'Months 7-9',
        title: 'Competition Block',
        focus: 'Box regularly and learn from every bout under the eyes of your coaches.',
        items: [
          'Regional tournament entries',
          'Fight-camp and weight-cut rehearsal',
          'AJ Elite Cup qualification',
        ],
      },
      {
        period: 'Months 10-12',
        title: 'Peak & Pathway',
        focus: 'Peak for the national stage and the London bootcamp selection.',
        items: [
          'National tournament campaign',
          'Bootcamp selection review',
          'Twelve-month performance report',
        ],
      },
    ],
    builtFor: [
      'Competitive amateurs with at least two years in the ring',
      'Boxers with a competition record who want national titles',
      'Athletes ready to train five to six days a week',
      'Anyone aiming for the London bootcamp selection',
    ],
    notFor: {
      text: 'New to boxing, or not yet competing? Build your base first.',
      alternative: { label: 'See Fundamentals Mastery', to: '/courses/fundamentals-mastery' },
    },
    outcomes: [
      { value: '12', label: 'months in the championship camp' },
      { value: '6', label: 'days a week of coached training' },
      { value: 'Top 20', label: 'athletes selected for the London bootcamp' },
    ],
    photo: {
      slot: 'programme-elite-championship',
      alt: 'A boxer sparring under ring lights in the championship camp',
    },
  },
  fundamentals: {
    headline: 'Learn It Right From Day One',
    phases: [
      {
        period: 'Months 1-2',
        title: 'Foundations',
        focus: 'Stand, move and punch like a boxer, safely.',
        items: ['Stance, guard and footwork', 'The jab and straight right', 'Hand wrapping and safe kit'],
      },
      {
        period: 'Months 3-4',
        title: 'Combinations & Defence',
        focus: 'Put punches together and learn not to get hit.',
        items: ['Hooks and uppercuts', 'Slips, rolls and blocks', 'Pad work with certified coaches'],
      },
      {
        period: 'Months 5-6',
        title: 'Ring Craft',
        focus: 'Use your skills against a moving partner.',
        items: ['Ring movement and angles', 'Controlled technical sparring', 'Graduation assessment'],
      },
    ],
    builtFor: [
      'Complete beginners, aged 12 to 35',
      'Boxers returning after a long break',
      'Fitness lovers who want proper technique',
      'Anyone planning to compete later',
    ],
    notFor: {
      text: 'Already competing with two years in the ring? You are ready for more.',
      alternative: { label: 'See the Elite Championship Course', to: '/courses/elite-championship' },
    },
    outcomes: [
      { value: '6', label: 'months from first jab to first spar' },
      { value: '3', label: 'coached sessions every week' },
      { value: '1', label: 'graduation assessment and a clear next step' },
    ],
    photo: {
      slot: 'programme-fundamentals-mastery',
      alt: 'A coach holding pads for a beginner throwing a jab',
    },
  },
  'mental-champion': {
    headline: 'Win the Fight Before the Bell',
    phases: [
      {
        period: 'Month 1',
        title: 'Baseline & Pressure Map',
        focus: 'Find out exactly where and when pressure gets to you.',
        items: ['Psychological skills assessment', 'Review of past fights', 'Your personal pressure map'],
      },
      {
        period: 'Month 2',
        title: 'The Toolkit',
        focus: 'Learn and drill the techniques until they are automatic.',
        items: [
          'Breathing and reset routines',
          'Visualisation and fight rehearsal',
          'Self-talk and focus cues',
        ],
      },
      {
        period: 'Month 3',
        title: 'Fight-Night Rehearsal',
        focus: 'Use the tools under fight conditions, in camp and on the night.',
        items: ['Pressure-tested sparring', 'Walk-out and corner routines', 'Post-fight review plan'],
      },
    ],
    builtFor: [
      'Professional boxers only',
      'Boxers in camp or with a fight date',
      'Fighters who perform better in the gym than on the night',
      'Champions defending a title',
    ],
    notFor: {
      text: 'Not a professional? Our online psychology courses teach the same skills at every level.',
      alternative: { label: 'See Psychology Courses', to: '/courses/psychology' },
    },
    outcomes: [
      { value: '3', label: 'months of one-to-one mental coaching' },
      { value: '12', label: 'weeks planned back from fight night' },
      { value: '95%', label: 'of psychology students report improved confidence' },
    ],
    photo: {
      slot: 'programme-mental-champion',
      alt: 'A professional boxer, eyes closed, in the corner before the bell',
    },
  },
  'performance-elite': {
    headline: 'Sports Science for the Professional',
    phases: [
      {
        period: 'Months 1-3',
        title: 'Testing & Base',
        focus: 'Measure everything, then build the aerobic and strength base.',
        items: ['Full performance testing', 'Aerobic engine building', 'General strength and mobility'],
      },
      {
        period: 'Months 4-6',
        title: 'Strength & Power',
        focus: 'Turn strength into speed and punching power.',
        items: ['Periodised power blocks', 'Speed and reaction work', 'Retesting every four weeks'],
      },
      {
        period: 'Months 7-9',
        title: 'Fight-Camp Peak',
        focus: 'Peak on the right day, at the right weight.',
        items: ['Fight-specific conditioning', 'Taper and weight plan', 'Recovery and sleep protocols'],
      },
    ],
    builtFor: [
      'Professional boxers only',
      'Fighters building towards title fights',
      'Boxers whose conditioning fades in the late rounds',
      'Teams that want data behind every camp',
    ],
    notFor: {
      text: 'Not a professional? Our fitness courses bring the same methods to every level.',
      alternative: { label: 'See Fitness Courses', to: '/courses/fitness' },
    },
    outcomes: [
      { value: '9', label: 'months of periodised training' },
      { value: '4', label: 'weeks between performance tests' },
      { value: '1', label: 'fight-camp plan built with your coach' },
    ],
    photo: {
      slot: 'programme-performance-elite',
      alt: 'A heavyweight on an assault bike during performance testing',
    },
  },
};
