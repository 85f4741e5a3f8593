import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bouts, entries, tournamentCategories } from '../db/schema';
import type { CornerName } from '../db/schema/officiating';
import type { Viewer } from '../auth/roles';
import { atInstant } from '../clock-scope';
import { weightClassById } from '~/content/tournament-categories';
import {
  assignOfficials,
  drawCategory,
  recordDecision,
  recordScorecard,
  recordStart,
  recordWeighIn,
  scheduleTournament,
  setSessions,
} from '~/features/competition';
import type { Workspace } from '~/features/organisations';
import type { TournamentDetail } from '~/features/tournaments';
import { addDays, lagosDate, lagosInstant } from '~/lib/lagos-time';

/**
 * A past demo tournament boxed on the platform (issue 33): its categories of two boxers or more weighed in
 * on its first morning and drawn, its bouts scheduled on one ring, a session a day, and boxed on their day
 * by a referee and three judges, each decision given as at ringside: most on the judges' cards, some
 * stopped by the referee in the first round (RSC). The competition feature settles each category (medals) and the tournament
 * (completed after its last bout), and the rankings and badges follow in each decision's transaction, so
 * the demo's rankings and badges come from these results as they would from a real tournament's.
 *
 * Every service runs at the instant it would have happened (server/clock-scope.ts): a decision 149 days
 * ago earns points that have faded since (decision 0037), and a division's rank history has that day's row.
 * A category of one boxer is not drawn (its boxer had no bout), as an organiser leaves it.
 */

export type PastOfficials = { referee: Viewer; judges: readonly Viewer[] };

/** How bout `k` of the demo's past tournaments ends: every other one stopped in the first round, the others on points. */
function boutPlan(k: number): { winner: CornerName; stoppage: boolean } {
  return { winner: (k * 7) % 5 < 3 ? 'red' : 'blue', stoppage: k % 2 === 1 };
}

export async function boxPastTournament(
  db: Database,
  workspace: Workspace,
  tournament: TournamentDetail,
  officials: PastOfficials,
): Promise<void> {
  const { startDate, endDate } = tournament;
  const list = await db
    .select({ id: entries.id, categoryId: entries.categoryId, weightClass: tournamentCategories.weightClass })
    .from(entries)
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(and(eq(entries.tournamentId, tournament.id), ne(entries.status, 'withdrawn')))
    .orderBy(asc(entries.id));
  const byCategory = new Map<number, typeof list>();
  for (const e of list) byCategory.set(e.categoryId, [...(byCategory.get(e.categoryId) ?? []), e]);
  const contested = [...byCategory].filter(([, es]) => es.length > 1).sort(([a], [b]) => a - b);

  // The first morning: the contested categories' boxers weigh in (the medical check with it), then the draw.
  for (const [, es] of contested)
    for (const e of es) {
      const limit = weightClassById(e.weightClass)?.upToKg;
      await recordWeighIn(
        db,
        workspace,
        e.id,
        { weightKg: limit ? Math.round((limit - 0.6) * 10) / 10 : 95, medicalCleared: true, day: startDate },
        { now: lagosInstant(startDate, '07:30') },
      );
    }
  for (const [i, [categoryId]] of contested.entries())
    await drawCategory(db, workspace, categoryId, { seed: 2025 + i, now: lagosInstant(startDate, '09:00') });

  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push(d);
  await atInstant(lagosInstant(startDate, '09:15'), async () => {
    await setSessions(db, workspace, tournament.id, {
      rings: 1,
      sessions: days.map((day) => ({ day, start: '10:00' })),
    });
    await scheduleTournament(db, workspace, tournament.id);
  });

  const listed = async () =>
    db
      .select({
        id: bouts.id,
        plannedStart: bouts.plannedStart,
        red: bouts.redEntryId,
        blue: bouts.blueEntryId,
        status: bouts.status,
      })
      .from(bouts)
      .where(eq(bouts.tournamentId, tournament.id))
      .orderBy(asc(bouts.plannedStart), asc(bouts.number));
  // Day by day, in the order of the programme, each bout once both its boxers are known (a double
  // elimination's later bouts wait for earlier ones); what is left after the last day is boxed on it.
  let k = 0;
  for (const [d, day] of days.entries()) {
    for (;;) {
      const next = (await listed()).find(
        (b) =>
          b.status === 'scheduled' &&
          b.red !== null &&
          b.blue !== null &&
          b.plannedStart !== null &&
          (d === days.length - 1 || lagosDate(b.plannedStart) <= day),
      );
      if (!next) break;
      const plan = boutPlan(k++);
      await atInstant(next.plannedStart!, () =>
        box(db, workspace, officials, next.id, plan, tournament.rules.numberOfRounds),
      );
    }
  }
}

async function box(
  db: Database,
  workspace: Workspace,
  officials: PastOfficials,
  boutId: number,
  plan: ReturnType<typeof boutPlan>,
  rounds: number,
): Promise<void> {
  await assignOfficials(db, workspace, boutId, {
    referee: officials.referee.id,
    judges: officials.judges.map((j) => j.id),
  });
  await recordStart(db, officials.referee, boutId);
  if (plan.stoppage)
    await recordDecision(db, officials.referee, boutId, { outcome: 'RSC', winner: plan.winner, round: 1 });
  // On points: the last judge's last card decides the bout.
  else await recordScorecardsOf(db, officials, boutId, plan.winner, rounds);
}

/** Each judge's card of rounds 1..`rounds`: 10-9 to `winner`, the second round to the other corner. */
async function recordScorecardsOf(
  db: Database,
  officials: PastOfficials,
  boutId: number,
  winner: CornerName,
  rounds: number,
): Promise<void> {
  for (let round = 1; round <= rounds; round++)
    for (const judge of officials.judges) {
      const roundWinner = round === 2 ? (winner === 'red' ? 'blue' : 'red') : winner;
      await recordScorecard(db, judge, boutId, {
        round,
        red: roundWinner === 'red' ? 10 : 9,
        blue: roundWinner === 'red' ? 9 : 10,
      });
    }
}
