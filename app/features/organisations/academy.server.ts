import { eq, sql } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { organisations } from '@server/db/schema';
import { academy } from '~/content/academy';

/** Any number of its own, so that no other start-up task waits on this lock (migrations use 727274). */
const ACADEMY_LOCK = 727275;

/**
 * The academy is an organisation too (DESIGN "Who owns what"), on Enterprise, approved, run by the platform
 * admins (who need no membership: the workspace treats an admin as running every organisation). Called at
 * every start, demo data or not: it makes the row if it is missing and puts its name, plan and status back
 * if they drifted. Instances starting together on one PostgreSQL take turns on an advisory lock, so there
 * is one academy row however many start. Returns its id.
 */
export async function ensureAcademyOrganisation(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACADEMY_LOCK})`);
    const [existing] = await tx
      .select({
        id: organisations.id,
        name: organisations.name,
        plan: organisations.plan,
        status: organisations.status,
      })
      .from(organisations)
      .where(eq(organisations.isAcademy, true))
      .orderBy(organisations.id)
      .limit(1);
    if (existing) {
      if (
        existing.name !== academy.name ||
        existing.plan !== 'enterprise' ||
        existing.status !== 'approved'
      ) {
        await tx
          .update(organisations)
          .set({ name: academy.name, plan: 'enterprise', status: 'approved' })
          .where(eq(organisations.id, existing.id));
      }
      return existing.id;
    }
    const [created] = await tx
      .insert(organisations)
      .values({
        name: academy.name,
        organisationType: 'boxing-academy',
        plan: 'enterprise',
        status: 'approved',
        isAcademy: true,
        approvedAt: clock.now(),
      })
      .returning({ id: organisations.id });
    return created!.id;
  });
}
