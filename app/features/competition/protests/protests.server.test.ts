import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, outbox, profiles, protests, resultCorrections, tournaments } from '@server/db/schema';
import { formatDateTime } from '~/lib/lagos-time';
import type { Workspace } from '~/features/organisations';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { drawCategory } from '../draws.server';
import { decide, startBout, submitScorecard } from '../officiating.server';
import { assignOfficials, scheduleTournament, setSessions } from '../schedule.server';
import { juryProtests, lodgeProtest, protestableBouts, reviewProtest, setJury } from './protests.server';

const person = (id: string, role: Viewer['role'] = 'referee'): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
const judges = [person('judge-2'), person('club-official'), person('judge-3')] as const;
const coach = person('other-organiser', 'coach');
const juror = person('referee');
const EVENT_MORNING = new Date('2026-12-05T08:00:00Z');
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('protests and the jury on %s', (kind) => {
  let database: DatabaseHandle;
  let organiser: Workspace;
  const workspaces = () => organiser;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    setClock(EVENT_MORNING);
  });
  afterEach(async () => {
    setClock(null);
    await database.close();
  });

  /** Four boxers, bout 1 (a semi-final) won by red at 09:00 WAT; the coach coaches red's boxer only. */
  async function decidedSemi(rules: { protestFee?: number; protestHoldsNextBout?: boolean } = {}) {
    const built = await seedEvent(database.db);
    const { tournamentId, workspaces } = built;
    const categoryId = built.categoryIds[0];
    const entered = await built.enterBoxers(categoryId, ['A', 'B', 'A', 'B']);
    const [t] = await database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    await database.db
      .update(tournaments)
      .set({ rules: { ...t!.rules, ...rules } })
      .where(eq(tournaments.id, tournamentId));
    await drawCategory(database.db, workspaces.organiser, categoryId, { seed: 3 });
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const all = await database.db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, categoryId))
      .orderBy(asc(bouts.number));
    const semi = all.find((b) => b.redEntryId !== null && b.blueEntryId !== null)!;
    const seats = { referee: 'referee', judges: judges.map((j) => j.id) };
    await assignOfficials(database.db, workspaces.organiser, semi.id, seats);
    await startBout(database.db, person('referee'), semi.id);
    for (const j of judges) await submitScorecard(database.db, j, semi.id, { round: 1, red: 10, blue: 9 });
    await decide(database.db, person('referee'), semi.id, { outcome: 'RSC', winner: 'red', round: 2 });
    const [red] = await database.db
      .select({ boxerId: bouts.redEntryId })
      .from(bouts)
      .where(eq(bouts.id, semi.id));
    const redBoxer = entered.find((e) => e.entryId === red!.boxerId)!.boxerId;
    await database.db.update(profiles).set({ coachId: coach.id }).where(eq(profiles.id, redBoxer));
    await setJury(database.db, workspaces.organiser.viewer, tournamentId, [juror.id]);
    const [decided] = await database.db.select().from(bouts).where(eq(bouts.id, semi.id));
    const after = (ms: number) => new Date(decided!.decidedAt!.getTime() + ms);
    organiser = workspaces.organiser;
    return { ...built, semi, categoryId, after };
  }

  it('is open 15 minutes after the decision (14:59 taken, 15:00:01 refused with the Lagos time), only to the boxer’s coach, with the fee recorded', async () => {
    const { semi, after } = await decidedSemi({ protestFee: 5000 });
    setClock(after(14 * MINUTE + 59_000));
    await expect(
      lodgeProtest(database.db, person('official', 'coach'), semi.id, { reason: 'The count was too fast.' }),
    ).rejects.toMatchObject({ status: 403, code: 'not_your_boxer' });
    expect(await protestableBouts(database.db, coach)).toMatchObject([
      { boutId: semi.id, corner: 'red', won: true, open: true, protest: null },
    ]);
    const lodged = await lodgeProtest(database.db, coach, semi.id, { reason: 'The count was too fast.' });
    expect(lodged).toMatchObject({ corner: 'red', status: 'lodged', fee: 5000, feeStatus: 'recorded' });
    expect((await juryProtests(database.db, juror)).map((p) => [p.id, p.status])).toEqual([
      [lodged.id, 'lodged'],
    ]);
    expect(await juryProtests(database.db, person('judge-2'))).toEqual([]);

    setClock(after(15 * MINUTE + 1000));
    const late = await lodgeProtest(database.db, person('official', 'coach'), semi.id, {
      reason: 'The count was too fast.',
    }).catch((e: unknown) => e);
    expect(late).toMatchObject({ status: 403 });
    await database.db.delete(protests);
    const closed = await lodgeProtest(database.db, coach, semi.id, {
      reason: 'The count was too fast.',
    }).catch((e: unknown) => e as Error);
    expect(closed).toMatchObject({ status: 409, code: 'protest_window_closed' });
    expect(await protestableBouts(database.db, coach)).toMatchObject([{ boutId: semi.id, open: false }]);
    expect((closed as Error).message).toContain(`closed at ${formatDateTime(after(15 * MINUTE))}`);
  });

  it('two protests of one side sent together: one is lodged, the other is 409 protest_exists', async () => {
    const { semi } = await decidedSemi();
    const results = await Promise.allSettled([
      lodgeProtest(database.db, coach, semi.id, { reason: 'The count was too fast.' }),
      lodgeProtest(database.db, coach, semi.id, { reason: 'The count was too fast!' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, code: 'protest_exists' });
  });

  it('upheld: the jury’s result replaces the decision through a correction it keeps, the coach is told', async () => {
    const { semi } = await decidedSemi();
    const lodged = await lodgeProtest(database.db, coach, semi.id, { reason: 'Blue was fouled in round 2.' });
    await expect(
      reviewProtest(
        database.db,
        coach,
        lodged.id,
        { decision: 'reject', reason: 'Not a foul.' },
        { baseUrl: 'x' },
      ),
    ).rejects.toMatchObject({ status: 403, code: 'not_the_jury' });
    const upheld = await reviewProtest(
      database.db,
      juror,
      lodged.id,
      {
        decision: 'uphold',
        reason: 'The stoppage came after a foul.',
        outcome: 'DSQ',
        winner: 'blue',
        round: 2,
      },
      { baseUrl: 'https://ajbxng.test' },
    );
    expect(upheld).toMatchObject({ status: 'upheld', decisionReason: 'The stoppage came after a foul.' });
    const [after] = await database.db.select().from(bouts).where(eq(bouts.id, semi.id));
    expect(after!.winnerEntryId).toBe(after!.blueEntryId);
    const corrections = await database.db
      .select()
      .from(resultCorrections)
      .where(eq(resultCorrections.boutId, semi.id));
    expect(corrections.map((c) => c.id)).toEqual([upheld.correctionId]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.kind, 'protest-decided'));
    expect(mail.map((m) => m.toAddress)).toEqual(['kabir@example.ng']);
    expect(mail[0]!.textBody).toContain('was upheld by the jury: The stoppage came after a foul.');
  });

  it('rejected: the result stands and a second review is 409; where the rules say so, the winner’s next bout waits for it', async () => {
    const { semi, categoryId } = await decidedSemi({ protestHoldsNextBout: true });
    const lodged = await lodgeProtest(database.db, coach, semi.id, { reason: 'The count was too fast.' });
    const all = await database.db.select().from(bouts).where(eq(bouts.categoryId, categoryId));
    const other = all.find((b) => b.id !== semi.id && b.redEntryId !== null && b.blueEntryId !== null)!;
    const seats = { referee: 'referee', judges: judges.map((j) => j.id) };
    await assignOfficials(database.db, workspaces(), other.id, seats);
    await startBout(database.db, person('referee'), other.id);
    await decide(database.db, person('referee'), other.id, { outcome: 'RSC', winner: 'red', round: 1 });
    const final = (await database.db.select().from(bouts).where(eq(bouts.categoryId, categoryId))).find(
      (b) => b.id !== semi.id && b.id !== other.id,
    )!;
    await assignOfficials(database.db, workspaces(), final.id, seats);
    await expect(startBout(database.db, person('referee'), final.id)).rejects.toMatchObject({
      status: 409,
      code: 'protest_under_review',
      message: `${final.number === null ? 'This bout' : `Bout ${final.number}`} waits for the jury: a protest of bout ${semi.number} is under review.`,
    });
    const rejected = await reviewProtest(
      database.db,
      juror,
      lodged.id,
      { decision: 'reject', reason: 'The count was correct on video.' },
      { baseUrl: 'https://ajbxng.test' },
    );
    expect(rejected.status).toBe('rejected');
    const [after] = await database.db.select().from(bouts).where(eq(bouts.id, semi.id));
    expect(after!.winnerEntryId).toBe(after!.redEntryId);
    await expect(
      reviewProtest(
        database.db,
        juror,
        lodged.id,
        { decision: 'reject', reason: 'Again, no.' },
        { baseUrl: 'x' },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'protest_decided' });
    await startBout(database.db, person('referee'), final.id);
  });
});
