import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { bootcampCohorts, bootcampSelections, user } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { nudgeMessages, queueMessage, userRecipients } from '~/features/messages';
import { categoryLabel } from '~/content/tournament-categories';
import { lagosDate } from '~/lib/lagos-time';
import { BOOTCAMP_SIZE, bootcampOrder } from './rules';
import { boxerNames, rankings } from './standings.server';

/**
 * The London bootcamp's selection (issue 33, decision 0037). The rule: each boxer's best division (most
 * points, then the ranking's tie-breaks), the top 20 boxers across divisions, one row per boxer. An admin
 * shortlists from them, invites the shortlist (an e-mail, and a message on the boxer's phone channel), and
 * publishes the cohort: /aj-bootcamp-london then shows it. A cohort is named by the year it trains in: the one
 * selected during 2026 is "2027".
 */

export function cohortFor(today: string): string {
  return String(Number(today.slice(0, 4)) + 1);
}

export type BootcampCandidate = {
  boxerId: string;
  name: string;
  club: string | null;
  division: string;
  rank: number;
  points: number;
  golds: number;
  wins: number;
  lastResultOn: string;
};

/** The top 20 by the bootcamp's rule, today. */
export async function bootcampCandidates(db: Database, today: string): Promise<BootcampCandidate[]> {
  const tables = await rankings(db, {}, today);
  const rows = tables.flatMap((t) =>
    t.rows.map((r) => ({
      boxerId: r.boxerId,
      name: r.name,
      club: r.club,
      division: categoryLabel(t.division),
      rank: r.rank,
      points: r.points,
      golds: r.golds,
      wins: r.wins,
      lastResultOn: r.lastResultOn,
    })),
  );
  return bootcampOrder(rows, BOOTCAMP_SIZE);
}

export type Selection = {
  boxerId: string;
  name: string;
  club: string | null;
  status: (typeof bootcampSelections.$inferSelect)['status'];
  division: string;
  points: number;
};

/** The cohort as the admin sees it: published or not, and every selection with its status. */
export async function bootcampCohort(db: Database, cohort: string) {
  const [row] = await db.select().from(bootcampCohorts).where(eq(bootcampCohorts.cohort, cohort));
  const selections = await db
    .select()
    .from(bootcampSelections)
    .where(eq(bootcampSelections.cohort, cohort))
    .orderBy(asc(bootcampSelections.id));
  const people = await boxerNames(
    db,
    selections.map((s) => s.boxerId),
  );
  return {
    cohort,
    publishedAt: row?.publishedAt ?? null,
    selections: selections.map((s): Selection => ({
      boxerId: s.boxerId,
      name: people.get(s.boxerId)?.name ?? 'Unknown boxer',
      club: people.get(s.boxerId)?.club ?? null,
      status: s.status,
      division: typeof s.ranking.division === 'string' ? s.ranking.division : '',
      points: typeof s.ranking.points === 'number' ? s.ranking.points : 0,
    })),
  };
}

function requireAdmin(viewer: Viewer) {
  if (viewer.role !== 'admin')
    throw new ServiceError(403, 'forbidden', 'Only a platform admin selects the bootcamp.');
}

/** Shortlists one of today's top 20 for the cohort (again: nothing changes). */
export async function shortlistBoxer(db: Database, viewer: Viewer, cohort: string, boxerId: string) {
  requireAdmin(viewer);
  const today = lagosDate(clock.now());
  const candidate = (await bootcampCandidates(db, today)).find((c) => c.boxerId === boxerId);
  if (!candidate)
    throw new ServiceError(
      422,
      'not_a_candidate',
      'Only a boxer among the top 20 by the bootcamp’s rule can be shortlisted.',
    );
  await db.transaction(async (tx) => {
    await tx.insert(bootcampCohorts).values({ cohort }).onConflictDoNothing();
    await tx
      .insert(bootcampSelections)
      .values({
        cohort,
        boxerId,
        shortlistedBy: viewer.id,
        ranking: { division: candidate.division, rank: candidate.rank, points: candidate.points, on: today },
      })
      .onConflictDoNothing();
  });
  return candidate;
}

/** Takes a boxer off the shortlist before they are invited. */
export async function removeFromShortlist(db: Database, viewer: Viewer, cohort: string, boxerId: string) {
  requireAdmin(viewer);
  await db
    .delete(bootcampSelections)
    .where(
      and(
        eq(bootcampSelections.cohort, cohort),
        eq(bootcampSelections.boxerId, boxerId),
        eq(bootcampSelections.status, 'shortlisted'),
      ),
    );
}

/**
 * Invites everyone shortlisted: their selection becomes "invited", and each hears it by e-mail (the outbox)
 * and on their phone channel (WhatsApp or SMS), in the same transaction. Returns how many were invited.
 */
export async function inviteShortlist(
  db: Database,
  viewer: Viewer,
  cohort: string,
  options: { baseUrl: string },
): Promise<number> {
  requireAdmin(viewer);
  const invited = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bootcampSelections)
      .set({ status: 'invited', invitedAt: clock.now() })
      .where(and(eq(bootcampSelections.cohort, cohort), eq(bootcampSelections.status, 'shortlisted')))
      .returning({ boxerId: bootcampSelections.boxerId, ranking: bootcampSelections.ranking });
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.boxerId);
    const accounts = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(inArray(user.id, ids));
    const phones = await userRecipients(tx, ids);
    const link = `${options.baseUrl}/student-dashboard`;
    for (const r of rows) {
      const account = accounts.find((a) => a.id === r.boxerId);
      const division = typeof r.ranking.division === 'string' ? r.ranking.division : 'your division';
      const text = `You are invited to the AJ Bootcamp London, ${cohort} cohort, ranked in ${division}. Accept or decline on your dashboard: ${link}`;
      if (account)
        await queueEmail(tx, {
          kind: 'bootcamp-invitation',
          to: account.email,
          subject: `Your invitation to the AJ Bootcamp London ${cohort}`,
          text: `Dear ${account.name},\n\n${text}\n\nAJBXNG`,
        });
      const phone = phones.get(r.boxerId);
      if (phone)
        await queueMessage(tx, [phone], {
          purpose: 'bootcamp-invitation',
          subject: `bootcamp:${cohort}`,
          template: 'bootcamp_invitation',
          params: [cohort, division, link],
          body: `AJBXNG: ${text}`,
        });
    }
    return rows.length;
  });
  if (invited > 0) {
    nudgeOutbox();
    nudgeMessages();
  }
  return invited;
}

/** Publishes the cohort: the bootcamp page shows everyone invited who has not declined. */
export async function publishCohort(db: Database, viewer: Viewer, cohort: string): Promise<void> {
  requireAdmin(viewer);
  const selections = await db
    .select({ status: bootcampSelections.status })
    .from(bootcampSelections)
    .where(eq(bootcampSelections.cohort, cohort));
  if (!selections.some((s) => s.status === 'invited' || s.status === 'accepted'))
    throw new ServiceError(409, 'nobody_invited', 'Invite the shortlist before publishing the cohort.');
  await db
    .update(bootcampCohorts)
    .set({ publishedAt: clock.now(), publishedBy: viewer.id })
    .where(eq(bootcampCohorts.cohort, cohort));
}

/** The newest published cohort as the bootcamp page shows it: names, clubs, divisions (no one who declined). */
export async function publishedCohort(db: Database) {
  const [row] = await db
    .select({ cohort: bootcampCohorts.cohort })
    .from(bootcampCohorts)
    .where(isNotNull(bootcampCohorts.publishedAt))
    .orderBy(desc(bootcampCohorts.cohort))
    .limit(1);
  if (!row) return null;
  const { selections } = await bootcampCohort(db, row.cohort);
  return {
    cohort: row.cohort,
    boxers: selections
      .filter((s) => s.status === 'invited' || s.status === 'accepted')
      .map((s) => ({ boxerId: s.boxerId, name: s.name, club: s.club, division: s.division })),
  };
}

/** The boxer's own answer to their invitation. */
export async function answerInvitation(db: Database, viewer: Viewer, cohort: string, accept: boolean) {
  const [row] = await db
    .update(bootcampSelections)
    .set({ status: accept ? 'accepted' : 'declined', respondedAt: clock.now() })
    .where(
      and(
        eq(bootcampSelections.cohort, cohort),
        eq(bootcampSelections.boxerId, viewer.id),
        inArray(bootcampSelections.status, ['invited', 'accepted', 'declined']),
      ),
    )
    .returning({ status: bootcampSelections.status });
  if (!row) throw new ServiceError(404, 'no_invitation', 'You have no invitation to this bootcamp cohort.');
  return row.status;
}

/** The boxer's invitations still to answer or answered (their dashboard). */
export async function myInvitations(db: Database, boxerId: string) {
  return db
    .select({ cohort: bootcampSelections.cohort, status: bootcampSelections.status })
    .from(bootcampSelections)
    .where(
      and(
        eq(bootcampSelections.boxerId, boxerId),
        inArray(bootcampSelections.status, ['invited', 'accepted', 'declined']),
      ),
    )
    .orderBy(desc(bootcampSelections.cohort));
}
