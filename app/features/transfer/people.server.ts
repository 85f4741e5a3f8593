import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '@server/db/client';
import { account, organisations, profiles, user } from '@server/db/schema';
import { clock } from '@server/clock';
import { columns, importColumns, noReferences } from './columns';
import type { References } from './columns';
import type { TransferDocument, TransferPerson } from './document';
import { broken } from './parse';

/**
 * The people and organisations of an imported document (decision 0015): people are matched by e-mail, else
 * given an account; organisations are the academy, else matched by name, else made.
 */

/** Inserts in slices: PostgreSQL takes at most 65,535 parameters a statement. */
export async function insertMany<T extends Record<string, unknown>>(
  tx: Transaction,
  table: Parameters<Transaction['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
}

export type PeopleMap = {
  ids: Map<string, string>;
  /** The document's people who have no account here yet, with the id they will get. */
  missing: TransferPerson[];
  counts: { matched: number; created: number };
};

/** People are matched by e-mail; the others get an account here, with the same id when it is free. */
export async function mapPeople(tx: Transaction, doc: TransferDocument): Promise<PeopleMap> {
  const emails = doc.people.map((p) => p.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) broken('two people have the same e-mail address');
  if (new Set(doc.people.map((p) => p.id)).size !== doc.people.length) broken('two people have the same id');
  const existing = emails.length
    ? await tx.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails))
    : [];
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const missingIds = doc.people.filter((p) => !byEmail.has(p.email.trim().toLowerCase())).map((p) => p.id);
  const takenIds = missingIds.length
    ? new Set(
        (await tx.select({ id: user.id }).from(user).where(inArray(user.id, missingIds))).map((u) => u.id),
      )
    : new Set<string>();
  const ids = new Map<string, string>();
  const missing: TransferPerson[] = [];
  for (const person of doc.people) {
    const found = byEmail.get(person.email.trim().toLowerCase());
    if (found) {
      ids.set(person.id, found);
      continue;
    }
    ids.set(person.id, takenIds.has(person.id) ? randomUUID() : person.id);
    missing.push(person);
  }
  return { ids, missing, counts: { matched: doc.people.length - missing.length, created: missing.length } };
}

/**
 * Accounts for the people the platform does not know: no password anyone knows (they set one with "Forgot
 * password", as a coach's registered student does), never an admin (an import gives no platform powers).
 */
export async function createMissingPeople(
  tx: Transaction,
  doc: TransferDocument,
  people: PeopleMap,
  org: (id: number) => number,
  who: (id: string) => string,
) {
  if (people.missing.length === 0) return;
  const inDocument = new Set(doc.organisations.map((o) => o.id));
  const now = clock.now();
  await insertMany(
    tx,
    user,
    people.missing.map((p) => ({
      id: who(p.id),
      email: p.email.trim().toLowerCase(),
      name: p.name,
      role: p.role === 'admin' ? 'spectator' : p.role,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // One hash of a random secret serves them all: hashing one per person would take seconds per hundred.
  const unusable = await hashPassword(generateRandomString(48));
  await insertMany(
    tx,
    account,
    people.missing.map((p) => ({
      id: randomUUID(),
      accountId: who(p.id),
      providerId: 'credential',
      userId: who(p.id),
      password: unusable,
    })),
  );
  const withProfile = people.missing.filter((p) => p.profile !== null);
  // A club or coach the document does not hold is left out rather than refused: the profile is a courtesy.
  const held = (profile: NonNullable<TransferPerson['profile']>) => ({
    ...profile,
    clubId: profile.clubId !== null && inDocument.has(profile.clubId) ? profile.clubId : null,
    coachId: profile.coachId !== null && people.ids.has(profile.coachId) ? profile.coachId : null,
  });
  const refs: References = { ...noReferences, person: who, organisation: org };
  await insertMany(
    tx,
    profiles,
    withProfile.map((p) => ({ id: who(p.id), ...importColumns(columns.profile, held(p.profile!), refs) })),
  );
}

/**
 * Organisations: the academy is the academy here; another is the one of the same name, else it is made
 * (as it stood where the event ran), so that its boxers keep their club.
 */
export async function mapOrganisations(tx: Transaction, doc: TransferDocument): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const o of doc.organisations) {
    const [found] = o.isAcademy
      ? await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.isAcademy, true))
          .orderBy(asc(organisations.id))
          .limit(1)
      : await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.name, o.name))
          .orderBy(asc(organisations.id))
          .limit(1);
    if (found) {
      out.set(o.id, found.id);
      continue;
    }
    const [made] = await tx
      .insert(organisations)
      .values({
        name: o.name,
        organisationType: o.organisationType,
        plan: o.plan,
        status: o.status,
        isAcademy: o.isAcademy,
        approvedAt: o.status === 'approved' ? clock.now() : null,
      })
      .returning({ id: organisations.id });
    out.set(o.id, made!.id);
  }
  return out;
}
