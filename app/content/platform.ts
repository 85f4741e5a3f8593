/**
 * The tournament platform's landing page (SPEC §1 "landing page tail", §2 landing links, §6 roles,
 * §9 formats and match settings). Icons are named here and resolved by the page, so this module stays
 * free of React.
 */
export const platformTagline = 'The Ultimate Tournament Management Platform for the academy';

export type RoleId = 'admin' | 'coach' | 'referee' | 'student' | 'spectator';

/** A role display entry (SPEC §3 "Other"): id, name, permissions text, colour. */
export type RoleEntry = {
  id: RoleId;
  name: string;
  permissions: string;
  abilities: string[];
  color: 'gold' | 'red' | 'green' | 'blue' | 'steel';
};

export const roles: readonly RoleEntry[] = [
  {
    id: 'admin',
    name: 'Admin',
    permissions: 'Full access',
    abilities: ['Create tournaments', 'Manage users', 'Assign referees'],
    color: 'gold',
  },
  {
    id: 'coach',
    name: 'Coach',
    permissions: 'Team management',
    abilities: ['Register students', 'View match schedules', 'Submit scores'],
    color: 'blue',
  },
  {
    id: 'referee',
    name: 'Referee',
    permissions: 'Match officiating',
    abilities: ['Score matches', 'Report fouls', 'Validate results'],
    color: 'red',
  },
  {
    id: 'student',
    name: 'Student Boxer',
    permissions: 'Personal journey',
    abilities: ['View schedule', 'Track progress', 'Receive feedback'],
    color: 'green',
  },
  {
    id: 'spectator',
    name: 'Spectator',
    permissions: 'Public access',
    abilities: ['View public brackets', 'Vote for fan favourite'],
    color: 'steel',
  },
];

/** A tournament format entry (SPEC §3 "Other"): type, description, features. */
export type FormatEntry = { type: string; description: string; features: string[] };

export const formats: readonly FormatEntry[] = [
  {
    type: 'Single Elimination',
    description: 'Lose once and you are out. Fast, decisive and built for big fields.',
    features: ['Automatic seeding', 'Byes for uneven fields', 'Bracket ready in seconds'],
  },
  {
    type: 'Double Elimination',
    description: 'A second chance through the losers’ bracket before anyone goes home.',
    features: ['Winners’ and losers’ brackets', 'Grand final with reset', 'Fairer for developing boxers'],
  },
  {
    type: 'Round Robin',
    description: 'Everyone meets everyone in the pool. Ideal for small squads and ranking days.',
    features: ['Points table per pool', 'Head-to-head tie-breaks', 'Maximum ring time'],
  },
];

export const configuration = {
  weightClasses: ['Featherweight', 'Lightweight', 'Middleweight', 'Heavyweight'],
  ageGroups: ['U14', 'U18', 'Open', 'Masters'],
  match: { rounds: 3, roundMinutes: 2, scoring: 'Points plus referee decision' },
} as const;

export type PlatformFeature = {
  title: string;
  description: string;
  icon: 'user' | 'history' | 'target' | 'medical' | 'certificate' | 'badge' | 'rankings' | 'flag';
  /** Where the feature can be seen on the site, when it can. */
  link?: { to: string; label: string };
};

export const platformFeatures: readonly PlatformFeature[] = [
  {
    title: 'Bio and Stats',
    description: 'A profile for every boxer: weight, stance, record and the numbers behind it.',
    icon: 'user',
  },
  {
    title: 'Match History',
    description: 'Every bout, opponent, round and result, kept in one place for good.',
    icon: 'history',
  },
  {
    title: 'Skill Assessments',
    description: 'Coaches grade technique, defence and ring craft so progress is measurable.',
    icon: 'target',
  },
  {
    title: 'Medical Records',
    description: 'Clearances and checks on file, so no unfit boxer reaches the ring.',
    icon: 'medical',
  },
  {
    title: 'Certificates',
    description: 'Issue participation and grading certificates the moment results are in.',
    icon: 'certificate',
  },
  {
    title: 'Achievement Badges',
    description: 'Milestones that keep young boxers coming back: first win, ten bouts, champion.',
    icon: 'badge',
  },
  {
    title: 'Rankings',
    description: 'Live rankings by weight class and age group, updated after every decision.',
    icon: 'rankings',
    link: { to: '/rankings', label: 'See the rankings' },
  },
  {
    title: 'Foul Logging',
    description: 'Referees log fouls by round and type, building a fair and auditable record.',
    icon: 'flag',
  },
];

export const analytics = {
  title: 'Backend and Analytics Dashboard',
  lead: 'One hosted backend behind every screen: live scores reach the admin, the coach and the crowd at the same moment, and the numbers are there when the last bell rings.',
  points: [
    'Real-time match updates across every dashboard',
    'Tournament, entry and attendance analytics',
    'Exportable results and rankings',
    'Role-based dashboards for all five roles',
  ],
  // SPEC's landing tail claims secure authentication; said in a customer's words, not a developer's (issue 30).
  security: 'Secure sign-in for every role',
  securityDetail:
    'Every account signs in safely, and every request is checked against its role, so each person sees exactly what they are allowed to see and nothing more.',
} as const;

export const landingLinks = {
  start: { to: '/start-tournament', label: 'Start Tournament' },
  demo: { to: '/tournament-demo', label: 'View Demo' },
  getStarted: { to: '/get-started', label: 'Get Started Now' },
  scheduleDemo: { to: '/schedule-demo', label: 'Schedule Demo' },
} as const;

export const closingCta = {
  title: 'Ready to Transform Your Boxing Academy?',
  lead: 'Join the academies, clubs and federations running their tournaments on AJBXNG: brackets, scoring and rankings in one place.',
} as const;
