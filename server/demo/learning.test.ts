import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import { appMeta, courseInstructors, courseReviews, enrolments, outbox } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { setClock } from '../clock';
import { courseReviewsOf, myCourses, taughtCourses } from '~/features/learning';
import { accountViewer } from './organisations';
import {
  DEMO_INSTRUCTOR,
  DEMO_LEARNER,
  DEMO_LEARNING_MARKER,
  DEMO_TEACHING_MARKER,
  seedDemoLearning,
} from './learning';

/** 09:30 in Lagos on 15 June 2026. */
const NOW = new Date('2026-06-15T08:30:00Z');

/**
 * What a newcomer sees of the learning area (issue 34): the demo spectator bought the Boxing Fundamentals
 * Course on the Paystack double, is on its fourth lesson and reviewed it; the demo instructor teaches the
 * Business of Boxing Mastery course; made once, with no e-mail left to send.
 */
describe.each(testDatabaseKinds())('the demo learner on %s', (kind) => {
  it('bought a course on the double and has done three of its lessons; made once', async () => {
    setClock(NOW);
    const database = await createTestDatabase(kind);
    const folder = mkdtempSync(path.join(tmpdir(), 'ajb-demo-learning-'));
    try {
      const db = database.db;
      await seedDemoAccounts(db);
      const config = {
        baseUrl: 'http://localhost:3000',
        paystack: { mode: 'double' as const },
        dataDir: folder,
      };
      expect(await seedDemoLearning(db, { ...config, paystack: { mode: 'paystack' } })).toEqual({
        seeded: false,
      });
      const runs = await Promise.all([seedDemoLearning(db, config), seedDemoLearning(db, config)]);
      expect(runs.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await db.select().from(appMeta).where(eq(appMeta.key, DEMO_LEARNING_MARKER))).toHaveLength(1);

      const learner = await accountViewer(db, DEMO_LEARNER);
      expect(await myCourses(db, learner)).toEqual([
        expect.objectContaining({
          title: 'Boxing Fundamentals Course',
          lessons: 24,
          done: 3,
          percent: 12,
          next: 4,
          certificate: null,
        }),
      ]);
      expect(await courseReviewsOf(db, 'boxing-fundamentals-course')).toMatchObject({
        count: 1,
        average: 5,
        reviews: [{ reviewer: 'Funmi A.', rating: 5 }],
      });
      expect(await taughtCourses(db, await accountViewer(db, DEMO_INSTRUCTOR))).toEqual([
        expect.objectContaining({ title: 'Business of Boxing Mastery' }),
      ]);
      expect(await db.select({ status: enrolments.status }).from(enrolments)).toEqual([{ status: 'active' }]);
      expect(await db.select().from(outbox).where(like(outbox.toAddress, '%ajbxng.test'))).toEqual([]);

      // A database whose learner was seeded before reviews and instructors existed gets them at its next start.
      await db.delete(appMeta).where(eq(appMeta.key, DEMO_TEACHING_MARKER));
      await db.delete(courseReviews);
      await db.delete(courseInstructors);
      expect(await seedDemoLearning(db, config)).toEqual({ seeded: false });
      expect(await db.select().from(courseReviews)).toHaveLength(1);
      expect(await db.select().from(courseInstructors)).toHaveLength(1);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
