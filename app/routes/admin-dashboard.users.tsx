import { Search, UserX } from 'lucide-react';
import { useState } from 'react';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.users';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { FormAlert } from '~/components/forms/fields';
import { formFailure, isFormFailure, parseSubmission } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { requireViewer } from '~/features/auth/guard.server';
import { roles } from '@server/auth/roles';
import { roleLabels } from '~/content/roles';
import {
  changeMemberRole,
  inviteMember,
  listMembers,
  removeMember,
  requireWorkspace,
} from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { MembersPanel } from '~/features/organisations/components/members-panel';
import type { MemberActionResult } from '~/features/organisations/components/members-panel';
import {
  memberFormSchema,
  memberRoleLabels,
  organisationChoiceSchema,
} from '~/features/organisations/schema';
import { listOrganisations } from '~/features/organisations/settings.server';
import { userChangeFormSchema, userSearchSchema } from '~/features/users/schema';
import { changeUser, countUsers, listAudit, listUsers } from '~/features/users/users.server';
import { PageNav, pageParam } from '~/components/event/page-nav';
import { ServiceError } from '@server/service-error';
import { formatDateTime, lagosDate } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/cn';

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));

const USERS_PAGE_SIZE = 10;

/**
 * The Users tab is the workspace's: an organiser sees their organisation's members; a platform admin has
 * the platform's accounts (the default) and, with ?view=members, any organisation's members.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (!workspace.platformAdmin || params.view === 'members') return membersView(workspace, params, context);
  const viewer = workspace.viewer;
  const filter = userSearchSchema.safeParse({ q: params.q || undefined, role: params.role || undefined });
  const { q, role } = filter.success ? filter.data : { q: '', role: undefined };
  const db = context.services.database.db;
  // SPEC §9: the first 10 rows, newest first; the others a page at a time.
  const total = await countUsers(db, { q, role });
  const page = pageParam(params.page ?? null, total, USERS_PAGE_SIZE);
  const [users, audit] = await Promise.all([
    listUsers(db, { q, role, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE }),
    listAudit(db, 15),
  ]);
  // ?disable=<id> is the confirmation step of a disabling made without JavaScript (with it, a dialog asks).
  const toDisable = users.find((u) => u.id === params.disable && u.id !== viewer.id && !u.disabled);
  return {
    view: 'accounts' as const,
    platformAdmin: true,
    viewerId: viewer.id,
    users,
    audit: audit.map((a) => ({ ...a, when: formatDateTime(a.createdAt) })),
    q,
    role: role ?? '',
    page,
    total,
    confirmDisable: toDisable ? { id: toDisable.id, name: toDisable.name, email: toDisable.email } : null,
  };
}

async function membersView(
  workspace: Workspace,
  params: Record<string, string>,
  context: Route.LoaderArgs['context'],
) {
  const db = context.services.database.db;
  const choice = organisationChoiceSchema.safeParse({ organisation: params.organisation || undefined });
  const chosen = workspace.platformAdmin && choice.success ? choice.data.organisation : undefined;
  const [{ organisation, members }, organisations] = await Promise.all([
    listMembers(db, workspace, chosen),
    workspace.platformAdmin ? listOrganisations(db, workspace) : Promise.resolve(null),
  ]);
  const removing = members.find((m) => String(m.id) === params.remove && m.userId !== workspace.viewer.id);
  return {
    view: 'members' as const,
    platformAdmin: workspace.platformAdmin,
    organisation: { id: organisation.id, name: organisation.name, isAcademy: organisation.isAcademy },
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      memberRole: m.memberRole,
      joined: formatJoined(m.joinedAt),
      isViewer: m.userId === workspace.viewer.id,
    })),
    // An admin may pick any approved organisation; pending and declined ones have no members to manage.
    organisations: organisations
      ? organisations.filter((o) => o.status === 'approved').map((o) => ({ id: o.id, name: o.name }))
      : null,
    confirmRemove: removing ? { id: removing.id, name: removing.name, email: removing.email } : null,
  };
}

const joinedFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "22 Nov 2026": the day they joined, in Lagos. */
function formatJoined(at: Date) {
  return joinedFormat.format(new Date(`${lagosDate(at)}T12:00:00Z`));
}

const memberIntents = new Set(['member-invite', 'member-role', 'member-remove']);

/** An organiser's (or an admin's) change to an organisation's members. */
async function memberAction(request: Request, context: Route.ActionArgs['context'], form: FormData) {
  const workspace = await requireWorkspace(request, context);
  const intent = String(form.get('intent'));
  const parsed = parseSubmission(memberFormSchema, form);
  if (!parsed.ok) {
    // Only the invitation has fields a person types; the rest are hidden ids and a fixed list.
    const failure: MemberActionResult =
      intent === 'member-invite'
        ? { ...parsed.failure, intent }
        : {
            ...formFailure({ formError: 'That change was not understood. Reload the page and try again.' }),
            intent,
          };
    return data(failure, { status: 400 });
  }
  const { config, database } = context.services;
  const db = database.db;
  const change = parsed.data;
  try {
    if (change.intent === 'member-invite') {
      const { intent: _intent, ...invite } = change;
      // An organiser invites into their own organisation; only an admin names one.
      const invited = await inviteMember(
        db,
        workspace,
        { ...invite, organisationId: workspace.platformAdmin ? invite.organisationId : undefined },
        config.baseUrl,
      );
      return { status: 'done', intent: change.intent, message: invited.message } satisfies MemberActionResult;
    }
    if (change.intent === 'member-role') {
      const member = await changeMemberRole(db, workspace, change.memberId, change.memberRole);
      return {
        status: 'done',
        intent: change.intent,
        message: `${member.name} is now ${member.memberRole === 'coach' ? 'a' : 'an'} ${memberRoleLabels[member.memberRole].toLowerCase()}.`,
      } satisfies MemberActionResult;
    }
    const removed = await removeMember(db, workspace, change.memberId);
    return {
      status: 'done',
      intent: change.intent,
      message: `${removed.name} is no longer a member. Their account stays.`,
    } satisfies MemberActionResult;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const failure: MemberActionResult = {
      ...formFailure(
        { formError: error.message, fieldErrors: error.fields },
        change.intent === 'member-invite' ? parsed.values : {},
      ),
      intent: change.intent,
    };
    return data(failure, { status: error.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (memberIntents.has(String(form.get('intent')))) return memberAction(request, context, form);
  // The platform's accounts are the platform admins' alone.
  const viewer = await requireViewer(request, context, ['admin']);
  const parsed = parseSubmission(userChangeFormSchema, form);
  // The fields are hidden or a fixed list: a problem means a stale page or a forged post, not a typo.
  if (!parsed.ok)
    return data(
      formFailure({ formError: 'That change was not understood. Reload the page and try again.' }),
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
    return { status: 'done' as const, message: `${updated.name} ${what}.` };
  } catch (error) {
    if (error instanceof ServiceError)
      return data(formFailure({ formError: error.message }), { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Users | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

/** The list's query string (search, role filter and page), to come back to the same list after a step. */
function listQuery(q: string, role: string, page = 1) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

type Person = { id: string; name: string; email: string };

const consequences =
  'They are signed out at once and cannot sign in until an admin enables the account again. Their record and history stay.';

/** The one form that disables an account: in the dialog, and on the confirmation step without JavaScript. */
function DisableForm({ person, action, onDone }: { person: Person; action: string; onDone?: () => void }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" action={action} onSubmit={onDone} className="w-full sm:w-auto">
      <input type="hidden" name="intent" value="disable" />
      <input type="hidden" name="userId" value={person.id} />
      <Button type="submit" variant="red" disabled={busy} className="w-full sm:w-auto">
        <UserX aria-hidden />
        Disable account
      </Button>
    </Form>
  );
}

/** With JavaScript: the Disable button opens a dialog that names the person; nothing changes until confirmed. */
function DisableButton({ person, action }: { person: Person; action: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="text-corner-600"
        onClick={() => setOpen(true)}
        aria-label={`Disable ${person.name}`}
      >
        Disable
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>Disable {person.name}?</DialogTitle>
          <DialogDescription className="mt-3 text-base">
            <span className="block font-semibold text-white">{person.email}</span>
            <span className="mt-2 block">{consequences}</span>
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <DisableForm person={person} action={action} onDone={() => setOpen(false)} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A platform admin's two views of people: every account, or an organisation's members. */
function ViewSwitch({ view }: { view: 'accounts' | 'members' }) {
  const links = [
    { view: 'accounts', to: '/admin-dashboard/users', label: 'All accounts' },
    { view: 'members', to: '/admin-dashboard/users?view=members', label: 'Organisation members' },
  ] as const;
  return (
    <nav aria-label="Users views" className="mb-6">
      <ul className="inline-flex gap-1 rounded-lg border border-ink-900/10 bg-white p-1">
        {links.map((link) => (
          <li key={link.view}>
            <Link
              to={link.to}
              aria-current={view === link.view ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-1.5 text-sm font-semibold text-ink-600 hover:text-ink-900',
                view === link.view && 'bg-gold-400/20 text-ink-900 ring-1 ring-gold-500/40',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if (loaderData.view === 'members') {
    const { organisation, members, organisations, confirmRemove, platformAdmin } = loaderData;
    const base = platformAdmin ? `/admin-dashboard/users?view=members&organisation=${organisation.id}` : '';
    const listPath = base || '/admin-dashboard/users';
    const memberResult =
      result && typeof result === 'object' && 'intent' in result ? (result as MemberActionResult) : undefined;
    return (
      <>
        {platformAdmin ? <ViewSwitch view="members" /> : null}
        <MembersPanel
          organisation={organisation}
          members={members}
          organisations={organisations ?? undefined}
          confirmRemove={confirmRemove}
          result={memberResult}
          listPath={listPath}
          confirmPath={(id) => `${listPath}${base ? '&' : '?'}remove=${id}`}
        />
      </>
    );
  }
  return (
    <>
      <ViewSwitch view="accounts" />
      <AccountsView data={loaderData} result={result} />
    </>
  );
}

type AccountsData = Extract<Route.ComponentProps['loaderData'], { view: 'accounts' }>;

function AccountsView({ data: loaderData, result: answer }: { data: AccountsData; result: unknown }) {
  const { users, audit, q, role, page, total, viewerId, confirmDisable } = loaderData;
  // The accounts' own answers (the members view's carry an intent).
  const result =
    answer && typeof answer === 'object' && !('intent' in answer)
      ? (answer as { status: 'done'; message: string } | FormFailure)
      : undefined;
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const query = listQuery(q, role, page);
  const pageHref = (n: number) => `/admin-dashboard/users?${listQuery(q, role, n)}`;
  // Changes post to the list itself, so that a confirmation step in the address does not outlive them.
  const listPath = `/admin-dashboard/users${query ? `?${query}` : ''}`;
  const confirmPath = (id: string) => `/admin-dashboard/users?${query ? `${query}&` : ''}disable=${id}`;
  return (
    <div className="space-y-8">
      <section aria-labelledby="users-heading">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="users-heading" className="text-3xl font-extrabold uppercase">
            Users
          </h2>
          <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-64">
              <Label htmlFor="user-search">Search name or e-mail</Label>
              <Input id="user-search" name="q" type="search" defaultValue={q} maxLength={100} />
            </div>
            <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
              <Label htmlFor="user-role">Role</Label>
              <Select
                id="user-role"
                name="role"
                defaultValue={role || 'all'}
                options={[{ value: 'all', label: 'All roles' }, ...roleOptions]}
              />
            </div>
            <Button type="submit" variant="dark">
              <Search aria-hidden /> Search
            </Button>
          </Form>
        </div>
        <div className="mt-4">
          {isFormFailure(result) ? (
            <FormAlert message={result.formError} />
          ) : (
            <FormAlert tone="success" message={result?.message} />
          )}
        </div>

        {confirmDisable ? (
          <Card
            role="region"
            aria-labelledby="confirm-disable-heading"
            className="mt-4 border-corner-600/40 p-6 ring-1 ring-corner-600/20"
          >
            <h3 id="confirm-disable-heading" className="text-2xl font-extrabold uppercase">
              Disable {confirmDisable.name}?
            </h3>
            <p className="mt-1 font-semibold text-ink-900">{confirmDisable.email}</p>
            <p className="mt-2 max-w-2xl text-ink-700">{consequences}</p>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <DisableForm person={confirmDisable} action={listPath} />
              <Button asChild variant="outline">
                <Link to={listPath}>Cancel</Link>
              </Button>
            </div>
          </Card>
        ) : null}

        <Card className="mt-4 overflow-hidden">
          <div
            aria-hidden
            className="hidden grid-cols-[minmax(0,1fr)_16rem_7rem_7rem] gap-4 border-b border-ink-900/10 px-5 py-3 text-xs font-semibold tracking-wider text-ink-600 uppercase md:grid"
          >
            <span>Person</span>
            <span>Role</span>
            <span>Status</span>
            <span />
          </div>
          <ul aria-label="Accounts, newest first" className="divide-y divide-ink-900/5">
            {users.length === 0 ? (
              <li className="px-5 py-10 text-center text-ink-600">No accounts match.</li>
            ) : null}
            {users.map((u) => (
              <li
                key={u.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-4 md:grid-cols-[minmax(0,1fr)_16rem_7rem_7rem] md:py-3"
              >
                <div className="min-w-0">
                  <div className="font-semibold break-words text-ink-900">{u.name}</div>
                  <div className="text-sm break-all text-ink-600">{u.email}</div>
                </div>
                <Form
                  method="post"
                  action={listPath}
                  className="col-span-2 flex items-center gap-2 md:col-span-1"
                >
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <label htmlFor={`role-${u.id}`} className="sr-only">
                    Role of {u.name}
                  </label>
                  <div className="min-w-0 flex-1">
                    <Select
                      id={`role-${u.id}`}
                      name="role"
                      defaultValue={u.role}
                      options={roleOptions}
                      className="py-1.5"
                    />
                  </div>
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
                <div className="col-start-2 row-start-1 justify-self-end md:col-start-auto md:row-start-auto md:justify-self-start">
                  {u.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
                </div>
                <div className="col-span-2 flex justify-end md:col-span-1">
                  {u.id === viewerId ? (
                    <span className="text-xs font-semibold tracking-wider text-ink-600 uppercase">You</span>
                  ) : u.disabled ? (
                    // Enabling gives access back and is undone by disabling again: one tap.
                    <Form method="post" action={listPath}>
                      <input type="hidden" name="intent" value="enable" />
                      <input type="hidden" name="userId" value={u.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="dark"
                        disabled={busy}
                        aria-label={`Enable ${u.name}`}
                      >
                        Enable
                      </Button>
                    </Form>
                  ) : hydrated ? (
                    <DisableButton person={u} action={listPath} />
                  ) : (
                    <Button asChild size="sm" variant="outline" className="text-corner-600">
                      <Link to={confirmPath(u.id)} aria-label={`Disable ${u.name}`}>
                        Disable
                      </Link>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <div className="mt-4">
          <PageNav
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={total}
            href={pageHref}
            label="Accounts pages"
            noun="accounts"
          />
        </div>
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-2xl font-extrabold uppercase">
          Audit log
        </h2>
        <ol className="mt-4 divide-y divide-ink-900/10 rounded-2xl border border-ink-900/10 bg-white text-sm">
          {audit.length === 0 ? <li className="px-5 py-4 text-ink-600">No changes yet.</li> : null}
          {audit.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-5 py-3">
              <span className="min-w-0 break-words">
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
  const organisation = details.organisation ? String(details.organisation) : 'an organisation';
  const memberRole = (value: unknown) =>
    memberRoleLabels[value as keyof typeof memberRoleLabels]?.toLowerCase() ?? String(value);
  if (action === 'member.invited') return `invited (${memberRole(details.memberRole)}) to ${organisation}:`;
  if (action === 'member.added') return `added (${memberRole(details.memberRole)}) to ${organisation}:`;
  if (action === 'member.role_changed')
    return `changed the member role in ${organisation} (${memberRole(details.from)} → ${memberRole(details.to)}) of`;
  if (action === 'member.removed') return `removed from ${organisation}:`;
  return action;
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
