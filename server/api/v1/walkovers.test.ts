import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@server/db/testing';
import { medalsOf, startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/**
 * Issue 27, items 9-11: a walkover decides a bout like any other way of deciding it. A final won by walkover
 * finishes its category (medals, completion), a walkover already won stays won when its winner is stopped
 * later, and each of these changes is told to the live stream with the bout's and tournament's ids.
 */

const LIGHTWEIGHT = [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }] as const;
const TWO_DAYS = [
  { day: '2026-12-05', start: '10:00' },
  { day: '2026-12-06', start: '10:00' },
];

describe.each(testDatabaseKinds())('walkovers through the API on %s', (kind) => {
  let run: TournamentRun;
  afterEach(async () => {
    await run.close();
  });

  /** Four boxers drawn, semi-finals on day one and the final on day two; both semi-finals boxed. */
  async function finalReached(): Promise<{ winner: number; loser: number; bronzes: number[] }> {
    run = await startRun(kind, { format: 'single-elimination', categories: LIGHTWEIGHT, boxers: [4] });
    const { tournamentId } = run;
    await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
    await run.ok('PUT', `/tournaments/${tournamentId}/sessions`, {
      as: 'organiser',
      body: { rings: 1, sessions: TWO_DAYS },
    });
    await run.ok('POST', `/tournaments/${tournamentId}/schedule`, { as: 'organiser' });
    const semis = (await run.bouts()).filter((b) => b.red && b.blue);
    expect(semis).toHaveLength(2);
    const finalists: number[] = [];
    const bronzes: number[] = [];
    for (const semi of semis) {
      await run.stop(semi.id, semi.red!.entryId);
      finalists.push(semi.red!.entryId);
      bronzes.push(semi.blue!.entryId);
    }
    return { winner: finalists[0]!, loser: finalists[1]!, bronzes };
  }

  async function expectMedals(gold: number, silver: number, bronzes: number[]) {
    const boxer = (entryId: number) => run.boxerOf.get(entryId)!;
    const { complete, medals } = medalsOf(await run.results(), run.categoryIds[0]!);
    expect(complete).toBe(true);
    expect(medals.slice(0, 2)).toEqual([
      ['gold_medal', boxer(gold)],
      ['silver_medal', boxer(silver)],
    ]);
    expect(medals.slice(2).sort()).toEqual(bronzes.map((b) => ['bronze_medal', boxer(b)]).sort());
    expect(await run.tournamentStatus()).toBe('completed');
  }

  it('a finalist withdrawn after both semi-finals: the final is a walkover and the category has its medals', async () => {
    const { winner, loser, bronzes } = await finalReached();
    const before = (await run.events()).length;
    const withdrawn = await run.ok('DELETE', `/entries/${loser}`, {
      as: run.boxerOf.get(loser)!,
      body: { reason: 'Injured in the semi-final' },
    });
    expect(withdrawn.json.entry.walkover).toBe(true);
    const final = await run.boutBetween(winner, loser);
    expect(final).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: winner });
    await expectMedals(winner, loser, bronzes);

    // The live stream was told the final's walkover (with its id) and the tournament's completion.
    const { tournamentId } = run;
    const categoryId = run.categoryIds[0]!;
    expect((await run.events()).slice(before)).toEqual([
      { type: 'bout.decided', payload: { tournamentId, categoryId, boutId: final.id, state: 'decided' } },
      { type: 'tournament.updated', payload: { tournamentId, status: 'completed' } },
    ]);
    // And each move of the tournament before it, once: drawn, then in progress at the first bout.
    expect((await run.events()).filter((e) => e.type === 'tournament.updated')).toEqual(
      ['drawn', 'in_progress', 'completed'].map((status) => ({
        type: 'tournament.updated',
        payload: { tournamentId, status },
      })),
    );
  });

  it('a finalist missing the final day’s weigh-in: the final is a walkover and the category has its medals', async () => {
    const { winner, loser, bronzes } = await finalReached();
    await run.ok('POST', `/entries/${winner}/weigh-in`, {
      as: 'organiser',
      body: { weightKg: 60.2, medicalCleared: true, day: '2026-12-06' },
    });
    const { tournamentId } = run;
    // A change of capacity is told too (places left show on the public page).
    const before = (await run.events()).length;
    await run.ok('PUT', `/tournaments/${tournamentId}/capacity`, { as: 'organiser', body: { capacity: 32 } });
    const closed = await run.ok('POST', `/tournaments/${tournamentId}/weigh-in/close`, {
      as: 'organiser',
      body: { day: '2026-12-06' },
    });
    expect(closed.json.walkovers.map((w: { entryId: number }) => w.entryId)).toEqual([loser]);
    const final = await run.boutBetween(winner, loser);
    expect(final).toMatchObject({ status: 'decided', winnerEntryId: winner });
    await expectMedals(winner, loser, bronzes);
    expect((await run.events()).slice(before)).toEqual([
      { type: 'tournament.updated', payload: { tournamentId } },
      {
        type: 'bout.decided',
        payload: { tournamentId, categoryId: run.categoryIds[0]!, boutId: final.id, state: 'decided' },
      },
      { type: 'tournament.updated', payload: { tournamentId, status: 'completed' } },
    ]);
  });

  it('round robin: a walkover won over a boxer who missed weight stays won after its winner is knocked out', async () => {
    run = await startRun(kind, { format: 'round-robin', categories: LIGHTWEIGHT, boxers: [4] });
    const [a, b, c, d] = run.entries[0] as [number, number, number, number];
    const { tournamentId } = run;
    const categoryId = run.categoryIds[0]!;
    const told = async (since: number) =>
      (await run.events()).slice(since).map((e) => [e.type, e.payload.boutId ?? e.payload.status]);
    await run.ok('POST', `/tournaments/${tournamentId}/draw`, { as: 'organiser' });
    // D misses weight after the draw: D's three bouts are walkovers to A, B and C, each told with its id.
    let since = (await run.events()).length;
    const missed = await run.ok('POST', `/entries/${d}/weigh-in`, {
      as: 'organiser',
      body: { weightKg: 70, medicalCleared: true, day: '2026-12-05' },
    });
    expect(missed.json.weighIn).toMatchObject({ madeWeight: false, walkover: true });
    const overD = await run.boutBetween(a, d);
    expect(overD).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: a });
    const walkedOver = [overD, await run.boutBetween(b, d), await run.boutBetween(c, d)].map((w) => w.id);
    expect((await told(since)).sort()).toEqual(walkedOver.map((id) => ['bout.decided', id]).sort());
    // Then B knocks A out: A's bout still to box (against C) is a walkover to C; A's win over D stands.
    const knockout = await run.boutBetween(a, b);
    since = (await run.events()).length;
    await run.stop(knockout.id, b, 'KO');
    const toC = await run.boutBetween(a, c);
    expect(toC).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: c });
    expect(await run.boutBetween(a, d)).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: a });
    // The suspension's walkover is told with its bout; nothing is told of the walkover over D, unchanged.
    expect(await told(since)).toEqual([
      ['tournament.updated', 'in_progress'],
      ['bout.started', knockout.id],
      ['bout.decided', toC.id],
      ['bout.decided', knockout.id],
    ]);
    expect((await run.events()).find((e) => e.payload.boutId === toC.id)?.payload).toEqual({
      tournamentId,
      categoryId,
      boutId: toC.id,
      state: 'decided',
    });
    await run.onCards((await run.boutBetween(b, c)).id, b);
    // B three wins, C two, A one (the walkover), D none: D never boxed and has no medal.
    const boxer = (entryId: number) => run.boxerOf.get(entryId)!;
    expect(medalsOf(await run.results(), run.categoryIds[0]!)).toEqual({
      complete: true,
      medals: [
        ['gold_medal', boxer(b)],
        ['silver_medal', boxer(c)],
        ['bronze_medal', boxer(a)],
      ],
    });
  });
});
