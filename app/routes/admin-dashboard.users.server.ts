import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.users';
import { formFailure, parseSubmission, toRawValues } from '~/components/forms/submission';
import { requireViewer } from '~/features/auth/guard.server';
import { roleLabels } from '~/content/roles';
import {
  changeMemberRole,
  inviteMember,
  listMembers,
  removeMember,
  requireWorkspace,
} from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import type { MemberActionResult } from '~/features/organisations/components/members-panel';
import {
  memberFormSchema,
  memberRoleLabels,
  organisationChoiceSchema,
} from '~/features/organisations/schema';
import { listOrganisations } from '~/features/organisations/settings.server';
import { USERS_PAGE_SIZE } from '~/features/users/accounts-page';
import { userChangeFormSchema, userSearchSchema } from '~/features/users/schema';
import { changeUser, countUsers, listAudit, listUsers } from '~/features/users/users.server';
import { pageParam } from '~/components/event/page-nav';
import { ServiceError } from '@server/service-error';
import { formatDateTime, lagosDate } from '~/lib/lagos-time';

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
    audit: audit.map((a) => ({
      id: a.id,
      actor: a.actor,
      what: describe(a.action, a.details),
      target: a.target,
      when: formatDateTime(a.createdAt),
    })),
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
  const parsed = parseSubmission(memberFormSchema, form);
  const intent = String(parsed.values.intent);
  if (!parsed.ok) {
    // Only the invitation has fields a person types; the rest are hidden ids and a fixed list.
    const failure: MemberActionResult =
      intent === 'member-invite'
        ? { ...parsed.failure, intent }
        : {
            ...formFailure({
              formError: 'That change was not understood. Reload the page and try again.',
              fieldErrors: parsed.failure.fieldErrors,
            }),
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
  if (memberIntents.has(String(toRawValues(form).intent))) return memberAction(request, context, form);
  // The platform's accounts are the platform admins' alone.
  const viewer = await requireViewer(request, context, ['admin']);
  const parsed = parseSubmission(userChangeFormSchema, form);
  // The fields are hidden or a fixed list: a problem means a stale page or a forged post, not a typo.
  if (!parsed.ok)
    return data(
      formFailure({
        formError: 'That change was not understood. Reload the page and try again.',
        fieldErrors: parsed.failure.fieldErrors,
      }),
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

/** An audit entry's verb phrase, between the actor and the target: "changed the role (Coach → Admin) of". */
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
