import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, user } from '../db/schema';
import { createAccount, findUserByEmail, issueSetPasswordLink } from './accounts';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * The first account of an approved organisation. Roles are platform-wide, and a platform admin sees the
 * academy's own inbox and every user, so an outside organisation's account is made a coach (it registers
 * and manages its boxers) and linked to the organisation; rights scoped to one organisation arrive with the
 * tournament platform. An address that already has an account keeps its password and is sent to sign in.
 */
export function organisationAdminCreator(baseUrl: string, actorUserId: string) {
  return async (
    tx: unknown,
    admin: { name: string; email: string; organisationId: number; organisationName: string },
  ) => {
    const db = tx as Writer;
    const existing = await findUserByEmail(db, admin.email);
    if (existing) {
      if (existing.role === 'spectator' || existing.role === 'boxer') {
        await db.update(user).set({ role: 'coach', updatedAt: new Date() }).where(eq(user.id, existing.id));
        await db.insert(auditLog).values({
          actorUserId,
          action: 'role.changed',
          targetUserId: existing.id,
          details: { from: existing.role, to: 'coach', organisationId: admin.organisationId },
        });
      }
      return { userId: existing.id, setPasswordUrl: `${baseUrl}/sign-in` };
    }
    const userId = await createAccount(db, { email: admin.email, name: admin.name, role: 'coach' });
    await db.insert(auditLog).values({
      actorUserId,
      action: 'user.created',
      targetUserId: userId,
      details: { role: 'coach', organisationId: admin.organisationId, organisation: admin.organisationName },
    });
    return { userId, setPasswordUrl: await issueSetPasswordLink(db, baseUrl, userId) };
  };
}
