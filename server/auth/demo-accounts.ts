import type { Role } from './roles';

/** The demo accounts of the README, present in demo mode (the default with the embedded database). */
export const DEMO_PASSWORD = 'Boxing-Demo-2026';

export const demoAccounts: readonly { email: string; name: string; role: Role }[] = [
  { email: 'admin@ajbxng.test', name: 'Adaeze Okafor', role: 'admin' },
  { email: 'coach@ajbxng.test', name: 'Tunde Bakare', role: 'coach' },
  { email: 'referee@ajbxng.test', name: 'Ibrahim Musa', role: 'referee' },
  { email: 'boxer@ajbxng.test', name: 'Chinedu Eze', role: 'boxer' },
  { email: 'spectator@ajbxng.test', name: 'Funmi Adeyemi', role: 'spectator' },
];
