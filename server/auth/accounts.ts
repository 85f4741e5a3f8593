import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import type { Role } from './roles';
import type { Database } from '../db/client';
import { account, profiles, user, verification } from '../db/schema';
import { clock, authLibraryNow } from '@server/clock';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

export { DEMO_PASSWORD, demoAccounts };

type NewAccount = { email: string; name: string; role: Role; password?: string };

/**
 * An account made by the platform itself (demo data, the create-admin command, an approved
 * organisation), with a credential the person can sign in with once they know or set the password.
 */
export async function createAccount(db: Writer, person: NewAccount): Promise<string> {
  return (await insertAccount(db, person, { ifEmailFree: false }))!;
}

/**
 * With `ifEmailFree`, an address that is already taken (even by a transaction still in flight, which the
 * insert waits for) leaves everything as it is and gives undefined, instead of failing on the unique key.
 */
async function insertAccount(
  db: Writer,
  person: NewAccount,
  options: { ifEmailFree: boolean },
): Promise<string | undefined> {
  const values = {
    id: randomUUID(),
    email: person.email.trim().toLowerCase(),
    name: person.name,
    role: person.role,
    emailVerified: true,
  };
  const [created] = options.ifEmailFree
    ? await db
        .insert(user)
        .values(values)
        .onConflictDoNothing({ target: user.email })
        .returning({ id: user.id })
    : await db.insert(user).values(values).returning({ id: user.id });
  if (!created) return undefined;
  const { id } = created;
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    // Without a password the credential cannot be used until the person sets one by link.
    password: await hashPassword(person.password ?? generateRandomString(48)),
  });
  if (person.role === 'boxer') await insertBoxerProfile(db, { id, name: person.name });
  return id;
}

/** A boxer's sporting facts beyond the name (weight, class, record…), for accounts made with them. */
type BoxerProfileFacts = Omit<typeof profiles.$inferInsert, 'id' | 'firstName' | 'lastName'>;

/**
 * Many accounts at once sharing one password: demo data (sixty demo boxers would spend most of a start-up
 * hashing the same password sixty times; one hash, salted once, serves them all). An address already taken
 * is left as it is. Boxers get their profile, as with createAccount, with the facts given. Gives the new
 * accounts' ids by e-mail.
 */
export async function createAccountsSharingPassword(
  db: Writer,
  people: readonly (Omit<NewAccount, 'password'> & { profile?: BoxerProfileFacts })[],
  password: string,
): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  if (people.length === 0) return created;
  const rows = await db
    .insert(user)
    .values(
      people.map((person) => ({
        id: randomUUID(),
        email: person.email.trim().toLowerCase(),
        name: person.name,
        role: person.role,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id, email: user.email, name: user.name, role: user.role });
  if (rows.length === 0) return created;
  const hash = await hashPassword(password);
  await db.insert(account).values(
    rows.map((row) => ({
      id: randomUUID(),
      accountId: row.id,
      providerId: 'credential',
      userId: row.id,
      password: hash,
    })),
  );
  const boxers = rows.filter((row) => row.role === 'boxer');
  if (boxers.length > 0)
    await db
      .insert(profiles)
      .values(
        boxers.map((row) => {
          const [first, ...rest] = row.name.trim().split(/\s+/);
          const facts = people.find((p) => p.email.trim().toLowerCase() === row.email)?.profile;
          return { ...facts, id: row.id, firstName: first || row.name, lastName: rest.join(' ') };
        }),
      )
      .onConflictDoNothing();
  for (const row of rows) created.set(row.email, row.id);
  return created;
}

/** A boxer's sporting profile (SPEC §3 profiles), named from the account's full name; once per boxer. */
export async function insertBoxerProfile(db: Pick<Database, 'insert'>, person: { id: string; name: string }) {
  const [first, ...rest] = person.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({ id: person.id, firstName: first || person.name, lastName: rest.join(' ') })
    .onConflictDoNothing();
}

export async function findUserByEmail(db: Writer, email: string) {
  const [found] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return found;
}

export async function setPassword(db: Writer, userId: string, password: string) {
  await db
    .update(account)
    .set({ password: await hashPassword(password), updatedAt: clock.now() })
    .where(eq(account.userId, userId));
}

/** A one-time link to choose a password, valid for `days`; it uses the same token store as password resets. */
export async function issueSetPasswordLink(db: Writer, baseUrl: string, userId: string, days = 7) {
  const token = generateRandomString(32);
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(authLibraryNow().getTime() + days * 24 * 60 * 60_000),
  });
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The five demo accounts of the README, created once; an existing one is left as it is. Instances that
 * start together on one database seed at the same moment, so an account is claimed by inserting its user
 * row only if the address is free: the instance that gets the row adds the credential and profile in the
 * same transaction, and the other one's insert waits for that commit, then does nothing.
 */
export async function seedDemoAccounts(db: Database) {
  for (const demo of demoAccounts) {
    // Every restart passes here: skip the password hashing when the account is plainly there.
    if (await findUserByEmail(db, demo.email)) continue;
    await db.transaction(async (tx) => {
      await insertAccount(
        tx as unknown as Writer,
        { ...demo, password: DEMO_PASSWORD },
        { ifEmailFree: true },
      );
    });
  }
}
