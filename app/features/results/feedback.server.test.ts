import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { coachFeedback, skillAssessments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { assessedSkills as schemaSkills } from '@server/db/schema/officiating';
import { assessedSkills } from './feedback-vocabulary';
import { assessSkill, boxerFeedback, feedbackChoices, writeNote } from './feedback.server';
import { seedResults } from './results-fixtures.test-support';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message, fields } = error as ServiceError;
  return { status, code, message, fields };
}

it('the browser’s list of skills is the schema’s', () => {
  expect([...assessedSkills]).toEqual([...schemaSkills]);
});

describe.each(testDatabaseKinds())('coaches’ feedback on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('only the boxer’s coach or a coach of their club writes; anyone else is refused and nothing is stored', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const coachA = await event.workspace('coach-a', 'coach');
    const coachB = await event.workspace('coach-b', 'coach');
    const organiser = await event.workspace('organiser', 'coach');
    const spectatorLike = await event.workspace('referee', 'referee');

    // boxer-1 and boxer-3 box for club A (coach-a coaches boxer-1 personally); boxer-2 for club B.
    expect(await refusal(writeNote(db, coachB, 'boxer-1', { note: 'Keep your guard up' }))).toMatchObject({
      status: 403,
      code: 'not_your_boxer',
    });
    expect(await refusal(assessSkill(db, coachB, 'boxer-3', { skill: 'footwork', score: 7 }))).toMatchObject({
      status: 403,
    });
    // The host's organiser runs the tournament but does not coach these boxers.
    expect(await refusal(writeNote(db, organiser, 'boxer-1', { note: 'Well boxed' }))).toMatchObject({
      status: 403,
    });
    expect(await refusal(writeNote(db, spectatorLike, 'boxer-1', { note: 'Well boxed' }))).toMatchObject({
      status: 403,
    });
    expect(await refusal(writeNote(db, coachA, 'no-such-boxer', { note: 'Hello' }))).toMatchObject({
      status: 404,
    });
    expect(await db.select().from(coachFeedback)).toHaveLength(0);
    expect(await db.select().from(skillAssessments)).toHaveLength(0);

    await writeNote(db, coachA, 'boxer-1', { note: 'Jab first, then the right hand.' });
    // A coach of the club, not the boxer's personal coach.
    await writeNote(db, coachA, 'boxer-3', { note: 'Good week of sparring.' });
    await assessSkill(db, coachB, 'boxer-2', { skill: 'power', score: '9' });
    expect(await db.select().from(coachFeedback)).toHaveLength(2);
    expect(await db.select().from(skillAssessments)).toHaveLength(1);
  });

  it('refuses a bad score, an unknown skill, an empty note and a bout that is not the boxer’s decided bout', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const coachA = await event.workspace('coach-a', 'coach');
    for (const score of [0, 11, 7.5, '', 'ten', null])
      expect(
        await refusal(assessSkill(db, coachA, 'boxer-1', { skill: 'technique', score })),
        String(score),
      ).toMatchObject({ status: 400, fields: { score: ['Score from 1 to 10'] } });
    expect(await refusal(assessSkill(db, coachA, 'boxer-1', { skill: 'punching', score: 5 }))).toMatchObject({
      status: 400,
      fields: { skill: ['Choose a skill'] },
    });
    expect(await refusal(writeNote(db, coachA, 'boxer-1', { note: '   ' }))).toMatchObject({
      status: 400,
      fields: { note: ['Write the note'] },
    });
    expect(await refusal(writeNote(db, coachA, 'boxer-1', { note: 'x'.repeat(2001) }))).toMatchObject({
      status: 400,
    });
    // A bout not decided yet, then a decided bout of someone else.
    const { semis } = await event.finish();
    const notHers = semis.find(
      (s) => s.redEntryId !== event.entryIds[0] && s.blueEntryId !== event.entryIds[0],
    )!;
    expect(
      await refusal(writeNote(db, coachA, 'boxer-1', { note: 'About that bout', boutId: notHers.id })),
    ).toMatchObject({ status: 400, fields: { boutId: ['Choose one of the boxer’s decided bouts'] } });
    expect(await db.select().from(coachFeedback)).toHaveLength(0);
    expect(await db.select().from(skillAssessments)).toHaveLength(0);
  });

  it('the boxer reads notes newest first (with the bout) and each skill’s latest score with its history', async () => {
    const db = database.db;
    const event = await seedResults(db);
    const coachA = await event.workspace('coach-a', 'coach');
    const { semis } = await event.finish();
    const hers = semis.find(
      (s) => s.redEntryId === event.entryIds[0] || s.blueEntryId === event.entryIds[0],
    )!;
    const choices = await feedbackChoices(db, coachA);
    expect(choices.map((c) => c.name)).toEqual(['Emeka Obi', 'Tunde Bakare']);
    expect(choices.find((c) => c.id === 'boxer-1')!.bouts.map((b) => b.id)).toContain(hers.id);

    await writeNote(db, coachA, 'boxer-1', { note: 'General: more roadwork.' });
    await writeNote(db, coachA, 'boxer-1', { note: 'You controlled the distance.', boutId: String(hers.id) });
    await assessSkill(db, coachA, 'boxer-1', { skill: 'defence', score: 5 });
    await assessSkill(db, coachA, 'boxer-1', { skill: 'defence', score: 7, note: 'Better head movement' });
    await assessSkill(db, coachA, 'boxer-1', { skill: 'stamina', score: 8 });
    const feedback = await boxerFeedback(db, 'boxer-1');
    expect(feedback.notes.map((n) => n.note)).toEqual([
      'You controlled the distance.',
      'General: more roadwork.',
    ]);
    expect(feedback.notes[0]).toMatchObject({ coach: 'Chidi Coach', bout: { tournament: 'Lagos Open' } });
    expect(feedback.notes[1]!.bout).toBeNull();
    expect(feedback.skills.map((s) => [s.label, s.latest.score, s.history.map((h) => h.score)])).toEqual([
      ['Defence', 7, [7, 5]],
      ['Stamina', 8, [8]],
    ]);
    expect(feedback.skills[0]!.latest.note).toBe('Better head movement');
    // Another boxer's feedback is not theirs.
    expect(await boxerFeedback(db, 'boxer-3')).toEqual({ notes: [], skills: [] });
  });
});
