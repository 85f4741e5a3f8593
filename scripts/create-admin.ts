// npm run create-admin -- --email E --name N [--password P]
// Creates the first admin (or makes an existing account an admin). Without --password it prints a
// one-time password to change at /account after signing in.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAccount, findUserByEmail, setPassword } from '../server/auth/accounts';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { auditLog, user } from '../server/db/schema';
import { eq } from 'drizzle-orm';
import { clock } from '../server/clock';

const args = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  name: z.string({ error: '--name is required' }).trim().min(1, '--name is required').max(60),
  password: z.string().min(10, '--password must have at least 10 characters').max(128).optional(),
});

async function main() {
  let parsed;
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    });
    parsed = args.safeParse(values);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error('Usage: npm run create-admin -- --email you@example.ng --name "Your Name" [--password …]');
    return 2;
  }
  const { email, name } = parsed.data;
  const password = parsed.data.password ?? randomBytes(12).toString('base64url');
  let database;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database allows one process at a time: stop the server, run this, start it again.`,
      );
      return 1;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const db = database.db;
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({ role: 'admin', banned: false, updatedAt: clock.now() })
          .where(eq(user.id, existing.id));
        await tx.insert(auditLog).values({
          action: 'role.changed',
          targetUserId: existing.id,
          details: { from: existing.role, to: 'admin', by: 'create-admin' },
        });
      });
      await setPassword(db, existing.id, password);
      console.log(`${email} is now an admin.`);
    } else {
      await db.transaction(async (tx) => {
        await createAccount(tx as never, { email, name, role: 'admin', password });
      });
      console.log(`Created admin ${name} <${email}>.`);
    }
    if (!parsed.data.password)
      console.log(`One-time password: ${password}\nSign in and change it at /account.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
