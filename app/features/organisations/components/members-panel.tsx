import { MailPlus, UserMinus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert, TextField } from '~/components/forms/fields';
import { SelectField } from '~/components/forms/choice-fields';
import { isFormFailure } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useHydrated } from '~/lib/use-hydrated';
import { memberRoleDescriptions, memberRoleLabels, memberRoles } from '../schema';
import type { MemberRole } from '../schema';

export type MemberView = {
  id: number;
  name: string;
  email: string;
  memberRole: MemberRole;
  /** "22 Nov 2026", Lagos. */
  joined: string;
  isViewer: boolean;
};

/** What the members view's forms answer: a change done, or refused (with the intent it answers). */
export type MemberActionResult =
  { status: 'done'; intent: string; message: string } | (FormFailure & { intent: string });

const roleOptions = memberRoles.map((role) => ({ value: role, label: memberRoleLabels[role] }));
const roleTone: Record<MemberRole, 'gold' | 'blue' | 'muted'> = {
  organiser: 'gold',
  coach: 'blue',
  official: 'muted',
};

type Person = { id: number; name: string; email: string };

function removalConsequences(organisationName: string) {
  return `They leave ${organisationName} at once and can no longer act for it. Their account stays, and you can invite them again later.`;
}

function RemoveForm({ person, action, onDone }: { person: Person; action: string; onDone?: () => void }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" action={action} onSubmit={onDone} className="w-full sm:w-auto">
      <input type="hidden" name="intent" value="member-remove" />
      <input type="hidden" name="memberId" value={person.id} />
      <Button type="submit" variant="red" disabled={busy} className="w-full sm:w-auto">
        <UserMinus aria-hidden />
        Remove from organisation
      </Button>
    </Form>
  );
}

/** With JavaScript: Remove opens a dialog naming the person; nothing changes until it is confirmed. */
function RemoveButton({
  person,
  action,
  organisationName,
}: {
  person: Person;
  action: string;
  organisationName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="text-corner-600"
        onClick={() => setOpen(true)}
        aria-label={`Remove ${person.name}`}
      >
        Remove
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>Remove {person.name}?</DialogTitle>
          <DialogDescription className="mt-3 text-base">
            <span className="block font-semibold text-white">{person.email}</span>
            <span className="mt-2 block">{removalConsequences(organisationName)}</span>
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <RemoveForm person={person} action={action} onDone={() => setOpen(false)} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function InviteForm({ action, result }: { action: string; result: MemberActionResult | undefined }) {
  const inviteResult = result?.intent === 'member-invite' ? result : undefined;
  const kit = useForm({
    id: 'member-invite',
    result: inviteResult,
    marksRequired: false,
    labels: { name: 'Name', email: 'E-mail', memberRole: 'Role' },
    defaults: { memberRole: 'coach' },
  });
  const formRef = useRef<HTMLFormElement>(null);
  // A sent invitation empties the form for the next one.
  useEffect(() => {
    if (inviteResult?.status === 'done') formRef.current?.reset();
  }, [inviteResult]);
  return (
    <Card className="p-6">
      <h3 id="invite-heading" className="text-2xl font-extrabold uppercase">
        Invite a member
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">
        We e-mail them a link to choose a password, or tell them if they already have an account. An organiser{' '}
        {memberRoleDescriptions.organiser}; a coach {memberRoleDescriptions.coach}; an official{' '}
        {memberRoleDescriptions.official}.
      </p>
      <Form
        {...kit.formProps}
        ref={formRef}
        action={action}
        aria-labelledby="invite-heading"
        className="mt-5 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_11rem_auto] md:items-start"
      >
        <input type="hidden" name="intent" value="member-invite" />
        <TextField kit={kit} name="name" label="Name" autoComplete="off" maxLength={60} required />
        <TextField kit={kit} name="email" type="email" label="E-mail" autoComplete="off" required />
        <SelectField kit={kit} name="memberRole" label="Role" options={roleOptions} />
        <Button type="submit" variant="dark" disabled={kit.submitting} className="md:mt-7">
          <MailPlus aria-hidden />
          {kit.submitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </Form>
      {kit.formError ? (
        <div className="mt-4">
          <FormAlert message={kit.formError} />
        </div>
      ) : null}
    </Card>
  );
}

export function MembersPanel({
  organisation,
  members,
  organisations,
  confirmRemove,
  result,
  listPath,
  confirmPath,
}: {
  organisation: { id: number; name: string; isAcademy: boolean };
  members: MemberView[];
  /** A platform admin's choice of organisation; absent for an organiser, who has one. */
  organisations?: { id: number; name: string }[];
  confirmRemove: Person | null;
  result: MemberActionResult | undefined;
  /** Where the forms post, and where Cancel goes back to. */
  listPath: string;
  /** The confirmation step of a removal made without JavaScript. */
  confirmPath: (memberId: number) => string;
}) {
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const rowResult = result && result.intent !== 'member-invite' ? result : undefined;
  const inviteDone = result?.intent === 'member-invite' && result.status === 'done' ? result : undefined;
  const organisers = members.filter((m) => m.memberRole === 'organiser').length;
  return (
    <section aria-labelledby="members-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="members-heading" className="text-3xl font-extrabold uppercase">
            Members
          </h2>
          <p className="mt-1 text-ink-600">
            <span className="font-semibold text-ink-900">{organisation.name}</span> ·{' '}
            {members.length === 1 ? '1 member' : `${members.length} members`}
            {organisation.isAcademy ? ' · run by the platform admins' : ''}
          </p>
        </div>
        {organisations ? (
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="view" value="members" />
            <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
              <Label htmlFor="members-organisation">Organisation</Label>
              <Select
                id="members-organisation"
                name="organisation"
                defaultValue={String(organisation.id)}
                options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
              />
            </div>
            <Button type="submit" variant="dark">
              Show
            </Button>
          </Form>
        ) : null}
      </div>

      <InviteForm action={listPath} result={result} />
      {inviteDone ? <FormAlert tone="success" message={inviteDone.message} /> : null}
      {rowResult ? (
        isFormFailure(rowResult) ? (
          <FormAlert message={rowResult.formError} />
        ) : (
          <FormAlert tone="success" message={rowResult.message} />
        )
      ) : null}

      {confirmRemove ? (
        <Card
          role="region"
          aria-labelledby="confirm-remove-heading"
          className="border-corner-600/40 p-6 ring-1 ring-corner-600/20"
        >
          <h3 id="confirm-remove-heading" className="text-2xl font-extrabold uppercase">
            Remove {confirmRemove.name}?
          </h3>
          <p className="mt-1 font-semibold text-ink-900">{confirmRemove.email}</p>
          <p className="mt-2 max-w-2xl text-ink-700">{removalConsequences(organisation.name)}</p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <RemoveForm person={confirmRemove} action={listPath} />
            <Button asChild variant="outline">
              <Link to={listPath}>Cancel</Link>
            </Button>
          </div>
        </Card>
      ) : null}

      <Card className="overflow-hidden">
        <div
          aria-hidden
          className="hidden grid-cols-[minmax(0,1fr)_16rem_8rem_7rem] gap-4 border-b border-ink-900/10 px-5 py-3 text-xs font-semibold tracking-wider text-ink-600 uppercase md:grid"
        >
          <span>Member</span>
          <span>Member role</span>
          <span>Joined</span>
          <span />
        </div>
        <ul aria-label={`Members of ${organisation.name}`} className="divide-y divide-ink-900/5">
          {members.length === 0 ? (
            <li className="px-5 py-10 text-center text-ink-600">
              No members yet. Invite your organisers, coaches and officials above.
            </li>
          ) : null}
          {members.map((m) => {
            // The last organiser stays (the service says so too): no control offers what would be refused.
            const lastOrganiser = !organisation.isAcademy && m.memberRole === 'organiser' && organisers <= 1;
            return (
              <li
                key={m.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-4 md:grid-cols-[minmax(0,1fr)_16rem_8rem_7rem] md:py-3"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words text-ink-900">{m.name}</span>
                    <Badge tone={roleTone[m.memberRole]} className="px-2 py-0.5 text-[0.65rem]">
                      {memberRoleLabels[m.memberRole]}
                    </Badge>
                  </div>
                  <div className="text-sm break-all text-ink-600">{m.email}</div>
                </div>
                <Form
                  method="post"
                  action={listPath}
                  className="col-span-2 flex items-center gap-2 md:col-span-1"
                >
                  <input type="hidden" name="intent" value="member-role" />
                  <input type="hidden" name="memberId" value={m.id} />
                  <label htmlFor={`member-role-${m.id}`} className="sr-only">
                    Member role of {m.name}
                  </label>
                  <div className="min-w-0 flex-1">
                    <Select
                      id={`member-role-${m.id}`}
                      name="memberRole"
                      defaultValue={m.memberRole}
                      options={roleOptions}
                      className="py-1.5"
                    />
                  </div>
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Save member role of ${m.name}`}
                  >
                    Save
                  </Button>
                </Form>
                <div className="col-start-2 row-start-1 justify-self-end text-sm text-ink-600 md:col-start-auto md:row-start-auto md:justify-self-start">
                  <span className="sr-only">Joined </span>
                  {m.joined}
                </div>
                <div className="col-span-2 flex justify-end md:col-span-1">
                  {lastOrganiser ? (
                    <span className="text-right text-xs font-semibold tracking-wider text-ink-600 uppercase">
                      {m.isViewer ? 'You · ' : ''}Last organiser
                    </span>
                  ) : m.isViewer ? (
                    <span className="text-xs font-semibold tracking-wider text-ink-600 uppercase">You</span>
                  ) : hydrated ? (
                    <RemoveButton person={m} action={listPath} organisationName={organisation.name} />
                  ) : (
                    <Button asChild size="sm" variant="outline" className="text-corner-600">
                      <Link to={confirmPath(m.id)} aria-label={`Remove ${m.name}`}>
                        Remove
                      </Link>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
