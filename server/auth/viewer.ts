import { eq } from 'drizzle-orm';
import { isRole } from '../../app/features/auth/roles';
import type { Viewer } from '../../app/features/auth/roles';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import type { Auth } from './auth';

/**
 * Who is asking: a browser's session cookie, or a non-browser client's short-lived JWT (Authorization:
 * Bearer). Either way the person's role and standing are read from the database on every request, so a
 * demotion or a disabling applies at once, even to a token issued before it.
 */
export function createViewerResolver(auth: Auth, db: Database) {
  return async (headers: Headers): Promise<Viewer | null> => {
    let userId: string | undefined;
    const authorization = headers.get('authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const token = authorization.slice(7).trim();
      try {
        const verified = await auth.api.verifyJWT({ body: { token } });
        userId = verified?.payload?.sub;
      } catch {
        return null;
      }
    } else {
      const current = await auth.api.getSession({ headers });
      userId = current?.user.id;
    }
    if (!userId) return null;
    const [person] = await db
      .select({ id: user.id, name: user.name, email: user.email, role: user.role, banned: user.banned })
      .from(user)
      .where(eq(user.id, userId));
    if (!person || person.banned || !isRole(person.role)) return null;
    return { id: person.id, name: person.name, email: person.email, role: person.role };
  };
}
