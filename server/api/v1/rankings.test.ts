import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@server/db/testing';
import { startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/** GET /rankings (issue 33): the divisions' tables as /rankings shows them, for anyone; bad filters are a 400. */
describe.each(testDatabaseKinds())('the rankings through the API on %s', (kind) => {
  let run: TournamentRun;
  afterEach(async () => {
    await run.close();
  });

  it('a final decided on the cards ranks its winner first in the kg division; an unknown weight class is a 400', async () => {
    run = await startRun(kind, {
      format: 'single-elimination',
      categories: [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' }],
      boxers: [2],
    });
    const [a, b] = run.entries[0] as [number, number];
    await run.ok('POST', `/categories/${run.categoryIds[0]}/draw`, { as: 'organiser', body: {} });
    await run.onCards((await run.boutBetween(a, b)).id, a);

    const answer = await run.api.call('GET', '/rankings?gender=men&ageGroup=elite');
    expect(answer.status).toBe(200);
    const divisions = answer.json.divisions as Array<{
      weightClass: string;
      rows: Array<Record<string, unknown>>;
    }>;
    expect(divisions.map((d) => d.weightClass)).toEqual(['wb-m65']);
    const [first, second] = divisions[0]!.rows;
    expect(first).toMatchObject({ rank: 1, boxerId: run.boxerOf.get(a), golds: 1, wins: 1, tieBreak: null });
    expect(second).toMatchObject({ rank: 2, boxerId: run.boxerOf.get(b), silvers: 1, wins: 0 });
    expect(first!.points as number).toBeGreaterThan(second!.points as number);
    expect((await run.api.call('GET', '/rankings?gender=women')).json.divisions).toEqual([]);

    expect(await run.api.call('GET', '/rankings?weightClass=lightweight')).toMatchObject({
      status: 400,
      json: { error: { code: 'invalid_request' } },
    });
  });
});
