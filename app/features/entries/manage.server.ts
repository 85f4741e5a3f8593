import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { entries, tournamentCategories, tournaments } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { Workspace } from '~/features/organisations';
import { NOT_YOURS, requireOrganiserOf } from '~/features/tournaments';
import { koboOf, moneyFigures, recordCashPayment, recordCashRefund } from '~/features/payments';
import type { EntryRefund } from '~/features/payments';
import { listInvitations } from './invitations.server';
import type { InvitationRow } from './invitations.server';
import { listEntries } from './registration.server';
import type { ManagedEntryRow } from './registration.server';
import { clock } from '@server/clock';

/**
 * The organiser's Entries page (/admin-dashboard/tournaments/:id/entries): every entry with its boxer,
 * club, category, fee paid or not, weigh-in and withdrawal; what has been paid in naira; and, for an
 * invitation-only tournament, its invitations. Marking unpaid is here too (marking paid is registration's).
 */

export const ENTRY_FILTERS = ['all', 'unpaid', 'paid', 'withdrawn'] as const;
export type EntryFilter = (typeof ENTRY_FILTERS)[number];

export type EntriesPageRow = ManagedEntryRow & {
  /** Its category is drawn: a withdrawal now is a walkover in the engine. */
  drawn: boolean;
};

export type EntriesPage = {
  tournament: {
    id: number;
    name: string;
    slug: string;
    status: string;
    entryFee: number;
    visibility: 'public' | 'invitation';
  };
  q: string;
  show: EntryFilter;
  rows: EntriesPageRow[];
  totals: {
    /** Entries not withdrawn. */
    active: number;
    paid: number;
    unpaid: number;
    withdrawn: number;
    /**
     * Kobo, from the payments ledger as the tournament's Money page sums it (one truth): paid online, paid in
     * cash (less cash marks taken back), refunded, and the fees of the entries neither paid nor withdrawn.
     */
    collectedKobo: number;
    cashKobo: number;
    refundsKobo: number;
    outstandingKobo: number;
  };
  invitations: InvitationRow[] | null;
};

const notFound = () => new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

export async function entriesPage(
  db: Database,
  workspace: Workspace,
  idParam: string | undefined,
  { q = '', show = 'all' }: { q?: string; show?: string } = {},
): Promise<EntriesPage> {
  if (!idParam || !/^\d{1,9}$/.test(idParam)) throw notFound();
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      status: tournaments.status,
      entryFee: tournaments.entryFee,
      visibility: tournaments.visibility,
      organisationId: tournaments.organisationId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, Number(idParam)));
  if (!t) throw notFound();
  requireOrganiserOf(workspace, t, { ...NOT_YOURS, hideDraft: true });
  const list = await listEntries(db, workspace, t.id);
  if (!list.manage) throw notFound();
  const categoryIds = [...new Set(list.entries.map((e) => e.categoryId))];
  const drawn = new Set(
    categoryIds.length === 0
      ? []
      : (
          await db
            .select({ id: tournamentCategories.id, drawnAt: tournamentCategories.drawnAt })
            .from(tournamentCategories)
            .where(inArray(tournamentCategories.id, categoryIds))
        )
          .filter((c) => c.drawnAt !== null)
          .map((c) => c.id),
  );
  const all = list.entries.map((e) => ({ ...e, drawn: drawn.has(e.categoryId) }));
  const active = all.filter((e) => e.status !== 'withdrawn');
  const money = await moneyFigures(db, t);
  const paid = active.length - money.unpaidEntries;
  const filter: EntryFilter = (ENTRY_FILTERS as readonly string[]).includes(show)
    ? (show as EntryFilter)
    : 'all';
  const needle = q.trim().toLowerCase();
  const rows = all
    .filter((e) => !needle || e.boxerName.toLowerCase().includes(needle))
    .filter((e) =>
      filter === 'all'
        ? true
        : filter === 'withdrawn'
          ? e.status === 'withdrawn'
          : e.status !== 'withdrawn' && e.paid === (filter === 'paid'),
    )
    .sort((a, b) => a.boxerName.localeCompare(b.boxerName) || a.id - b.id);
  return {
    tournament: {
      id: t.id,
      name: t.name,
      slug: t.slug,
      status: t.status,
      entryFee: t.entryFee,
      visibility: t.visibility,
    },
    q: q.trim(),
    show: filter,
    rows,
    totals: {
      active: active.length,
      paid,
      unpaid: money.unpaidEntries,
      withdrawn: all.length - active.length,
      collectedKobo: money.collectedKobo,
      cashKobo: money.cashKobo,
      refundsKobo: money.refundsKobo,
      outstandingKobo: money.outstandingKobo,
    },
    invitations: t.visibility === 'invitation' ? await listInvitations(db, workspace, t.id) : null,
  };
}

/**
 * An organiser records giving back in cash the fee an entry paid in cash, as the refund policy owes it
 * (issue 31): the tournament's organisers only (403; an unknown entry a 404); nothing owed is a 409.
 */
export async function recordEntryCashRefund(
  db: Database,
  actor: Workspace,
  entryId: number,
): Promise<{ id: number; refund: EntryRefund }> {
  const [found] = await db
    .select({
      id: entries.id,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      organisationId: tournaments.organisationId,
      status: tournaments.status,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.id, entryId));
  if (!found) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
  requireOrganiserOf(actor, found, {
    code: 'not_your_tournament',
    message: `Only ${found.tournamentName}'s organisers can record its refunds.`,
  });
  const refund = await recordCashRefund(db, {
    entryId: found.id,
    tournamentId: found.tournamentId,
    by: actor.viewer.id,
  });
  return { id: found.id, refund };
}

/**
 * An organiser takes back a "paid" marked by mistake. The tournament's organisers only (403; an unknown
 * entry is a 404); a withdrawn entry's payment record stays as it was (409), as it may be owed back.
 */
export async function markEntryUnpaid(
  db: Database,
  actor: Workspace,
  entryId: number,
  options: { now?: Date } = {},
): Promise<{ id: number; paid: false }> {
  const now = options.now ?? clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: entries.id,
        status: entries.status,
        paidAt: entries.paidAt,
        paidMarkedBy: entries.paidMarkedBy,
        organisationId: tournaments.organisationId,
        tournamentName: tournaments.name,
        tournamentId: tournaments.id,
        fee: tournaments.entryFee,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(eq(entries.id, entryId))
      .for('update', { of: entries });
    if (!found) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
    requireOrganiserOf(actor, found, {
      code: 'not_your_tournament',
      message: `Only ${found.tournamentName}'s organisers can mark its entries unpaid.`,
    });
    if (found.status === 'withdrawn')
      throw new ServiceError(
        409,
        'entry_withdrawn',
        'This entry is withdrawn: its payment record stays as it was.',
      );
    if (found.paidAt === null) return { id: found.id, paid: false as const };
    // Paid online: Paystack's verified payment is the record, and only a refund undoes it.
    if (found.paidMarkedBy === null)
      throw new ServiceError(
        409,
        'paid_online',
        'This fee was paid online through Paystack: refund it instead of marking it unpaid.',
      );
    await tx
      .update(entries)
      .set({ paidAt: null, paidMarkedBy: actor.viewer.id, updatedAt: now })
      .where(eq(entries.id, found.id));
    // The cash marked is no longer held: its opposite in the ledger (issue 31).
    await recordCashPayment(tx, {
      entryId: found.id,
      tournamentId: found.tournamentId,
      organisationId: found.organisationId,
      amountKobo: koboOf(found.fee),
      by: actor.viewer.id,
      paidAt: found.paidAt,
      void: true,
    });
    return { id: found.id, paid: false as const };
  });
}
