import { z } from 'zod';
import { roles } from '@server/auth/roles';
import { dashboardFor } from '~/content/roles';
import { landingDashboard } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/** The signed-in person as the API shows them. */
export const viewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});

export function meEndpoints() {
  return [
    defineEndpoint({
      // For pages that are the same for everyone (prerendered): who is signed in, if anyone. Always 200.
      method: 'get',
      path: '/session',
      roles: 'public',
      readsViewer: true,
      summary: 'Who is signed in, if anyone (never refused)',
      description:
        'With `dashboard`: where the person works on the site (their role’s dashboard; an organiser’s is /admin-dashboard, their organisation’s workspace).',
      response: z.object({ user: viewerSchema.nullable(), dashboard: z.string().nullable() }),
      handle: async ({ res, viewer, db }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        if (!viewer) return { user: null, dashboard: null };
        // Never refused: should the database fail now, the role's own dashboard will do.
        const dashboard = await landingDashboard(db, viewer).catch(() => dashboardFor[viewer.role]);
        return { user: viewer, dashboard };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/me',
      roles: 'signed-in',
      summary: 'The signed-in person',
      response: z.object({ user: viewerSchema }),
      handle: async ({ viewer }) => ({ user: viewer }),
    }),
  ];
}
