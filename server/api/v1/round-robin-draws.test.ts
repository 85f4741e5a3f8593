import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { JUDGES, medalsOf, startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/**
 * Issue 27 item 12: a round robin whose rules allow draws can end a bout level (the D of W/L/D), and a rule
 * the API does not take is a 400, never silently dropped.
 */
const LIGHTWEIGHT = [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }] as const;

describe.each(testDatabaseKinds())('round-robin draws on %s', (kind) => {
  let run: TournamentRun | undefined;
  afterEach(async () => {
    await run?.close();
    run = undefined;
  });

  it('takes draws: true for a round robin only, refuses an unknown rule, and ends a bout level on the cards as a draw', async () => {
    run = await startRun(kind, { format: 'round-robin', categories: LIGHTWEIGHT, boxers: [3] });
    const draft = (format: string, rules: Record<string, unknown>) =>
      run!.api.call('POST', '/tournaments', {
        as: 'organiser',
        body: {
          name: `Draws ${format}`,
          format,
          startDate: '2026-12-20',
          endDate: '2026-12-20',
          weightClasses: ['lightweight'],
          ageGroups: ['elite'],
          rules,
        },
      });
    const unknown = await draft('round-robin', { draws: true, overtime: true });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.rules.join(' ')).toMatch(/^Unknown rule: overtime\./);
    const knockout = await draft('single-elimination', { draws: true });
    expect(knockout.status).toBe(400);
    expect(knockout.json.error.fields['rules.draws']).toEqual([
      'Only a round robin may let a bout end level: an elimination bout needs a winner',
    ]);
    const pool = await draft('round-robin', { draws: true });
    expect(pool.status, JSON.stringify(pool.json)).toBe(201);
    const made = await run.ok('GET', `/tournaments/${pool.json.tournament.id}`, { as: 'organiser' });
    expect(made.json.tournament.rules.draws).toBe(true);

    // The run's own round robin, with draws allowed before its draw.
    const db = run.api.services.database.db;
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, run.tournamentId));
    await db
      .update(tournaments)
      .set({ rules: { ...row!.rules, draws: true } })
      .where(eq(tournaments.id, run.tournamentId));
    await run.ok('POST', `/tournaments/${run.tournamentId}/draw`, { as: 'organiser' });
    const [a, b, c] = run.entries[0] as [number, number, number];
    const ab = await run.boutBetween(a, b);
    // Every judge's card ends level (28-28 over three rounds): with draws allowed, the bout is a draw.
    await run.officiate(ab.id);
    await run.ok('POST', `/bouts/${ab.id}/start`, { as: 'referee' });
    const rounds = [
      { round: 1, red: 10, blue: 8 },
      { round: 2, red: 9, blue: 10 },
      { round: 3, red: 9, blue: 10 },
    ];
    for (const card of rounds)
      await Promise.all(
        JUDGES.map((judge) => run!.ok('POST', `/bouts/${ab.id}/scorecards`, { as: judge, body: card })),
      );
    expect(await run.boutBetween(a, b)).toMatchObject({
      status: 'decided',
      outcome: 'DRAW',
      winnerEntryId: null,
    });
    await run.onCards((await run.boutBetween(a, c)).id, a);
    await run.onCards((await run.boutBetween(b, c)).id, b);
    // A: a draw and a win; B: a draw and a win; C: two losses. The table ranks A and B above C.
    const results = await run.results();
    const medals = medalsOf(results, run.categoryIds[0]!);
    expect(medals.complete).toBe(true);
    expect(medals.medals.at(-1)).toEqual(['bronze_medal', run.boxerOf.get(c)]);
  });
});
