import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/** GET /categories/{id}/standings (issue 27 item 16): a round robin's table as a federation's system reads it. */

describe.each(testDatabaseKinds())('a round robin’s standings through the API on %s', (kind) => {
  let run: TournamentRun;
  afterEach(async () => {
    await run.close();
  });

  it('answers the pool’s table to anyone once published: walkovers, a win on the cards and a stoppage; 409 for a knockout, 404 for a draft or an unknown category', async () => {
    run = await startRun(kind, {
      format: 'round-robin',
      categories: [
        { weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
        { weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
      ],
      boxers: [4, 0],
    });
    const [light, welter] = run.categoryIds as [number, number];
    const [a, b, c, d] = run.entries[0] as [number, number, number, number];
    const standings = (categoryId: number | string) =>
      run.api.call('GET', `/categories/${categoryId}/standings`);

    const before = await standings(light);
    expect(before.status).toBe(200);
    expect(before.json.standings).toMatchObject({
      categoryId: light,
      format: 'round-robin',
      drawn: false,
      rows: [],
    });

    await run.ok('POST', `/categories/${light}/draw`, { as: 'organiser', body: {} });
    await run.ok('DELETE', `/entries/${d}`, {
      as: run.boxerOf.get(d)!,
      body: { reason: 'Injured in training' },
    });
    await run.onCards((await run.boutBetween(a, b)).id, a);
    await run.stop((await run.boutBetween(a, c)).id, a);

    const answer = await standings(light);
    expect(answer.status).toBe(200);
    const rows = answer.json.standings.rows as Array<Record<string, unknown>>;
    const of = (entryId: number) => rows.find((r) => r.entryId === entryId)!;
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    // a: the walkover over d, b on the cards (three judges, 30-27 each), c stopped.
    expect(rows[0]).toMatchObject({
      entryId: a,
      bouts: 3,
      wins: 3,
      winsInsideDistance: 1,
      losses: 0,
      draws: 0,
      score: 3,
      pointsFor: 90,
      pointsAgainst: 81,
      withdrawn: false,
    });
    expect(of(b)).toMatchObject({ bouts: 2, wins: 1, losses: 1, pointsFor: 81, pointsAgainst: 90 });
    expect(of(c)).toMatchObject({ bouts: 2, wins: 1, losses: 1, withdrawn: false });
    expect(rows[3]).toMatchObject({ entryId: d, wins: 0, withdrawn: true });
    expect(typeof of(a).name).toBe('string');
    expect(answer.json.standings.tieBreakers.length).toBeGreaterThan(0);

    // Not a number: the error shape, never a 500; an unknown category: 404.
    expect(await standings('abc')).toMatchObject({ status: 400 });
    expect(await standings(999_999)).toMatchObject({
      status: 404,
      json: { error: { code: 'category_not_found' } },
    });

    // A knockout category has no table.
    const db = run.api.services.database.db;
    await db
      .update(tournaments)
      .set({ format: 'single-elimination' })
      .where(eq(tournaments.id, run.tournamentId));
    expect(await standings(welter)).toMatchObject({ status: 409, json: { error: { code: 'no_standings' } } });

    // A draft's categories are not public.
    await db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, run.tournamentId));
    expect(await standings(light)).toMatchObject({
      status: 404,
      json: { error: { code: 'category_not_found' } },
    });
  });
});
