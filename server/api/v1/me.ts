import { z } from 'zod';
import { roles } from '@server/auth/roles';
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
      response: z.object({ user: viewerSchema.nullable() }),
      handle: async ({ res, viewer }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { user: viewer };
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
