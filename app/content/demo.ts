/**
 * The platform demo at /tournament-demo (SPEC §2, §3 demo match and demo tournament, §4 demo timeline).
 * Sample data only: no real boxers, nothing is saved.
 */
export type DemoStep = { title: string; description: string; points: string[] };

export const demoSteps: readonly DemoStep[] = [
  {
    title: 'Create the Tournament',
    description:
      'Name it, pick a format, set weight classes, age groups and the rules. The wizard checks each step.',
    points: ['Single, double elimination or round robin', '3 rounds of 2 minutes', 'Entry fee and capacity'],
  },
  {
    title: 'Register and Weigh In',
    description: 'Coaches enter their boxers, medicals are checked and weigh-ins confirm every weight class.',
    points: ['Coach-led registration', 'Medical clearance on file', 'Weigh-ins the day before'],
  },
  {
    title: 'Run Live Matches',
    description: 'Brackets draw themselves. Referees start bouts, score rounds and log fouls from ringside.',
    points: ['Automatic brackets', 'Round-by-round scoring', 'Foul logging by round'],
  },
  {
    title: 'Publish Results',
    description:
      'Winners advance instantly, rankings update, and certificates and badges go out to every boxer.',
    points: ['Instant bracket updates', 'Live rankings', 'Certificates and badges'],
  },
];

export type DemoTournament = {
  name: string;
  participants: number;
  matches: number;
  duration: string;
  format: string;
  weightClasses: string[];
  status: string;
};

export const demoTournament: DemoTournament = {
  name: 'Lagos Golden Gloves Open',
  participants: 32,
  matches: 31,
  duration: '3 days',
  format: 'Single Elimination',
  weightClasses: ['Featherweight', 'Lightweight', 'Middleweight', 'Heavyweight'],
  status: 'In Progress',
};

export type DemoMatchStatus = 'completed' | 'live' | 'upcoming';

export type DemoMatch = {
  id: number;
  boxer1: string;
  boxer2: string;
  round: 'Quarter-final' | 'Semi-final' | 'Final';
  status: DemoMatchStatus;
  /** Empty until the bout is decided. */
  winner: string;
  score: string;
  time: string;
};

/** The heavyweight bracket's last eight, as it stands midway through finals day. */
export const demoMatches: readonly DemoMatch[] = [
  {
    id: 1,
    boxer1: 'Chinedu Okafor',
    boxer2: 'Samuel Etim',
    round: 'Quarter-final',
    status: 'completed',
    winner: 'Chinedu Okafor',
    score: '30-27, 30-27, 29-28',
    time: '10:00 AM',
  },
  {
    id: 2,
    boxer1: 'Yusuf Abdullahi',
    boxer2: 'Kelechi Obi',
    round: 'Quarter-final',
    status: 'completed',
    winner: 'Kelechi Obi',
    score: 'RSC, round 2',
    time: '10:30 AM',
  },
  {
    id: 3,
    boxer1: 'Ibrahim Musa',
    boxer2: 'Daniel Akpan',
    round: 'Quarter-final',
    status: 'completed',
    winner: 'Ibrahim Musa',
    score: '29-28, 29-28, 28-29',
    time: '11:00 AM',
  },
  {
    id: 4,
    boxer1: 'Femi Adebayo',
    boxer2: 'Segun Ojo',
    round: 'Quarter-final',
    status: 'completed',
    winner: 'Femi Adebayo',
    score: '30-26, 30-27, 30-27',
    time: '11:30 AM',
  },
  {
    id: 5,
    boxer1: 'Chinedu Okafor',
    boxer2: 'Kelechi Obi',
    round: 'Semi-final',
    status: 'completed',
    winner: 'Chinedu Okafor',
    score: '29-28, 30-27, 29-28',
    time: '2:00 PM',
  },
  {
    id: 6,
    boxer1: 'Ibrahim Musa',
    boxer2: 'Femi Adebayo',
    round: 'Semi-final',
    status: 'live',
    winner: '',
    score: 'Round 2 of 3',
    time: '2:30 PM',
  },
  {
    id: 7,
    boxer1: 'Chinedu Okafor',
    boxer2: 'Winner of semi-final 2',
    round: 'Final',
    status: 'upcoming',
    winner: '',
    score: '',
    time: '5:00 PM',
  },
];

/** SPEC §4 demo timeline, as offsets from the first day of boxing. */
export type TimelineMilestone = { label: string; daysBeforeStart: number | 'immediately' };

export const demoTimeline: readonly TimelineMilestone[] = [
  { label: 'Registration opens', daysBeforeStart: 'immediately' },
  { label: 'Registration closes', daysBeforeStart: 2 },
  { label: 'Weigh-ins', daysBeforeStart: 1 },
  { label: 'Tournament starts', daysBeforeStart: 0 },
];

/** Step 2's picture: weigh-in results for three of the heavyweights. */
export const demoWeighIns: readonly { boxer: string; weightKg: number; medicalCleared: boolean }[] = [
  { boxer: 'Chinedu Okafor', weightKg: 96.4, medicalCleared: true },
  { boxer: 'Yusuf Abdullahi', weightKg: 99.1, medicalCleared: true },
  { boxer: 'Ibrahim Musa', weightKg: 101.8, medicalCleared: true },
];

/** Step 3's picture: the live bout's last scored round and a logged foul. */
export const demoLiveScorecard = { lastRound: '10-9', foul: 'Holding, round 2' } as const;
