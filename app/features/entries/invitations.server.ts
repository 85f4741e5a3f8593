import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  entries,
  organisations,
  profiles,
  tournamentInvitations,
  tournaments,
  user,
} from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { ServiceError } from '@server/service-error';
import { academy } from '~/content/academy';
import type { Workspace } from '~/features/organisations';
import { requireOrganiserOf } from '~/features/tournaments';
import { formatShortDate } from './fit';

/**
 * Invitations (issue 15 item 1): an invitation-only tournament takes the entries of the boxers its
 * organisers invited, nobody else's. The organiser invites a boxer account (by its id, or by the e-mail
 * address the boxer signed up with), sees who is invited and whether they entered, and may revoke an
 * invitation not yet used. A new invitation e-mails the boxer the tournament's link through the outbox, in
 * the same transaction, so neither exists without the other.
 */

/** Whom to invite: a boxer account's id, or the e-mail address of one. */
export type InvitationTarget = string | { boxerId: string } | { email: string };

export type Invitation = {
  tournamentId: number;
  boxerId: string;
  boxerName: string;
  /** False when the boxer was invited already (inviting twice is harmless and sends nothing). */
  created: boolean;
};

type Options = { baseUrl?: string };

async function lockedTournament(tx: Transaction, tournamentId: number) {
  const [tournament] = await tx
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      organisationId: tournaments.organisationId,
      organisationName: organisations.name,
      status: tournaments.status,
      visibility: tournaments.visibility,
      startDate: tournaments.startDate,
      registrationDeadline: tournaments.registrationDeadline,
    })
    .from(tournaments)
    .innerJoin(organisations, eq(organisations.id, tournaments.organisationId))
    .where(eq(tournaments.id, tournamentId))
    .for('update', { of: tournaments });
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return tournament;
}

/** The tournament's organisers (and platform admins) only; someone else's draft does not exist for them. */
function requireOrganiser(
  actor: Workspace,
  tournament: { organisationId: number; status: string; name: string },
  doing: string,
) {
  requireOrganiserOf(actor, tournament, {
    code: 'not_your_tournament',
    message: `Only ${tournament.name}'s organisers can ${doing}.`,
    hideDraft: true,
  });
}

function boxerName(row: { firstName: string | null; lastName: string | null; accountName: string }) {
  return row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.accountName;
}

/** An active boxer account (role boxer, not disabled) by id or by e-mail address, with the name people read. */
async function findBoxer(tx: Transaction | Database, target: { boxerId: string } | { email: string }) {
  const [found] = await tx
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      banned: user.banned,
      accountName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where('email' in target ? eq(user.email, target.email) : eq(user.id, target.boxerId));
  if (!found || found.role !== 'boxer' || found.banned) return null;
  return { id: found.id, email: found.email, name: boxerName(found) };
}

function normalise(target: InvitationTarget): { boxerId: string } | { email: string } {
  if (typeof target === 'string') return { boxerId: target };
  if ('email' in target) return { email: target.email.trim().toLowerCase() };
  return target;
}

/**
 * An organiser invites a boxer to an invitation-only tournament. Inviting twice is harmless. Refused: not
 * one of its organisers (403; someone else's draft is a 404), an open tournament or one that is over
 * (409), an address or id that is not an active boxer account (400, the same words for both, so the answer
 * does not tell which addresses have some other kind of account).
 */
export async function inviteBoxer(
  db: Database,
  actor: Workspace,
  tournamentId: number,
  target: InvitationTarget,
  options: Options = {},
): Promise<Invitation> {
  const whom = normalise(target);
  if ('email' in whom && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(whom.email))
    throw new ServiceError(400, 'invalid_email', 'Enter the boxer’s e-mail address.', {
      email: ['Enter a valid e-mail address'],
    });
  const invitation = await db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    requireOrganiser(actor, tournament, 'invite boxers to it');
    if (tournament.visibility !== 'invitation')
      throw new ServiceError(
        409,
        'not_invitation_only',
        `${tournament.name} is open to every boxer: no invitation is needed.`,
      );
    if (tournament.status === 'completed' || tournament.status === 'cancelled')
      throw new ServiceError(409, 'tournament_over', `${tournament.name} is ${tournament.status}.`);
    const boxer = await findBoxer(tx, whom);
    if (!boxer)
      throw 'email' in whom
        ? new ServiceError(
            400,
            'not_a_boxer',
            `No boxer account has the address ${whom.email}: the boxer signs up as a boxer first (or their coach registers them).`,
            { email: ['No boxer account has this address'] },
          )
        : new ServiceError(400, 'not_a_boxer', 'Only an active boxer account can be invited.', {
            boxerId: ['Choose a boxer'],
          });
    const inserted = await tx
      .insert(tournamentInvitations)
      .values({ tournamentId: tournament.id, boxerId: boxer.id, invitedBy: actor.viewer.id })
      .onConflictDoNothing()
      .returning({ id: tournamentInvitations.id });
    const created = inserted.length > 0;
    if (created && options.baseUrl) {
      const link = `${options.baseUrl}/tournaments/${tournament.slug}#register`;
      await queueEmail(tx, {
        kind: 'tournament-invitation',
        to: boxer.email,
        subject: headerText(`You are invited to ${tournament.name}`),
        text: [
          `Hello ${boxer.name.split(' ')[0]},`,
          '',
          `${tournament.organisationName} invites you to box in ${tournament.name}, starting ${formatShortDate(tournament.startDate)}. It is by invitation only.`,
          `Sign in and register from the tournament's page before ${formatShortDate(tournament.registrationDeadline)}:`,
          link,
          '',
          `Questions? ${academy.email} or ${academy.phone}.`,
          '',
          academy.name,
        ].join('\n'),
      });
    }
    return { tournamentId: tournament.id, boxerId: boxer.id, boxerName: boxer.name, created };
  });
  // The e-mail is committed with the invitation: deliver it now.
  if (invitation.created && options.baseUrl) nudgeOutbox();
  return invitation;
}

export type InvitationRow = {
  boxerId: string;
  boxerName: string;
  email: string;
  club: string | null;
  invitedAt: string;
  /** Their entry in the tournament, if they registered: `registered`, `withdrawn`… */
  entryStatus: string | null;
};

/** A tournament's invitations, oldest first, each with whether the boxer entered: its organisers only. */
export async function listInvitations(
  db: Database,
  actor: Workspace,
  tournamentId: number,
): Promise<InvitationRow[]> {
  const [tournament] = await db
    .select({
      name: tournaments.name,
      status: tournaments.status,
      organisationId: tournaments.organisationId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  requireOrganiser(actor, tournament, 'see its invitations');
  const rows = await db
    .select({
      boxerId: tournamentInvitations.boxerId,
      email: user.email,
      accountName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      club: organisations.name,
      invitedAt: tournamentInvitations.createdAt,
      entryStatus: entries.status,
    })
    .from(tournamentInvitations)
    .innerJoin(user, eq(user.id, tournamentInvitations.boxerId))
    .leftJoin(profiles, eq(profiles.id, tournamentInvitations.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .leftJoin(
      entries,
      and(eq(entries.tournamentId, tournamentInvitations.tournamentId), eq(entries.boxerId, user.id)),
    )
    .where(eq(tournamentInvitations.tournamentId, tournamentId))
    .orderBy(asc(tournamentInvitations.createdAt), asc(tournamentInvitations.id));
  return rows.map((r) => ({
    boxerId: r.boxerId,
    boxerName: boxerName(r),
    email: r.email,
    club: r.club,
    invitedAt: r.invitedAt.toISOString(),
    entryStatus: r.entryStatus,
  }));
}

/**
 * An organiser takes an invitation back, before the boxer uses it: a boxer already entered is withdrawn
 * from their entry instead (409 says so), so an entry never stands without its invitation.
 */
export async function revokeInvitation(
  db: Database,
  actor: Workspace,
  tournamentId: number,
  boxerId: string,
): Promise<{ tournamentId: number; boxerId: string; boxerName: string }> {
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    requireOrganiser(actor, tournament, 'revoke its invitations');
    const [invited] = await tx
      .select({
        id: tournamentInvitations.id,
        accountName: user.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(tournamentInvitations)
      .innerJoin(user, eq(user.id, tournamentInvitations.boxerId))
      .leftJoin(profiles, eq(profiles.id, tournamentInvitations.boxerId))
      .where(
        and(
          eq(tournamentInvitations.tournamentId, tournament.id),
          eq(tournamentInvitations.boxerId, boxerId),
        ),
      );
    if (!invited)
      throw new ServiceError(
        404,
        'invitation_not_found',
        `This boxer has no invitation to ${tournament.name}.`,
      );
    const name = boxerName(invited);
    const [entry] = await tx
      .select({ status: entries.status })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), eq(entries.boxerId, boxerId)));
    if (entry && entry.status !== 'withdrawn')
      throw new ServiceError(
        409,
        'invitation_used',
        `${name} is entered in ${tournament.name}: withdraw the entry instead of revoking the invitation.`,
      );
    await tx.delete(tournamentInvitations).where(eq(tournamentInvitations.id, invited.id));
    return { tournamentId: tournament.id, boxerId, boxerName: name };
  });
}

/** Whether a boxer holds an invitation to a tournament (the tournament page's register section). */
export async function isInvited(db: Database, tournamentId: number, boxerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tournamentInvitations.id })
    .from(tournamentInvitations)
    .where(
      and(eq(tournamentInvitations.tournamentId, tournamentId), eq(tournamentInvitations.boxerId, boxerId)),
    );
  return !!row;
}
