import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * `column = any($1)`: membership in a list sent as one array parameter. Drizzle's `inArray` sends one
 * parameter per value, and a bout order's names (600 entry ids) cost PGlite ~70 ms that way against ~13 ms
 * as one array (bench/event-db.ts, 2026-11-23): parsing and planning hundreds of parameters is the cost, not
 * the lookup. The array goes as its text form with a cast, so both PGlite and node-postgres read it the same.
 * An empty list matches nothing, as `in ()` would.
 */
export function anyOf(column: AnyColumn, values: readonly number[]): SQL;
export function anyOf(column: AnyColumn, values: readonly string[], type: 'text'): SQL;
export function anyOf(
  column: AnyColumn,
  values: readonly (number | string)[],
  type: 'int' | 'text' = 'int',
): SQL {
  if (values.length === 0) return sql`false`;
  if (type === 'int') {
    for (const v of values)
      if (!Number.isSafeInteger(v)) throw new TypeError(`anyOf: ${String(v)} is not an integer`);
    return sql`${column} = any(${`{${values.join(',')}}`}::int[])`;
  }
  // Each element quoted, with \ and " escaped: the array literal's own syntax, whatever the text holds.
  const literal = `{${values.map((v) => `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${column} = any(${literal}::text[])`;
}
