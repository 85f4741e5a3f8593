import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, user } from '../db/schema';
import { createAccount, findUserByEmail, issueSetPasswordLink } from './accounts';
import { clock } from '@server/clock';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * The account of an approved organisation's first organiser. Platform roles are platform-wide, and a
 * platform admin sees the academy's own inbox and every user, so an outside organisation's organiser has
 * the coach platform role (it registers and manages its boxers); their workspace (the admin dashboard,
 * scoped to their organisation) comes from the organiser membership the approval adds (DESIGN "Who owns
 * what"). An address that already has an account keeps its password and is sent to sign in; a spectator or
 * boxer account becomes a coach, and an admin, coach or referee keeps their role.
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
        await db.update(user).set({ role: 'coach', updatedAt: clock.now() }).where(eq(user.id, existing.id));
        await db.insert(auditLog).values({
          actorUserId,
          action: 'role.changed',
          targetUserId: existing.id,
          details: { from: existing.role, to: 'coach', organisationId: admin.organisationId },
        });
      }
      return { userId: existing.id, setPasswordUrl: `${baseUrl}/sign-in`, existingAccount: true };
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
