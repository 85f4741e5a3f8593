import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { courseCertificates } from '@server/db/schema';
import { courseBySlugOnly, coursePath } from '~/content/courses';
import { certificatePath } from './learning.server';

/**
 * A person's course certificates (issue 34), for their account and, for a boxer, their public profile: each
 * links to its public page, which anyone may open to check it.
 */

export type HeldCertificate = {
  code: string;
  /** Its public page. */
  path: string;
  course: { slug: string; title: string; path: string };
  issuedAt: string;
};

export async function courseCertificatesOf(
  db: Database | Transaction,
  userId: string,
): Promise<HeldCertificate[]> {
  const rows = await db
    .select()
    .from(courseCertificates)
    .where(eq(courseCertificates.userId, userId))
    .orderBy(desc(courseCertificates.issuedAt), desc(courseCertificates.id));
  return rows.flatMap((row) => {
    const course = courseBySlugOnly(row.courseSlug);
    if (!course) return [];
    return [
      {
        code: row.code,
        path: certificatePath(row.code),
        course: { slug: course.slug, title: course.title, path: coursePath(course) },
        issuedAt: row.issuedAt.toISOString(),
      },
    ];
  });
}
