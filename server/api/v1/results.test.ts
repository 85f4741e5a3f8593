import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bouts, coachFeedback, skillAssessments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { person, seedResults } from '~/features/results/results-fixtures.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const people = [
  person('admin', 'admin'),
  person('organiser', 'coach'),
  person('coach-a', 'coach'),
  person('coach-b', 'coach'),
  person('boxer-1', 'boxer'),
  person('referee', 'referee'),
  person('judge-1', 'referee'),
  person('judge-2', 'referee'),
  person('judge-3', 'referee'),
];

describe.each(testDatabaseKinds())('the results API on %s', (kind) => {
  let api: ApiHarness;
  let finish: () => Promise<unknown>;
  let categoryId = 0;

  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      const event = await seedResults(services.database.db);
      finish = event.finish;
      categoryId = event.categoryId;
      return people;
    });
  });
  afterEach(async () => {
    await api.close();
  });

  it('a coach writes a note and an assessment to their own boxer only; bad scores are refused; nothing stored on refusal', async () => {
    const db = api.services.database.db;
    expect((await api.call('POST', '/boxers/boxer-1/feedback', { body: { note: 'Hi' } })).status).toBe(401);
    expect(
      (await api.call('POST', '/boxers/boxer-1/feedback', { as: 'boxer-1', body: { note: 'Hi' } })).status,
    ).toBe(403);
    const otherClub = await api.call('POST', '/boxers/boxer-1/feedback', {
      as: 'coach-b',
      body: { note: 'Keep your hands up' },
    });
    expect(otherClub).toMatchObject({ status: 403, json: { error: { code: 'not_your_boxer' } } });
    const badScore = await api.call('POST', '/boxers/boxer-1/assessments', {
      as: 'coach-a',
      body: { skill: 'footwork', score: 11 },
    });
    expect(badScore).toMatchObject({
      status: 400,
      json: { error: { fields: { score: ['Score from 1 to 10'] } } },
    });
    expect(await db.select().from(coachFeedback)).toHaveLength(0);
    expect(await db.select().from(skillAssessments)).toHaveLength(0);

    const note = await api.call('POST', '/boxers/boxer-1/feedback', {
      as: 'coach-a',
      key: 'note-1',
      body: { note: 'Keep your hands up' },
    });
    expect(note.status).toBe(201);
    // The same key and body again: answered again, stored once.
    const again = await api.call('POST', '/boxers/boxer-1/feedback', {
      as: 'coach-a',
      key: 'note-1',
      body: { note: 'Keep your hands up' },
    });
    expect(again.json).toEqual(note.json);
    const assessed = await api.call('POST', '/boxers/boxer-1/assessments', {
      as: 'coach-a',
      body: { skill: 'footwork', score: 8 },
    });
    expect(assessed).toMatchObject({ status: 201, json: { assessment: { skill: 'footwork', score: 8 } } });
    expect(await db.select().from(coachFeedback)).toHaveLength(1);
    expect(await db.select().from(skillAssessments)).toHaveLength(1);
  });

  it('the official results, as JSON and as CSV, for anyone', async () => {
    await finish();
    const results = await api.call('GET', '/tournaments/lagos-open/results');
    expect(results.status).toBe(200);
    expect(results.json.categories[0].placings.map((p: { medal: string }) => p.medal)).toEqual([
      'gold_medal',
      'silver_medal',
      'bronze_medal',
      'bronze_medal',
    ]);
    expect(results.json.medalTable).toHaveLength(2);
    const csv = await fetch(`${api.base}/api/v1/tournaments/lagos-open/results?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n').filter((l) => l.startsWith('"Placing"'))).toHaveLength(4);
    expect((await api.call('GET', '/tournaments/no-such-event/results')).status).toBe(404);
  });

  it('each bout’s officials by name, and each judge’s total once the public bout page shows it, in JSON and after the CSV’s columns', async () => {
    const db = api.services.database.db;
    const [semi] = (
      await db.select().from(bouts).where(eq(bouts.categoryId, categoryId)).orderBy(asc(bouts.engineBoutId))
    ).filter((b) => b.redEntryId !== null && b.blueEntryId !== null);
    const ok = async (...args: Parameters<ApiHarness['call']>) => {
      const answer = await api.call(...args);
      expect(answer.status, `${args[0]} ${args[1]}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
      return answer;
    };
    const resultBout = async () => {
      const results = await ok('GET', '/tournaments/lagos-open/results');
      return results.json.categories[0].bouts.find((b: { id: number }) => b.id === semi!.id);
    };
    await ok('POST', `/bouts/${semi!.id}/start`, { as: 'referee' });
    // Round 1's cards are all in (the public page shows them), and a warning costs red a point on every card.
    const cards = {
      'judge-1': [
        [10, 9],
        [10, 9],
        [10, 9],
      ],
      'judge-2': [
        [10, 8],
        [10, 9],
        [10, 9],
      ],
      'judge-3': [
        [9, 10],
        [9, 10],
        [10, 9],
      ],
    } as const;
    const send = (round: number) =>
      Promise.all(
        Object.entries(cards).map(([judge, rounds]) =>
          ok('POST', `/bouts/${semi!.id}/scorecards`, {
            as: judge,
            body: { round, red: rounds[round - 1]![0], blue: rounds[round - 1]![1] },
          }),
        ),
      );
    await send(1);
    await ok('POST', `/bouts/${semi!.id}/warnings`, {
      as: 'referee',
      body: { corner: 'red', foulType: 'holding', round: 2, deduct: true },
    });
    // Not decided: the officials are named, no total is given (the public page gives none either).
    expect((await resultBout()).officials).toEqual({
      referee: 'Rita Referee',
      judges: [
        { seat: 1, name: 'Jide Judge', red: null, blue: null },
        { seat: 2, name: 'Joy Judge', red: null, blue: null },
        { seat: 3, name: 'Jumoke Judge', red: null, blue: null },
      ],
    });
    await send(2);
    await send(3);

    // Decided on points: the totals are the public bout page's, after red's deducted point.
    const page = (await ok('GET', `/bouts/${semi!.id}`)).json.bout;
    expect(page.decision).toMatchObject({ outcome: 'WP' });
    expect(page.decision.totals).toEqual([
      [29, 27],
      [29, 26],
      [27, 29],
    ]);
    const decided = await resultBout();
    expect(decided).toMatchObject({ status: 'decided', outcome: 'WP' });
    expect(decided.officials).toEqual({
      referee: 'Rita Referee',
      judges: [
        { seat: 1, name: 'Jide Judge', red: 29, blue: 27 },
        { seat: 2, name: 'Joy Judge', red: 29, blue: 26 },
        { seat: 3, name: 'Jumoke Judge', red: 27, blue: 29 },
      ],
    });

    const csv = await (await fetch(`${api.base}/api/v1/tournaments/lagos-open/results?format=csv`)).text();
    const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n');
    const columns = header!.split(',');
    // The fifteen columns integrators parse keep their places; the officials come after them.
    expect(columns.slice(0, 15).join(',')).toBe(
      '"Row","Category","Bout","Red","Red club","Blue","Blue club","Winner","Outcome","Round","Verdict","Place","Medal","Boxer","Club"',
    );
    expect(columns.slice(15, 22)).toEqual([
      '"Referee"',
      '"Judge 1"',
      '"Judge 1 red"',
      '"Judge 1 blue"',
      '"Judge 2"',
      '"Judge 2 red"',
      '"Judge 2 blue"',
    ]);
    const row = lines.find((l) => l.startsWith('"Bout"') && l.includes('"WP"'))!;
    expect(row.split(',').slice(15, 25)).toEqual([
      '"Rita Referee"',
      '"Jide Judge"',
      '"29"',
      '"27"',
      '"Joy Judge"',
      '"29"',
      '"26"',
      '"Jumoke Judge"',
      '"27"',
      '"29"',
    ]);
    // A bout still to box names its officials, with no totals.
    const waiting = lines.find((l) => l.startsWith('"Bout"') && !l.includes('"WP"'))!;
    expect(waiting.split(',').slice(15, 19)).toEqual(['"Rita Referee"', '"Jide Judge"', '""', '""']);
  });
});
