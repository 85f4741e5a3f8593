import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, organisations, tournamentCategories, tournaments, user } from '@server/db/schema';
import {
  ageGroups,
  allWeightClasses,
  categoryLabel as labelOfCategory,
  genders,
} from '~/content/tournament-categories';
import type { Gender } from '~/content/tournament-categories';
import { lagosDate } from '~/lib/lagos-time';
import { backendStatus, isLive, registrationBadge } from './status';
import type { TournamentCategory, TournamentDetail, TournamentSummary } from './types';

/**
 * Reading tournaments as the contract's shapes: one query for the rows (with organisation and creator),
 * one for their categories, one for their entry counts. Shared by the service and the calendar.
 */
export type Executor = Database | Transaction;

type Row = {
  tournament: typeof tournaments.$inferSelect;
  organisationName: string;
  creatorName: string | null;
};

/** "Ada Obi-Lawson" → { firstName: "Ada", lastName: "Obi-Lawson" }; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const order = {
  weight: (id: string) => allWeightClasses.findIndex((w) => w.id === id),
  age: (id: string) => ageGroups.findIndex((a) => a.id === id),
  gender: (id: string) => genders.findIndex((g) => g.id === id),
};

/** A category as people read it: the product's one label (content/tournament-categories), by its parts. */
export function categoryLabel(weightClass: string, ageGroup: string, gender: Gender): string {
  return labelOfCategory({ weightClass, ageGroup, gender });
}

function distinctInOrder<T extends string>(values: T[], rank: (id: string) => number): T[] {
  return [...new Set(values)].sort((a, b) => rank(a) - rank(b));
}

/** Tournaments matching `where`, in `orderBy`'s order, as detail records (a summary is a detail's subset). */
export async function readTournaments(
  db: Executor,
  query: { where?: SQL; orderBy: SQL[]; limit?: number },
  now: Date,
): Promise<TournamentDetail[]> {
  let select = db
    .select({ tournament: tournaments, organisationName: organisations.name, creatorName: user.name })
    .from(tournaments)
    .innerJoin(organisations, eq(organisations.id, tournaments.organisationId))
    .leftJoin(user, eq(user.id, tournaments.createdBy))
    .where(query.where)
    .orderBy(...query.orderBy)
    .$dynamic();
  if (query.limit) select = select.limit(query.limit);
  const rows: Row[] = await select;
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.tournament.id);
  const categoryRows = await db
    .select()
    .from(tournamentCategories)
    .where(inArray(tournamentCategories.tournamentId, ids));
  const counts = await db
    .select({ tournamentId: entries.tournamentId, participants: count() })
    .from(entries)
    .where(and(inArray(entries.tournamentId, ids), ne(entries.status, 'withdrawn')))
    .groupBy(entries.tournamentId);

  const today = lagosDate(now);
  return rows.map((row) => {
    const t = row.tournament;
    const categories: TournamentCategory[] = categoryRows
      .filter((c) => c.tournamentId === t.id)
      .sort(
        (a, b) =>
          order.weight(a.weightClass) - order.weight(b.weightClass) ||
          order.age(a.ageGroup) - order.age(b.ageGroup) ||
          order.gender(a.gender) - order.gender(b.gender),
      )
      .map((c) => ({
        id: c.id,
        weightClass: c.weightClass,
        ageGroup: c.ageGroup,
        gender: c.gender,
        label: categoryLabel(c.weightClass, c.ageGroup, c.gender),
      }));
    const participants = counts.find((c) => c.tournamentId === t.id)?.participants ?? 0;
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      format: t.format,
      status: t.status,
      backendStatus: backendStatus(t.status),
      badge: registrationBadge({ ...t, participants }, today),
      live: isLive(t, today),
      startDate: t.startDate,
      endDate: t.endDate,
      registrationDeadline: t.registrationDeadline,
      weighInDate: t.weighInDate,
      venue: t.venue,
      city: t.city,
      level: t.level,
      visibility: t.visibility,
      maxParticipants: t.maxParticipants,
      participants,
      entryFee: t.entryFee,
      prizes: { first: t.prizeFirst, second: t.prizeSecond, third: t.prizeThird },
      organisation: { id: t.organisationId, name: row.organisationName },
      createdBy: row.creatorName === null ? null : splitName(row.creatorName),
      createdAt: t.createdAt.toISOString(),
      weightClasses: distinctInOrder(
        categories.map((c) => c.weightClass),
        order.weight,
      ),
      ageGroups: distinctInOrder(
        categories.map((c) => c.ageGroup),
        order.age,
      ),
      genders: distinctInOrder(
        categories.map((c) => c.gender),
        order.gender,
      ),
      categoriesCount: categories.length,
      resultWinner: t.resultWinner,
      resultCategory: t.resultCategory,
      description: t.description,
      rules: t.rules,
      categories,
      cancelReason: t.cancelReason,
      publishedAt: t.publishedAt?.toISOString() ?? null,
      weightClassPreset: t.weightClassPreset,
      refund: {
        policy: t.refundPolicy,
        percent: t.refundPercent,
        until: t.refundUntil,
        weighInRefusal: t.refundWeighInRefusal,
      },
    };
  });
}

/** A detail cut down to the summary's fields (lists send less). */
export function toSummary(detail: TournamentDetail): TournamentSummary {
  const {
    description: _description,
    rules: _rules,
    categories: _categories,
    cancelReason: _cancelReason,
    publishedAt: _publishedAt,
    weightClassPreset: _preset,
    refund: _refund,
    ...summary
  } = detail;
  return summary;
}
