import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  entries,
  paymentEntries,
  payments,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { clock } from '@server/clock';
import { mayEnterBoxer } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';

/**
 * Issue 31 item 2: a coach pays their students' entry fees of one tournament in one payment. What the coach
 * dashboard's pay panel lists: per tournament with a fee, open or running, the students' entries not
 * withdrawn, paid or not, while one is still to pay or was paid in the last week (the checkout itself checks
 * again, all or nothing).
 */

export type SquadPayment = {
  tournament: {
    id: number;
    name: string;
    slug: string;
    fee: number;
    /** "Tuesday, 1 December 2026", and whether that day is over in Lagos (registration closed). */
    deadline: string;
    closed: boolean;
  };
  /** Paid ones too (they read paid, with no box to tick). */
  entries: { id: number; boxerName: string; category: string; paid: boolean; checkoutUnderWay: boolean }[];
};

const CHECKOUT_REUSE_MS = 30 * 60_000;

const WEIGHT_WORDS = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).replace(/-/g, ' ');

export async function squadPayments(db: Database, coach: Workspace): Promise<SquadPayment[]> {
  const rows = await db
    .select({
      id: entries.id,
      boxerId: entries.boxerId,
      paidAt: entries.paidAt,
      clubId: profiles.clubId,
      coachId: profiles.coachId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      accountName: user.name,
      weightClass: tournamentCategories.weightClass,
      tournamentId: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      fee: tournaments.entryFee,
      deadline: tournaments.registrationDeadline,
    })
    .from(entries)
    .innerJoin(profiles, eq(profiles.id, entries.boxerId))
    .innerJoin(user, eq(user.id, entries.boxerId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(
      and(
        eq(profiles.coachId, coach.viewer.id),
        ne(entries.status, 'withdrawn'),
        gt(tournaments.entryFee, 0),
        inArray(tournaments.status, ['published', 'drawn', 'in_progress']),
      ),
    )
    .orderBy(asc(tournaments.startDate), asc(tournaments.id), asc(profiles.firstName), asc(entries.id));
  const mine = rows.filter((r) =>
    mayEnterBoxer(coach, { id: r.boxerId, clubId: r.clubId ?? null, coachId: r.coachId ?? null }),
  );
  const underWay = new Set(
    mine.length === 0
      ? []
      : (
          await db
            .select({ entryId: paymentEntries.entryId })
            .from(paymentEntries)
            .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
            .where(
              and(
                inArray(
                  paymentEntries.entryId,
                  mine.map((r) => r.id),
                ),
                eq(payments.status, 'pending'),
                gt(payments.createdAt, new Date(clock.now().getTime() - CHECKOUT_REUSE_MS)),
              ),
            )
        ).map((r) => r.entryId),
  );
  const byTournament = new Map<number, SquadPayment>();
  for (const r of mine) {
    let group = byTournament.get(r.tournamentId);
    if (!group) {
      group = {
        tournament: {
          id: r.tournamentId,
          name: r.name,
          slug: r.slug,
          fee: r.fee,
          deadline: formatLongDate(r.deadline),
          closed: lagosDate(clock.now()) > r.deadline,
        },
        entries: [],
      };
      byTournament.set(r.tournamentId, group);
    }
    group.entries.push({
      id: r.id,
      boxerName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.accountName,
      category: WEIGHT_WORDS(r.weightClass),
      paid: r.paidAt !== null,
      checkoutUnderWay: r.paidAt === null && underWay.has(r.id),
    });
  }
  // A tournament whose fees were all paid over a week ago has nothing more to say here.
  const weekAgo = clock.now().getTime() - 7 * 24 * 60 * 60_000;
  const recent = new Map(mine.map((r) => [r.id, r.paidAt === null || r.paidAt.getTime() > weekAgo]));
  return [...byTournament.values()].filter((g) => g.entries.some((e) => recent.get(e.id)));
}
