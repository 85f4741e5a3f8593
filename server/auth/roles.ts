/**
 * The five roles of the platform: the vocabulary of who may do what, shared by the server (sessions, tokens,
 * the API) and the app. 'boxer' is the spec's 'student', shown as 'Student Boxer' (app/content/roles.ts).
 */
export const roles = ['admin', 'coach', 'referee', 'boxer', 'spectator'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The signed-in person as every layer sees them. */
export type Viewer = { id: string; name: string; email: string; role: Role };
