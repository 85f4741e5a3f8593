import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, courseLessons } from '../db/schema';
import type { MediaStore } from '../media/store';
import { ensureSampleLessons, uploadLessonCaptions, uploadLessonVideo } from '~/features/learning';
import { accountViewer } from './organisations';
import { clock } from '@server/clock';

/** The app_meta key that says the demo's lesson videos were uploaded: once per database. */
export const DEMO_LESSON_VIDEO_MARKER = 'demo-lesson-videos';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727282;
export const DEMO_VIDEO_COURSE = 'boxing-fundamentals-course';
/** Its first four lessons: the three the demo learner has done, and the next one she opens. */
export const DEMO_VIDEO_LESSONS = 4;
/**
 * A 6-second title card in the academy's red (VP8, 37 KB), recorded once with headless Chromium's
 * MediaRecorder on a canvas, and its English captions. Read from the repository (the server's working folder).
 */
export const DEMO_VIDEO_FILES = {
  video: path.resolve('server/demo/assets/sample-lesson.webm'),
  captions: path.resolve('server/demo/assets/sample-lesson.vtt'),
};

/**
 * The demo's lesson videos (issue 34): the demo admin uploads the sample video and its captions to the first
 * lessons of the Boxing Fundamentals Course through the editor's own upload service, so a newcomer who
 * opens the demo learner's next lesson sees a video play. Once per database; skipped (false) when the files
 * are not there.
 */
export async function seedDemoLessonVideos(
  db: Database,
  store: MediaStore,
  files: { video: string; captions: string } = DEMO_VIDEO_FILES,
): Promise<boolean> {
  if (!existsSync(files.video) || !existsSync(files.captions)) return false;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    // Instances starting together on one database take turns: the first uploads, the others find its marker.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_LESSON_VIDEO_MARKER));
    if (marker) return false;
    await ensureSampleLessons(txDb);
    const admin = await accountViewer(txDb, 'admin@ajbxng.test');
    const lessons = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseSlug, DEMO_VIDEO_COURSE), eq(courseLessons.published, true)))
      .orderBy(asc(courseLessons.position))
      .limit(DEMO_VIDEO_LESSONS);
    const upload = (file: string, contentType: string) => ({
      body: createReadStream(file),
      contentType,
      declaredLength: statSync(file).size,
    });
    for (const { id } of lessons) {
      await uploadLessonVideo(txDb, store, admin, id, upload(files.video, 'video/webm'));
      await uploadLessonCaptions(txDb, store, admin, id, upload(files.captions, 'text/vtt'));
    }
    await tx.insert(appMeta).values({ key: DEMO_LESSON_VIDEO_MARKER, value: clock.now().toISOString() });
    return true;
  });
}
