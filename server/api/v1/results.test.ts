import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coachFeedback, skillAssessments } from '@server/db/schema';
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
];

describe.each(testDatabaseKinds())('the results API on %s', (kind) => {
  let api: ApiHarness;
  let finish: () => Promise<unknown>;

  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      const event = await seedResults(services.database.db);
      finish = event.finish;
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
});
