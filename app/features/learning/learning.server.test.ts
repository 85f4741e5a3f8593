import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { courseCertificates, courseLessons, enrolments, lessonProgress, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { paystackClient } from '@server/payments/paystack';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { courses } from '~/content/courses';
import { sendPendingRefunds } from '~/features/payments';
import { courseCertificatesOf, ensureSampleLessons } from './index';
import { moduleOf } from './sample-outline';
import { lessonBlocks } from './lesson-text';

/**
 * The learning area (issue 34) on both databases, through the API: every catalogue course has its outline;
 * a course bought on the Paystack double opens its lessons to its buyer (and admins) only; a lesson is done
 * once, by the right answer to its check; a refund ends access.
 */

const LEARNER: Viewer = {
  id: 'learner-ada',
  name: 'Ada Learner',
  email: 'ada@example.ng',
  role: 'spectator',
};
const OTHER: Viewer = { id: 'boxer-emeka', name: 'Emeka Boxer', email: 'emeka@example.ng', role: 'boxer' };
const ADMIN: Viewer = { id: 'admin-bola', name: 'Bola Admin', email: 'bola@example.ng', role: 'admin' };
const COURSE = 'first-steps-in-the-ring';

describe.each(testDatabaseKinds())('the learning area, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const people = [LEARNER, OTHER, ADMIN];
      await services.database.db
        .insert(user)
        .values(people.map(({ id, name, email, role }) => ({ id, name, email, role })));
      return people;
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;

  it('gives every catalogue course its sample outline once, as many lessons as its card says', async () => {
    const written = await ensureSampleLessons(db());
    expect(written).toBe(courses.reduce((n, c) => n + c.lessons, 0));
    expect(await ensureSampleLessons(db())).toBe(0);
    const outline = await api.call('GET', `/courses/${COURSE}/lessons`);
    expect(outline.status).toBe(200);
    expect(outline.json.sample).toBe(true);
    expect(outline.json.lessons).toHaveLength(12);
    expect(outline.json.lessons[0]).toMatchObject({
      position: 1,
      title: 'Hand wrapping and safe kit: What it is and why it matters',
    });
    expect((await api.call('GET', '/courses/no-such-course/lessons')).status).toBe(404);
  });

  it('opens a bought course’s lessons to its learner only; a lesson is done once, by the right answer', async () => {
    // Before buying: refused, as for anyone not enrolled.
    const locked = await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: LEARNER.id });
    expect(locked.status).toBe(403);
    expect(locked.json.error.code).toBe('not_enrolled');

    const started = await api.call('POST', `/courses/${COURSE}/checkout`, { as: LEARNER.id, body: {} });
    expect(started.status).toBe(200);
    const paid = await fetch(started.json.payment.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const mine = await api.call('GET', '/me/courses', { as: LEARNER.id });
    expect(mine.json.courses).toEqual([
      expect.objectContaining({ slug: COURSE, lessons: 12, done: 0, percent: 0, next: 1 }),
    ]);
    const first = await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: LEARNER.id });
    expect(first.status).toBe(200);
    expect(first.json.lesson).toMatchObject({ position: 1, done: false, sample: true });
    expect(first.json.lesson.check.options).toHaveLength(4);
    expect(first.json.lesson).not.toHaveProperty('checkAnswer');
    expect(first.json).toMatchObject({ previous: null, next: 2 });

    // Someone else, and a visitor, are refused the lesson and its completion; an admin opens it.
    expect((await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: OTHER.id })).status).toBe(403);
    expect((await api.call('GET', `/courses/${COURSE}/lessons/1`)).status).toBe(401);
    expect((await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: ADMIN.id })).status).toBe(200);
    const id = first.json.lesson.id as number;
    const complete = (body: unknown, as = LEARNER.id) =>
      api.call('POST', `/lessons/${id}/completion`, { as, body });
    expect((await complete({ answer: 0 }, OTHER.id)).status).toBe(403);

    // The first lesson is of the first module: the wrong module is refused and nothing is written.
    const wrong = await complete({ answer: 2 });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.message).toBe('Not quite: read the lesson again, then choose another answer.');
    expect((await complete({})).status).toBe(400);
    expect((await complete({ answer: 'one' })).status).toBe(400);
    expect(await db().select().from(lessonProgress)).toHaveLength(0);

    const right = await complete({ answer: 0 });
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({
      replayed: false,
      progress: { done: 1, lessons: 12, percent: 8 },
      next: 2,
    });
    const again = await complete({ answer: 0 });
    expect(again.json).toMatchObject({ replayed: true, progress: { done: 1 } });
    expect(await db().select().from(lessonProgress)).toHaveLength(1);
    expect((await api.call('GET', '/me/courses', { as: LEARNER.id })).json.courses[0]).toMatchObject({
      done: 1,
      next: 2,
    });
    expect((await api.call('GET', `/courses/${COURSE}/lessons/99`, { as: LEARNER.id })).status).toBe(404);
    expect(
      (await api.call('POST', '/lessons/999999/completion', { as: LEARNER.id, body: { answer: 0 } })).status,
    ).toBe(404);

    // A full refund ends access.
    const [held] = await db().select().from(enrolments).where(eq(enrolments.userId, LEARNER.id));
    expect((await api.call('POST', `/enrolments/${held!.id}/refund`, { as: ADMIN.id })).status).toBe(200);
    await sendPendingRefunds(db(), paystackClient(api.services.config.paystack));
    await vi.waitFor(
      async () =>
        expect((await db().select().from(enrolments).where(eq(enrolments.id, held!.id)))[0]!.status).toBe(
          'refunded',
        ),
      { timeout: 5_000, interval: 20 },
    );
    expect((await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: LEARNER.id })).status).toBe(403);
    expect((await api.call('GET', '/me/courses', { as: LEARNER.id })).json.courses).toEqual([]);
  });

  it('issues the certificate once when the last lesson is done; anyone checks it by its code', async () => {
    const started = await api.call('POST', `/courses/${COURSE}/checkout`, { as: OTHER.id, body: {} });
    await fetch(started.json.payment.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    const outline = (await api.call('GET', `/courses/${COURSE}/lessons`)).json.lessons as {
      id: number;
      position: number;
    }[];
    let last: { certificate: string | null; courseComplete: boolean } | undefined;
    for (const lesson of outline) {
      const done = await api.call('POST', `/lessons/${lesson.id}/completion`, {
        as: OTHER.id,
        body: { answer: moduleOf(lesson.position, outline.length) },
      });
      expect(done.status).toBe(200);
      last = done.json as { certificate: string | null; courseComplete: boolean };
      if (lesson.position < outline.length) expect(done.json.certificate).toBeNull();
    }
    expect(last!.courseComplete).toBe(true);
    expect(last!.certificate).toMatch(/^\/course-certificates\/AJB-C-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = last!.certificate!.split('/').pop()!;
    // Done again: the same certificate, not a second one.
    const again = await api.call('POST', `/lessons/${outline.at(-1)!.id}/completion`, {
      as: OTHER.id,
      body: { answer: 3 },
    });
    expect(again.json).toMatchObject({ replayed: true, certificate: last!.certificate });
    expect(await db().select().from(courseCertificates)).toHaveLength(1);
    const checked = await api.call('GET', `/course-certificates/${code}`);
    expect(checked.status).toBe(200);
    expect(checked.json.certificate).toMatchObject({
      code,
      learnerName: 'Emeka Boxer',
      course: { title: 'First Steps in the Ring', lessons: 12, duration: '4 weeks' },
    });
    expect((await api.call('GET', '/me/courses', { as: OTHER.id })).json.courses[0]).toMatchObject({
      percent: 100,
      next: null,
      certificate: last!.certificate,
    });
    // Listed for his account and public profile, with its public page.
    expect(await courseCertificatesOf(db(), OTHER.id)).toEqual([
      expect.objectContaining({
        code,
        path: last!.certificate,
        course: expect.objectContaining({ slug: COURSE }),
      }),
    ]);
    expect(await courseCertificatesOf(db(), LEARNER.id)).toEqual([]);
    expect((await api.call('GET', '/course-certificates/AJB-C-AAAA-AAAA')).status).toBe(404);
    expect((await api.call('GET', '/course-certificates/not-a-code')).status).toBe(404);
  });

  it('an admin adds a lesson as a draft, publishes it, moves it and rewrites a sample one; no one else may', async () => {
    const lesson = {
      title: 'Your first sparring round',
      minutes: 20,
      body: '## Sparring\n\nLight, with a partner your size, **gloves up**.',
      checkQuestion: 'Who do you spar with first?',
      checkOptions: ['Anyone in the gym', 'A partner your size'],
      checkAnswer: 1,
    };
    const add = (body: unknown, as = ADMIN.id) =>
      api.call('POST', `/courses/${COURSE}/lessons`, { as, body });
    expect((await add(lesson, OTHER.id)).status).toBe(403);
    const empty = await add({ title: '', minutes: 20, body: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('title');
    const noRight = await add({ ...lesson, checkAnswer: 3 });
    expect(noRight.status).toBe(400);
    expect(noRight.json.error.message).toBe('Say which answer is right.');

    const added = await add(lesson);
    expect(added.status).toBe(201);
    expect(added.json.lesson).toMatchObject({
      position: 13,
      published: false,
      sample: false,
      checkAnswer: 1,
    });
    const outline = async () =>
      (await api.call('GET', `/courses/${COURSE}/lessons`)).json.lessons as { id: number; title: string }[];
    expect(await outline()).toHaveLength(12);
    const id = added.json.lesson.id as number;
    expect(
      (await api.call('POST', `/lessons/${id}/publication`, { as: ADMIN.id, body: { published: true } }))
        .status,
    ).toBe(200);
    expect((await outline()).at(-1)!.title).toBe('Your first sparring round');
    expect(
      (await api.call('POST', `/lessons/${id}/move`, { as: ADMIN.id, body: { direction: 'up' } })).status,
    ).toBe(200);
    expect((await outline()).map((l) => l.title).slice(-2)).toEqual([
      'Your first sparring round',
      'Beginner conditioning: Put it together',
    ]);
    // The first lesson rewritten is the course's own, no longer sample content.
    const first = (await outline())[0]!;
    expect(
      (
        await api.call('PUT', `/lessons/${first.id}`, {
          as: ADMIN.id,
          body: { ...lesson, title: 'Wrapping your hands' },
        })
      ).status,
    ).toBe(200);
    const page = await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: ADMIN.id });
    expect(page.json.lesson).toMatchObject({ title: 'Wrapping your hands', sample: false });
    expect(page.json.lesson.check).toEqual({
      question: 'Who do you spar with first?',
      options: lesson.checkOptions,
    });
    expect((await api.call('PUT', '/lessons/999999', { as: ADMIN.id, body: lesson })).status).toBe(404);
  });

  it('an unpublished lesson leaves the outline and cannot be opened', async () => {
    await db()
      .update(courseLessons)
      .set({ published: false })
      .where(eq(courseLessons.courseSlug, 'champion-nutrition-program'));
    expect((await api.call('GET', '/courses/champion-nutrition-program/lessons')).json.lessons).toEqual([]);
    expect(
      (await api.call('GET', '/courses/champion-nutrition-program/lessons/1', { as: ADMIN.id })).status,
    ).toBe(404);
  });
});

describe('a lesson’s text', () => {
  it('reads headings, lists and bold, and keeps anything else as plain text', () => {
    expect(
      lessonBlocks('## Guard\n\nKeep your **hands up**.\n\n- one\n- two\n\n<script>alert(1)</script>'),
    ).toEqual([
      { kind: 'heading', level: 2, runs: [{ text: 'Guard', bold: false }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Keep your ', bold: false },
          { text: 'hands up', bold: true },
          { text: '.', bold: false },
        ],
      },
      { kind: 'list', items: [[{ text: 'one', bold: false }], [{ text: 'two', bold: false }]] },
      { kind: 'paragraph', runs: [{ text: '<script>alert(1)</script>', bold: false }] },
    ]);
    expect(lessonBlocks('a **b')).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'a ', bold: false },
          { text: '**b', bold: false },
        ],
      },
    ]);
  });
});
