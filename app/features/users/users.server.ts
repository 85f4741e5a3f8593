import { containsPattern } from '@server/db/like';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { auditLog, session, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { Role, Viewer } from '@server/auth/roles';
import { isRole } from '@server/auth/roles';
import { clock } from '@server/clock';

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: Date;
};

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  createdAt: user.createdAt,
};

function toRow(r: {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean | null;
  createdAt: Date;
}): UserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: isRole(r.role) ? r.role : 'spectator',
    disabled: Boolean(r.banned),
    createdAt: r.createdAt,
  };
}

type UserFilter = { q?: string; role?: Role };

function userConditions(filter: UserFilter) {
  const conditions = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern)));
  }
  if (filter.role) conditions.push(eq(user.role, filter.role));
  return conditions.length ? and(...conditions) : undefined;
}

/** Accounts matching the filter, newest first (then by id, so pages never overlap): `limit` from `offset`. */
export async function listUsers(db: Database, filter: UserFilter & { limit?: number; offset?: number } = {}) {
  const rows = await db
    .select(columns)
    .from(user)
    .where(userConditions(filter))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(Math.min(filter.limit ?? 50, 200))
    .offset(Math.max(0, filter.offset ?? 0));
  return rows.map(toRow);
}

/** How many accounts match the filter. */
export async function countUsers(db: Database, filter: UserFilter = {}) {
  const [row] = await db.select({ n: count() }).from(user).where(userConditions(filter));
  return Number(row?.n ?? 0);
}

export async function getUser(db: Database, id: string) {
  const [row] = await db.select(columns).from(user).where(eq(user.id, id));
  if (!row) throw new ServiceError(404, 'user_not_found', 'No such user.');
  return toRow(row);
}

/**
 * The active admins, locked until the transaction ends: two admins demoting each other at once would both
 * count two and leave none; with the lock the second waits, then counts again without the first.
 */
async function adminsLeft(db: Pick<Database, 'select'>) {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    // One order for every caller, so two of them never lock the same rows crosswise.
    .orderBy(user.id)
    .for('update');
  return rows.length;
}

/**
 * An admin changes someone's role or standing. Role and standing are read on every request, and a
 * disabling also ends the person's sessions, so the change applies to their very next request. The
 * audit log row is written in the same transaction.
 */
export async function changeUser(
  db: Database,
  actor: Viewer,
  targetId: string,
  change: { role?: Role; disabled?: boolean; reason?: string },
): Promise<UserRow> {
  if (actor.role !== 'admin') throw new ServiceError(403, 'forbidden', 'Only an admin can change accounts.');
  // The types say so already; this holds for callers outside their reach (scripts, a future route).
  if (change.role !== undefined && !isRole(change.role)) {
    throw new ServiceError(
      400,
      'invalid_role',
      'A role is one of admin, coach, referee, boxer or spectator.',
    );
  }
  return db.transaction(async (tx) => {
    const [target] = await tx.select(columns).from(user).where(eq(user.id, targetId));
    if (!target) throw new ServiceError(404, 'user_not_found', 'No such user.');
    const before = toRow(target);
    const losesAdmin =
      before.role === 'admin' &&
      !before.disabled &&
      ((change.role && change.role !== 'admin') || change.disabled);
    if (losesAdmin && (await adminsLeft(tx)) <= 1) {
      throw new ServiceError(409, 'last_admin', 'At least one active admin must remain.');
    }
    if (change.disabled && targetId === actor.id) {
      throw new ServiceError(409, 'self_disable', 'You cannot disable your own account.');
    }
    const updates: Partial<typeof user.$inferInsert> = { updatedAt: clock.now() };
    if (change.role && change.role !== before.role) updates.role = change.role;
    if (change.disabled !== undefined && change.disabled !== before.disabled) {
      updates.banned = change.disabled;
      updates.banReason = change.disabled ? (change.reason ?? 'Disabled by an admin') : null;
    }
    await tx.update(user).set(updates).where(eq(user.id, targetId));
    if (updates.banned) await tx.delete(session).where(eq(session.userId, targetId));
    if (updates.role) {
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: 'role.changed',
        targetUserId: targetId,
        details: { from: before.role, to: updates.role },
      });
    }
    if (updates.banned !== undefined) {
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: updates.banned ? 'user.disabled' : 'user.enabled',
        targetUserId: targetId,
        details: updates.banned ? { reason: updates.banReason } : {},
      });
    }
    const [after] = await tx.select(columns).from(user).where(eq(user.id, targetId));
    return toRow(after!);
  });
}

export async function listAudit(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      targetUserId: auditLog.targetUserId,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  const ids = [
    ...new Set(rows.flatMap((r) => [r.actorUserId, r.targetUserId]).filter((x): x is string => Boolean(x))),
  ];
  const people = ids.length
    ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids))
    : [];
  const names = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    ...r,
    actor: r.actorUserId ? (names.get(r.actorUserId) ?? 'Deleted user') : 'System',
    target: r.targetUserId ? (names.get(r.targetUserId) ?? 'Deleted user') : '',
  }));
}
