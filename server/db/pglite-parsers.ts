import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * drizzle-orm's PGlite driver asks, with every query, for dates, timestamps and intervals (and their arrays)
 * as the text PostgreSQL sent (drizzle-orm/pglite/session.js), by passing these parsers in the query's
 * options. PGlite then merges them into a copy of its own table of ~700 parsers, one per type, for each
 * query: measured, that copy was the largest single cost of the embedded database in the server (6 s of a
 * browser-test server's 63 s of CPU, 3.3 s of the demo's 12 s of seeding). Here they become the client's own
 * parsers once, and the copy each query asks for is dropped: the same answers, without the copy.
 */
const asSent = (value: string) => value;
const drizzleTextTypes = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Only drizzle's own set is dropped; a query asking for any other parser keeps its options whole. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers).map(Number);
  if (keys.length !== drizzleTextTypes.length || !keys.every((key) => drizzleTextTypes.includes(key)))
    return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function dropDrizzleParsersOf<T extends Pick<PGlite, 'query'> | Transaction>(target: T): T {
  const query = target.query.bind(target);
  target.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
    query(sql, params, withoutDrizzleParsers(options))) as T['query'];
  return target;
}

/** `client` answering drizzle's queries as before, without a copy of its parsers per query. */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const type of drizzleTextTypes) client.parsers[type] = asSent;
  dropDrizzleParsersOf(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => callback(dropDrizzleParsersOf(tx)))) as PGlite['transaction'];
  return client;
}
