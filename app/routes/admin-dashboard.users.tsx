import { Search } from 'lucide-react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.users';
import { FormAlert } from '~/components/forms/text-field';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { requireViewer } from '~/features/auth/guard.server';
import { roleLabels, roles } from '~/features/auth/roles';
import { userSearchSchema } from '~/features/users/schema';
import { changeUser, listAudit, listUsers } from '~/features/users/users.server';
import { ServiceError } from '~/lib/service-error';
import { z } from '~/lib/zod';

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));
const lagosTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filter = userSearchSchema.safeParse({ q: params.q || undefined, role: params.role || undefined });
  const { q, role } = filter.success ? filter.data : { q: '', role: undefined };
  const db = context.services.database.db;
  const [users, audit] = await Promise.all([listUsers(db, { q, role }), listAudit(db, 15)]);
  return {
    viewerId: viewer.id,
    users,
    audit: audit.map((a) => ({ ...a, when: lagosTime.format(a.createdAt) })),
    q,
    role: role ?? '',
  };
}

const changeForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), userId: z.string().min(1).max(64), role: z.enum(roles) }),
  z.object({ intent: z.literal('disable'), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('enable'), userId: z.string().min(1).max(64) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const parsed = changeForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data(
      { ok: false, message: 'That change was not understood. Reload the page and try again.' },
      { status: 400 },
    );
  const change = parsed.data;
  try {
    const updated = await changeUser(
      context.services.database.db,
      viewer,
      change.userId,
      change.intent === 'role' ? { role: change.role } : { disabled: change.intent === 'disable' },
    );
    const what =
      change.intent === 'role'
        ? `is now ${roleLabels[updated.role]}`
        : change.intent === 'disable'
          ? 'is disabled and signed out'
          : 'is enabled again';
    return { ok: true, message: `${updated.name} ${what}.` };
  } catch (error) {
    if (error instanceof ServiceError)
      return data({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Users | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const { users, audit, q, role, viewerId } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="space-y-8">
      <section aria-labelledby="users-heading">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="users-heading" className="text-3xl font-extrabold uppercase">
            Users
          </h2>
          <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor="user-search">Search name or e-mail</Label>
              <Input
                id="user-search"
                name="q"
                type="search"
                defaultValue={q}
                maxLength={100}
                className="w-64"
              />
            </div>
            <div>
              <Label htmlFor="user-role">Role</Label>
              <Select
                id="user-role"
                name="role"
                defaultValue={role || 'all'}
                options={[{ value: 'all', label: 'All roles' }, ...roleOptions]}
                className="w-44"
              />
            </div>
            <Button type="submit" variant="dark">
              <Search aria-hidden /> Search
            </Button>
          </Form>
        </div>
        <div className="mt-4">
          <FormAlert tone={result?.ok ? 'success' : 'error'} message={result?.message} />
        </div>
        <Card className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Accounts, newest first</caption>
            <thead className="border-b border-ink-900/10 text-xs tracking-wider text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Person
                </th>
                <th scope="col" className="px-5 py-3">
                  Role
                </th>
                <th scope="col" className="px-5 py-3">
                  Status
                </th>
                <th scope="col" className="px-5 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/5">
              {users.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-5 py-10 text-center text-ink-600">
                    No accounts match.
                  </td>
                </tr>
              ) : null}
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-5 py-3">
                    <div className="font-semibold text-ink-900">{u.name}</div>
                    <div className="text-ink-600">{u.email}</div>
                  </td>
                  <td className="px-5 py-3">
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="userId" value={u.id} />
                      <label htmlFor={`role-${u.id}`} className="sr-only">
                        Role of {u.name}
                      </label>
                      <Select
                        id={`role-${u.id}`}
                        name="role"
                        defaultValue={u.role}
                        options={roleOptions}
                        className="w-40 py-1.5"
                      />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Save role of ${u.name}`}
                      >
                        Save
                      </Button>
                    </Form>
                  </td>
                  <td className="px-5 py-3">
                    {u.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
                  </td>
                  <td className="px-5 py-3 text-right">
                    {u.id === viewerId ? (
                      <span className="text-xs text-ink-600">You</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value={u.disabled ? 'enable' : 'disable'} />
                        <input type="hidden" name="userId" value={u.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant={u.disabled ? 'dark' : 'ghost'}
                          disabled={busy}
                          aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.name}`}
                        >
                          {u.disabled ? 'Enable' : 'Disable'}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-2xl font-extrabold uppercase">
          Audit log
        </h2>
        <ol className="mt-4 divide-y divide-ink-900/10 rounded-2xl border border-ink-900/10 bg-white text-sm">
          {audit.length === 0 ? <li className="px-5 py-4 text-ink-600">No changes yet.</li> : null}
          {audit.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-5 py-3">
              <span>
                <strong>{entry.actor}</strong> {describe(entry.action, entry.details)}{' '}
                <strong>{entry.target}</strong>
              </span>
              <time className="text-ink-600">{entry.when} WAT</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function describe(action: string, details: Record<string, unknown>) {
  if (action === 'role.changed') {
    const from = roleLabels[details.from as keyof typeof roleLabels] ?? String(details.from);
    const to = roleLabels[details.to as keyof typeof roleLabels] ?? String(details.to);
    return `changed the role (${from} → ${to}) of`;
  }
  if (action === 'user.disabled') return 'disabled';
  if (action === 'user.enabled') return 'enabled';
  if (action === 'user.created')
    return `created an account${details.organisation ? ` for ${String(details.organisation)}` : ''} for`;
  return action;
}
