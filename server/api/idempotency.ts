import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';

/**
 * DESIGN's API contract: every write accepts an `Idempotency-Key` header. The same key with the same body,
 * from the same caller to the same endpoint, answers the first answer again (status and body) and changes
 * nothing; with another body it is refused (409 idempotency_key_reused). A client that lost an answer on a
 * ringside network can therefore send the write again without creating a second tournament.
 *
 * How it stays exactly-once: the key's row is inserted first, in the same transaction as the write (the
 * handler runs on that transaction; the services' own transactions become savepoints in it). A second
 * request with the same key waits on the unique key until the first commits, then finds its answer; if
 * the first failed, its row went with it and the second runs as if it were first. Only successful answers
 * are kept: a refusal changed nothing, so sending it again is asked afresh (decision 0011).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are forgotten after a day: a retry comes within minutes, and the table must not grow forever. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const MAX_KEY_LENGTH = 200;

/** The header's key, or null without one. Refused unless 1-200 printable ASCII characters. */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (header.length < 1 || header.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(header))
    throw new ServiceError(
      400,
      'invalid_idempotency_key',
      `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_KEY_LENGTH} printable ASCII characters.`,
    );
  return header;
}

/** JSON with every object's keys sorted: `{"b":1,"a":2}` and `{"a":2,"b":1}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** An answer as it is kept and given again. */
export type KeptAnswer = { status: number; body: unknown; replayed: boolean };

/**
 * Runs `write` once per (scope, key). `scope` names the caller and the endpoint (e.g.
 * "user-1 POST /api/v1/tournaments"), so two callers' keys never meet. `write` receives the transaction
 * to do its work on and returns the answer to keep.
 */
export async function idempotent(
  db: Database,
  request: { scope: string; key: string; body: unknown; now?: Date },
  write: (tx: Database) => Promise<{ status: number; body: unknown }>,
): Promise<KeptAnswer> {
  const hash = requestHash(request.body);
  const now = request.now ?? clock.now();
  return db.transaction(async (tx) => {
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
    const claimed = await tx
      .insert(idempotencyKeys)
      // The answer is filled in below, before this transaction commits: nobody ever reads it empty.
      .values({
        scope: request.scope,
        key: request.key,
        requestHash: hash,
        status: 0,
        response: sql`'null'::jsonb`,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [kept] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
      if (!kept) throw new Error('An idempotency key vanished while being read');
      if (kept.requestHash !== hash)
        throw new ServiceError(
          409,
          'idempotency_key_reused',
          `This ${IDEMPOTENCY_HEADER} was used with another request body: use a new key for a new request.`,
        );
      return { status: kept.status, body: kept.response, replayed: true };
    }
    // The services open their own transactions on this one: savepoints, committed with the key or not at all.
    const answer = await write(tx as unknown as Database);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body ?? sql`'null'::jsonb` })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
    return { ...answer, replayed: false };
  });
}
