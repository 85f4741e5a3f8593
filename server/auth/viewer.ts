import { and, eq, gt, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isRole } from './roles';
import type { Viewer } from './roles';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth } from './auth';
import { SESSION_CLAIM } from './product-rules';
import { authLibraryNow } from '@server/clock';

/**
 * Who is asking: a browser's session cookie, or a non-browser client's short-lived JWT (Authorization:
 * Bearer). Either way the person's role and standing are read from the database on every request, so a
 * demotion or a disabling applies at once, even to a token issued before it. A token also names the
 * session it was issued from and works only while that session exists: signing out, a password reset or
 * a disabling (each ends the session) ends its tokens too.
 */
export function createViewerResolver(auth: Auth, db: Database) {
  const ping = () => db.execute(sql`select 1`);
  const verifyOnce = async (token: string) => {
    try {
      return (await auth.api.verifyJWT({ body: { token } }))?.payload ?? null;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    }
  };
  /**
   * A token's claims, or null when it does not verify. The keys live in the database, and better-auth's
   * verifyJWT answers null, as for a forged token, when it cannot read them: while the database is away
   * that must be a 503 as for a cookie (issue 28), not a 401 a client would take for bad credentials. A
   * refusal is believed only from a check the database answered just before and just after: a single ping
   * after it was not enough (a token sent while PostgreSQL was starting again failed to read the keys,
   * and the ping a moment later passed: 401, found by server/postgres-stop.test.ts).
   */
  const verifyToken = async (token: string) => {
    const first = await verifyOnce(token);
    if (first) return first;
    await ping();
    const second = await verifyOnce(token);
    if (second) return second;
    await ping();
    return null;
  };
  return async (headers: Headers): Promise<Viewer | null> => {
    // No cookie and no token: a visitor, known without asking better-auth (a hall of spectators opening
    // their live streams at once would each pay for its session lookup's setup).
    if (!headers.has('cookie') && !headers.has('authorization')) return null;
    let userId: string | undefined;
    let tokenSessionId: string | undefined;
    const authorization = headers.get('authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const token = authorization.slice(7).trim();
      const payload = await verifyToken(token);
      userId = payload?.sub;
      const claim = payload?.[SESSION_CLAIM];
      // A token without the claim (issued before sessions were named) is refused: it cannot be revoked.
      if (typeof claim !== 'string' || !claim) return null;
      tokenSessionId = claim;
    } else {
      const current = await auth.api.getSession({ headers });
      userId = current?.user.id;
    }
    if (!userId) return null;
    const columns = { id: user.id, name: user.name, email: user.email, role: user.role, banned: user.banned };
    const [person] = tokenSessionId
      ? await db
          .select(columns)
          .from(user)
          .innerJoin(
            session,
            and(
              eq(session.userId, user.id),
              eq(session.id, tokenSessionId),
              gt(session.expiresAt, authLibraryNow()),
            ),
          )
          .where(eq(user.id, userId))
      : await db.select(columns).from(user).where(eq(user.id, userId));
    if (!person || person.banned || !isRole(person.role)) return null;
    return { id: person.id, name: person.name, email: person.email, role: person.role };
  };
}
