/**
 * A PostgreSQL array literal (`{1,NULL,"a \"b\""}`) for a list sent as one parameter with a cast
 * (`${arrayLiteral(xs)}::int[]`): one parameter however long the list, which PGlite parses and plans far
 * faster than one parameter per value (see any-of.ts), and which node-postgres sends the same way.
 * Numbers must be finite; strings are quoted with \ and " escaped, so any text survives; null is NULL.
 */
export function arrayLiteral(values: readonly (number | string | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new TypeError(`arrayLiteral: ${String(v)} is not a finite number`);
      return String(v);
    }
    return `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}
