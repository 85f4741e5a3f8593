import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { courseReviews, enrolments, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { paystackClient } from '@server/payments/paystack';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { sendPendingRefunds } from '~/features/payments';
import { ensureSampleLessons } from './index';
import { reviewerName } from './reviews.server';

/**
 * Issue 34, on both databases through the API: learners' reviews (who may write one, its limits, one per
 * learner, the average, a refund taking it away) and instructors as accounts (assigned by an admin only; they
 * open and edit their own course, not another).
 */

const person = (id: string, name: string, role: Viewer['role']): Viewer => ({
  id,
  name,
  email: `${id}@example.ng`,
  role,
});
const ADA = person('ada', 'Ada Learner', 'spectator');
const EMEKA = person('emeka', 'Emeka Boxer', 'boxer');
const ADMIN = person('bola', 'Bola Admin', 'admin');
const TEACHER = person('teacher', 'Amaka Eze', 'coach');
const OTHER_TEACHER = person('other-teacher', 'Segun Adeyemi', 'coach');
const COURSE = 'first-steps-in-the-ring';
const OTHER_COURSE = 'elite-championship-course';

describe.each(testDatabaseKinds())('reviews and instructors, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const people = [ADA, EMEKA, ADMIN, TEACHER, OTHER_TEACHER];
      await services.database.db
        .insert(user)
        .values(people.map(({ id, name, email, role }) => ({ id, name, email, role })));
      await ensureSampleLessons(services.database.db);
      return people;
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;
  const buy = async (who: Viewer) => {
    const started = await api.call('POST', `/courses/${COURSE}/checkout`, { as: who.id, body: {} });
    expect(started.status).toBe(200);
    const paid = await fetch(started.json.payment.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  };
  const doFirstLesson = async (who: Viewer) => {
    const first = await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: who.id });
    const done = await api.call('POST', `/lessons/${first.json.lesson.id}/completion`, {
      as: who.id,
      body: { answer: 0 },
    });
    expect(done.status).toBe(200);
  };
  const review = (who: Viewer, body: unknown) =>
    api.call('PUT', `/courses/${COURSE}/review`, { as: who.id, body });
  const reviews = async () => (await api.call('GET', `/courses/${COURSE}/reviews`)).json;

  it('takes a review from a learner who holds the course and did a lesson, once, within its limits; a refund takes it away', async () => {
    const good = { rating: 4, text: 'Clear drills, and the checks keep me honest.' };
    expect(await reviews()).toEqual({ count: 0, average: null, reviews: [] });
    const stranger = await review(ADA, good);
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.code).toBe('not_enrolled');
    expect((await api.call('PUT', `/courses/${COURSE}/review`, { body: good })).status).toBe(401);

    await buy(ADA);
    const early = await review(ADA, good);
    expect(early.status).toBe(403);
    expect(early.json.error).toMatchObject({
      code: 'review_too_early',
      message: 'Do at least one lesson of the course first, then review it.',
    });
    await doFirstLesson(ADA);

    for (const bad of [
      { rating: 6, text: good.text },
      { rating: 0, text: good.text },
      { rating: 3.5, text: good.text },
      { rating: 4, text: 'Great' },
      { rating: 4, text: 'x'.repeat(601) },
    ]) {
      const refused = await review(ADA, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(refused.json.error.code).toBe('invalid_review');
    }
    expect((await review(ADA, { rating: 0, text: good.text })).json.error.message).toBe(
      'Give the course 1 to 5 stars.',
    );
    expect(await db().select().from(courseReviews)).toHaveLength(0);

    const written = await review(ADA, good);
    expect(written.status).toBe(200);
    expect(written.json).toMatchObject({ created: true, review: { reviewer: 'Ada L.', rating: 4 } });
    // Written again: the same review, rewritten.
    const rewritten = await review(ADA, { rating: 5, text: '  Better each week: clear drills.  ' });
    expect(rewritten.json.review).toMatchObject({ id: written.json.review.id, rating: 5 });
    expect(await reviews()).toMatchObject({
      count: 1,
      average: 5,
      reviews: [{ reviewer: 'Ada L.', rating: 5, text: 'Better each week: clear drills.' }],
    });

    await buy(EMEKA);
    await doFirstLesson(EMEKA);
    expect((await review(EMEKA, { rating: 2, text: 'Too slow for me so far.' })).status).toBe(200);
    expect(await reviews()).toMatchObject({ count: 2, average: 3.5 });

    // Refunded: he can no longer review, and his review no longer counts.
    const [held] = await db()
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, EMEKA.id), eq(enrolments.productSlug, COURSE)));
    expect((await api.call('POST', `/enrolments/${held!.id}/refund`, { as: ADMIN.id })).status).toBe(200);
    await sendPendingRefunds(db(), paystackClient(api.services.config.paystack));
    await vi.waitFor(
      async () =>
        expect((await db().select().from(enrolments).where(eq(enrolments.id, held!.id)))[0]!.status).toBe(
          'refunded',
        ),
      { timeout: 5_000, interval: 20 },
    );
    expect((await review(EMEKA, { rating: 1, text: 'Refunded, still angry.' })).status).toBe(403);
    expect(await reviews()).toMatchObject({ count: 1, average: 5 });
    expect((await api.call('GET', '/courses/no-such-course/reviews')).status).toBe(404);
  });

  it('lets only an admin assign instructors; an instructor opens and edits their course, not another', async () => {
    const assign = (as: Viewer, email: string, slug = COURSE) =>
      api.call('POST', `/courses/${slug}/instructors`, { as: as.id, body: { email } });
    expect((await assign(TEACHER, TEACHER.email)).status).toBe(403);
    expect((await assign(ADA, TEACHER.email)).status).toBe(403);
    const unknown = await assign(ADMIN, 'nobody@example.ng');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('account_not_found');
    const assigned = await assign(ADMIN, ' TEACHER@example.ng ');
    expect(assigned.status).toBe(200);
    expect(assigned.json.instructor).toMatchObject({ userId: TEACHER.id, name: 'Amaka Eze' });
    expect((await assign(ADMIN, TEACHER.email)).status).toBe(200);
    expect((await assign(ADMIN, OTHER_TEACHER.email, OTHER_COURSE)).status).toBe(200);

    // Her own course: every lesson, and its editor.
    expect((await api.call('GET', `/courses/${COURSE}/lessons/2`, { as: TEACHER.id })).status).toBe(200);
    const lesson = { title: 'Reading your opponent', minutes: 15, body: 'Watch the **shoulders**.' };
    const added = await api.call('POST', `/courses/${COURSE}/lessons`, { as: TEACHER.id, body: lesson });
    expect(added.status).toBe(201);
    const id = added.json.lesson.id as number;
    expect(
      (await api.call('POST', `/lessons/${id}/publication`, { as: TEACHER.id, body: { published: true } }))
        .status,
    ).toBe(200);

    // The instructor of another course: refused this one's lessons and every editor write.
    const other = OTHER_TEACHER.id;
    expect((await api.call('GET', `/courses/${COURSE}/lessons/2`, { as: other })).status).toBe(403);
    const refusals = [
      await api.call('POST', `/courses/${COURSE}/lessons`, { as: other, body: lesson }),
      await api.call('PUT', `/lessons/${id}`, { as: other, body: lesson }),
      await api.call('POST', `/lessons/${id}/publication`, { as: other, body: { published: false } }),
      await api.call('POST', `/lessons/${id}/move`, { as: other, body: { direction: 'up' } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(refusals[0]!.json.error.code).toBe('not_an_author');
    expect((await api.call('GET', `/courses/${OTHER_COURSE}/lessons/1`, { as: other })).status).toBe(200);

    // Removed, she is refused like anyone else.
    expect(
      (await api.call('DELETE', `/courses/${COURSE}/instructors/${TEACHER.id}`, { as: TEACHER.id })).status,
    ).toBe(403);
    expect(
      (await api.call('DELETE', `/courses/${COURSE}/instructors/${TEACHER.id}`, { as: ADMIN.id })).status,
    ).toBe(200);
    expect((await api.call('GET', `/courses/${COURSE}/lessons/2`, { as: TEACHER.id })).status).toBe(403);
  });
});

describe('a reviewer’s public name', () => {
  it('is their first name and initial', () => {
    expect(reviewerName('Funmi Adeyemi')).toBe('Funmi A.');
    expect(reviewerName('  Ngozi  Eze  Okafor ')).toBe('Ngozi O.');
    expect(reviewerName('Madonna')).toBe('Madonna');
  });
});
