import { z } from 'zod';
import { roles } from '@server/auth/roles';
import type { AppServices } from '@server/services';
import { changeUser, getUser, listUsers, userChangeSchema, userSearchSchema } from '~/features/users';
import { defineEndpoint } from './endpoint';

/** An account as the API shows it. */
const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});

const byId = z.object({ id: z.string().min(1) });

const noSuchUser = { status: 404, description: 'No such user (user_not_found)' } as const;

export function userEndpoints(services: AppServices) {
  // Read when a request comes, so the table itself can be listed without a running server.
  const db = () => services.database.db;
  return [
    defineEndpoint({
      method: 'get',
      path: '/users',
      roles: ['admin'],
      summary: 'Search accounts (admin)',
      query: userSearchSchema,
      response: z.object({ users: z.array(userSchema) }),
      handle: async ({ query }) => ({ users: await listUsers(db(), { q: query.q, role: query.role }) }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/users/:id',
      roles: ['admin'],
      summary: 'One account (admin)',
      params: byId,
      response: z.object({ user: userSchema }),
      refusals: [noSuchUser],
      handle: async ({ params }) => ({ user: await getUser(db(), params.id) }),
    }),
    defineEndpoint({
      method: 'patch',
      path: '/users/:id',
      roles: ['admin'],
      idempotent: true,
      summary: "Change an account's role or disable it (admin); recorded in the audit log",
      params: byId,
      body: userChangeSchema,
      response: z.object({ user: userSchema }),
      refusals: [
        noSuchUser,
        {
          status: 409,
          description: 'Would leave no active admin (last_admin), or disable yourself (self_disable)',
        },
      ],
      handle: async ({ params, body, viewer, db: writeDb }) => ({
        // The router lets only a signed-in admin this far.
        user: await changeUser(writeDb, viewer!, params.id, body),
      }),
    }),
  ];
}
