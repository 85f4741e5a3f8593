import type { Role } from './roles';

/** The demo accounts of the README, present in demo mode (the default with the embedded database). */
export const DEMO_PASSWORD = 'Boxing-Demo-2026';

/**
 * The five roles, then the members of the demo organisations (server/demo/organisations.ts makes the
 * memberships through the real approval and invitation): `label` says who they are on the sign-in page.
 */
export const demoAccounts: readonly { email: string; name: string; role: Role; label?: string }[] = [
  { email: 'admin@ajbxng.test', name: 'Adaeze Okafor', role: 'admin' },
  { email: 'coach@ajbxng.test', name: 'Tunde Bakare', role: 'coach' },
  { email: 'referee@ajbxng.test', name: 'Ibrahim Musa', role: 'referee' },
  { email: 'boxer@ajbxng.test', name: 'Chinedu Eze', role: 'boxer' },
  { email: 'spectator@ajbxng.test', name: 'Funmi Adeyemi', role: 'spectator' },
  {
    email: 'organiser@ajbxng.test',
    name: 'Kunle Adebayo',
    role: 'coach',
    label: 'Organiser, Ikeja Boxing Club',
  },
  {
    email: 'official@ajbxng.test',
    name: 'Ngozi Okonkwo',
    role: 'referee',
    label: 'Official, Ikeja Boxing Club',
  },
  { email: 'kano@ajbxng.test', name: 'Aminu Bello', role: 'coach', label: 'Organiser, Kano Fight Academy' },
  // A judge of the demo event (server/demo/event.ts): a referee account, on ring 1's panel.
  { email: 'judge@ajbxng.test', name: 'Bolaji Adeyinka', role: 'referee', label: 'Judge, AJ Elite Cup' },
  // The instructor of an online course (issue 34; server/demo/learning.ts assigns the course): a coach account.
  {
    email: 'instructor@ajbxng.test',
    name: 'Adaeze Obi',
    role: 'coach',
    label: 'Instructor, Business of Boxing Mastery',
  },
];
