import { Search, UserX } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import { isFormFailure } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { PageNav } from '~/components/event/page-nav';
import { roles } from '@server/auth/roles';
import type { Role } from '@server/auth/roles';
import { roleLabels } from '~/content/roles';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/cn';
import { USERS_PAGE_SIZE } from '../accounts-page';

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));

/** The list's query string (search, role filter and page), to come back to the same list after a step. */
function listQuery(q: string, role: string, page = 1) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

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
export function ViewSwitch({ view }: { view: 'accounts' | 'members' }) {
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

type Person = { id: string; name: string; email: string };

/** What the accounts view shows: a page of accounts, the audit log and the list's filters. */
export type AccountsData = {
  users: Array<Person & { role: Role; disabled: boolean }>;
  /** Each change, newest first: who, what (worded on the server) and to whom, with when (WAT). */
  audit: Array<{ id: number; actor: string; what: string; target: string; when: string }>;
  q: string;
  role: string;
  page: number;
  total: number;
  viewerId: string;
  confirmDisable: Person | null;
};

/** The platform's accounts: search, a role per person, disabling and enabling, and the audit log. */
export function AccountsView({ data: loaderData, result: answer }: { data: AccountsData; result: unknown }) {
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
                <strong>{entry.actor}</strong> {entry.what} <strong>{entry.target}</strong>
              </span>
              <time className="text-ink-600">{entry.when} WAT</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
