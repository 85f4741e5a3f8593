/** The five roles of the platform. 'boxer' is the spec's 'student', shown as 'Student Boxer'. */
export const roles = ['admin', 'coach', 'referee', 'boxer', 'spectator'] as const;
export type Role = (typeof roles)[number];

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

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export type Viewer = { id: string; name: string; email: string; role: Role };
