import type { Role } from '@server/auth/roles';

export type { Role, Viewer } from '@server/auth/roles';

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  coach: 'Coach',
  referee: 'Referee',
  boxer: 'Student Boxer',
  spectator: 'Spectator',
};

/** Each role's own dashboard: where a person lands after signing in, and what a 403 page offers. */
export const dashboardFor: Record<Role, string> = {
  admin: '/admin-dashboard',
  coach: '/coach-dashboard',
  referee: '/referee-dashboard',
  boxer: '/student-dashboard',
  spectator: '/spectator-dashboard',
};
