import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  entries,
  fouls,
  organisations,
  profiles,
  resultCorrections,
  scorecards,
  user,
} from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { clock } from '@server/clock';
import { viewerRunsTournament } from '~/features/tournaments';
import { getBout } from '../engine';
import type { CategoryDraw } from '../engine';
import { boutEta } from '../bout-times.server';
import { decisionTotals } from '../card-totals.server';
import { categoryLabel } from '../draws.server';
import { readState } from '../engine-state.server';
import {
  loadBout,
  loadOfficials,
  notFound,
  type BoutContext,
  type Db,
  type OfficialRow,
} from './context.server';
import type { BoutSheet, OfficialRef, SheetCorner, SheetViewerRole } from './types';

/**
 * What a change of the bout read in its transaction and left as the sheet would read it: the bout with its
 * tournament and category (the category's state as written), its officials and its cards.
 */
export type KnownBout = {
  ctx: BoutContext;
  officials: OfficialRow[];
  cards: readonly { judge: string; seat: number; round: number; red: number; blue: number }[];
};

/**
 * A bout as this viewer may see it. Judges see their own card and, until the bout is decided, no other;
 * the recorder, the referee and the organisers see every card; the public sees a round's cards once all
 * of them are in.
 */
export async function boutSheet(
  db: Database,
  viewer: Viewer | null,
  boutId: number,
  known?: KnownBout,
): Promise<BoutSheet> {
  const ctx = known?.ctx ?? (await loadBout(db, boutId));
  const officials = known?.officials ?? (await loadOfficials(db, boutId));
  const organiser = viewer ? await viewerRunsTournament(db, viewer, ctx.tournament) : false;
  const mine = viewer ? officials.find((o) => o.userId === viewer.id) : undefined;
  if (ctx.tournament.status === 'draft' && !organiser && !mine) throw notFound();
  const role: SheetViewerRole = mine?.role ?? (organiser ? 'organiser' : 'public');
  const rules = ctx.tournament.rules;
  const cards =
    known?.cards ??
    (await db
      .select({
        judge: scorecards.judgeUserId,
        seat: scorecards.seat,
        round: scorecards.round,
        red: scorecards.red,
        blue: scorecards.blue,
      })
      .from(scorecards)
      .where(eq(scorecards.boutId, boutId)));
  const decided = ctx.bout.status === 'decided';
  const seeAll = decided || role === 'recorder' || role === 'referee' || role === 'organiser';
  const rounds: BoutSheet['rounds'] = [];
  for (let round = 1; round <= rules.numberOfRounds; round++) {
    const inRound = cards.filter((c) => c.round === round).sort((a, b) => a.seat - b.seat);
    const complete = inRound.length >= rules.judgesCount;
    const own = mine && role === 'judge' ? inRound.find((c) => c.judge === mine.userId) : undefined;
    const visible = seeAll || (complete && role !== 'judge') ? inRound : [];
    rounds.push({
      round,
      complete,
      cards: visible.map((c) => ({ seat: c.seat, red: c.red, blue: c.blue })),
      mine: own ? { red: own.red, blue: own.blue } : null,
    });
  }
  const foulRows = await db
    .select()
    .from(fouls)
    .where(eq(fouls.boutId, boutId))
    .orderBy(asc(fouls.createdAt), asc(fouls.id));
  const state = readState(ctx.category.state);
  const engineBout = state ? safeBout(state, ctx.bout.engineBoutId) : null;
  const result = engineBout?.result ?? null;
  const corrections = await db
    .select({
      createdAt: resultCorrections.createdAt,
      actorName: user.name,
      reason: resultCorrections.reason,
      before: resultCorrections.before,
      after: resultCorrections.after,
      voided: resultCorrections.voided,
    })
    .from(resultCorrections)
    .leftJoin(user, eq(user.id, resultCorrections.actorUserId))
    .where(eq(resultCorrections.boutId, boutId))
    .orderBy(asc(resultCorrections.createdAt));
  const corners = await cornersOf(db, [ctx.bout.redEntryId, ctx.bout.blueEntryId]);
  return {
    id: ctx.bout.id,
    number: ctx.bout.number,
    ring: ctx.bout.ring,
    plannedStart: ctx.bout.plannedStart?.toISOString() ?? null,
    eta: await boutEta(db, { id: boutId, tournamentId: ctx.tournament.id, engine: engineBout }, clock.now()),
    status: ctx.bout.status,
    tournament: { id: ctx.tournament.id, name: ctx.tournament.name, slug: ctx.tournament.slug },
    category: { id: ctx.category.id, label: categoryLabel(ctx.category) },
    rules: { rounds: rules.numberOfRounds, roundMinutes: rules.roundDuration, judges: rules.judgesCount },
    red: corners.get(ctx.bout.redEntryId) ?? null,
    blue: corners.get(ctx.bout.blueEntryId) ?? null,
    officials: {
      referee: pick(officials.find((o) => o.role === 'referee')),
      judges: officials
        .filter((o) => o.role === 'judge')
        .map((o) => ({ seat: o.seat, userId: o.userId, name: o.name })),
      recorder: pick(officials.find((o) => o.role === 'recorder')),
    },
    viewer: { role, seat: mine?.role === 'judge' ? mine.seat : null },
    rounds,
    warnings: {
      red: foulRows.filter((f) => f.corner === 'red' && f.deduct === 1).length,
      blue: foulRows.filter((f) => f.corner === 'blue' && f.deduct === 1).length,
    },
    fouls: foulRows.map((f) => ({
      id: f.id,
      round: f.roundNumber,
      corner: f.corner,
      foulType: f.foulType,
      deduct: f.deduct === 1,
      description: f.description,
      createdAt: f.createdAt.toISOString(),
    })),
    decision:
      decided && ctx.bout.outcome
        ? {
            outcome: ctx.bout.outcome,
            winner:
              ctx.bout.winnerEntryId === null
                ? null
                : ctx.bout.winnerEntryId === ctx.bout.redEntryId
                  ? 'red'
                  : 'blue',
            round: ctx.bout.decidedRound,
            verdict: ctx.bout.verdict,
            totals: decisionTotals(ctx.bout, result),
          }
        : null,
    corrections: corrections.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

function pick(o: OfficialRow | undefined): OfficialRef | null {
  return o ? { userId: o.userId, name: o.name } : null;
}

function safeBout(state: CategoryDraw, id: string) {
  try {
    return getBout(state, id);
  } catch {
    return null;
  }
}

export async function cornerFor(db: Db, entryId: number | null): Promise<SheetCorner | null> {
  return (await cornersOf(db, [entryId])).get(entryId) ?? null;
}

/** The corners of these entries in one read, by entry id. */
async function cornersOf(db: Db, entryIds: (number | null)[]): Promise<Map<number | null, SheetCorner>> {
  const ids = entryIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      entryId: entries.id,
      boxerId: entries.boxerId,
      name: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
      club: organisations.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(ids.length === 1 ? eq(entries.id, ids[0]!) : inArray(entries.id, ids));
  return new Map(
    rows.map((row) => [
      row.entryId,
      {
        entryId: row.entryId,
        boxerId: row.boxerId,
        name: row.first ? `${row.first} ${row.last ?? ''}`.trim() : row.name,
        club: row.club,
      },
    ]),
  );
}
