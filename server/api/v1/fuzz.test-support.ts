import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from './endpoint';

/**
 * Requests for the API's fuzz suite (fuzz.property.test.ts), made from the endpoint table itself: a body from
 * the endpoint's own zod schema (as JSON Schema, the document's view of it), valid often enough to reach the
 * service, with a field or two replaced by something hostile; path parameters and query values from the
 * ids the test seeded and from a list of what broke the server before (a NUL, an integer past 2³¹, a
 * date that does not exist, malformed percent-encoding).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
};

/** What the test seeded, by kind: the values a valid request names. */
export type World = {
  /** Integer ids by what they name: tournament, category, entry, bout, poll, option, upload. */
  ints: Record<string, readonly number[]>;
  /** Account ids (boxers, officials) and slugs. */
  strings: Record<string, readonly string[]>;
  /** Days around the tournament, YYYY-MM-DD. */
  days: readonly string[];
};

/** Strings that made the server fail before, or that no validator should let through to the database. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'boxer-1\u0000',
  '\u0000\u0000',
  'NaN',
  'null',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '99999999999999999999',
  '2026-02-30',
  '9999-12-31',
  '0000-01-01',
  '2026-13-01',
  '\uD800',
  '\uFFFF',
  '\u202E',
  'x'.repeat(3000),
  '<script>alert(1)</script>',
  "'; drop table tournaments; --",
  '../../etc/passwd',
] as const;

export const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
] as const;

/** Any JSON that a careless or hostile client might put where a field goes. */
export const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Json>(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<Json>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, ['\u0000'], { a: '\u0000' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

/** Path segments, raw (already percent-encoded, or deliberately not). */
export const HOSTILE_SEGMENTS = [
  '%00',
  '1%00',
  '%00%00',
  '0',
  '-1',
  '01',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999',
  '9999999999999999999999',
  'NaN',
  '%',
  '%E0%A4%A',
  '%C0%80',
  '%FF',
  '%2F',
  '..',
  '%2E%2E',
  '%20',
  '%0A',
  '%E2%80%AE',
  'x'.repeat(300),
  'lagos-open%00',
] as const;

const schemaCache = new WeakMap<z.ZodType, JsonSchema>();
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let found = schemaCache.get(schema);
  if (!found) {
    found = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    schemaCache.set(schema, found);
  }
  return found;
}

/** The seeded values of a kind, and now and then one of the hostile values of that kind. */
const seededOr = <T extends Json>(seeded: readonly T[], hostile: readonly Json[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...seeded) },
    { weight: 1, arbitrary: fc.constantFrom(...hostile) },
  );

const HOSTILE_DAYS = [
  '',
  'NaN',
  '2026-02-30',
  '9999-12-31',
  '0001-01-01',
  '2026-12-5',
  '2026-12-05T00:00:00Z',
];
const HOSTILE_IDS = [2 ** 31, 2 ** 53, -1, 0, 1.5];
const HOSTILE_TEXT_IDS = ['\u0000', 'boxer-1\u0000', '', 'x'.repeat(200)];

/** A value of the field's kind, guessed from its name where the schema only says "string" or "integer". */
function namedValue(name: string, world: World): fc.Arbitrary<Json> | null {
  const lower = name.toLowerCase();
  if (lower === 'day' || lower.endsWith('date') || lower.endsWith('deadline'))
    return seededOr(world.days, HOSTILE_DAYS);
  if (lower === 'closesat')
    return seededOr(['2026-12-06T18:00:00+01:00', '2026-11-01T00:00:00Z'], ['9999-12-31T00:00:00Z', '']);
  if (lower === 'start') return fc.constantFrom('09:00', '14:30', '25:00', '9am', '');
  for (const [kind, values] of Object.entries(world.ints))
    if (values.length > 0 && (lower === `${kind}id` || lower === `${kind}ids`))
      return seededOr(values, HOSTILE_IDS);
  for (const [kind, values] of Object.entries(world.strings))
    if (values.length > 0 && (lower === kind || lower === `${kind}id` || lower === `${kind}s`))
      return seededOr(values, HOSTILE_TEXT_IDS);
  return null;
}

const words = fc.constantFrom('Lagos Open', 'Surulere', 'Good work on the jab', 'A fair bout', 'Ikeja', 'ok');

/** A value the schema takes, most of the time (its refinements are not in JSON Schema). */
function valid(schema: JsonSchema, name: string, world: World, depth: number): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => valid(c, name, world, depth)));
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return valid(merged, name, world, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => valid({ ...schema, type: t }, name, world, depth)));
  const named = namedValue(name, world);
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      if (named) return named;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? min + 200, min + 10_000);
      return type[0] === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'string': {
      if (named) return named;
      if (schema.format === 'date') return fc.constantFrom(...world.days);
      if (schema.format === 'date-time') return fc.constant('2026-12-05T10:00:00Z');
      if (schema.format === 'email') return fc.constantFrom('boxer-1@example.ng', 'parent@example.ng');
      const maxLength = schema.maxLength ?? 60;
      return fc.oneof(
        words.filter((w) => w.length >= (schema.minLength ?? 0) && w.length <= maxLength),
        fc.string({ minLength: Math.min(schema.minLength ?? 0, 40), maxLength: Math.min(maxLength, 40) }),
      );
    }
    case 'array': {
      if (depth > 4) return fc.constant([]);
      return fc.array(valid(schema.items ?? {}, name.replace(/s$/, ''), world, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const shape: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, property] of Object.entries(properties))
        shape[key] = valid(property, key, world, depth + 1);
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
    }
    default:
      return named ?? hostileJson;
  }
}

/** Every path into a JSON value, the value itself first (the empty path). */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function replaced(value: Json, path: ReadonlyArray<string | number>, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  if (value && typeof value === 'object')
    return { ...value, [head!]: replaced((value as Record<string, Json>)[head!]!, rest, by) };
  return value;
}

/**
 * A value for a schema: valid (so the service runs), with up to two parts replaced by hostile JSON (so the
 * service runs on what slipped past the schema), or a field added that the schema does not name.
 */
export function fuzzedValue(schema: z.ZodType, world: World): fc.Arbitrary<Json> {
  const shape = jsonSchemaOf(schema);
  return fc
    .record({
      base: valid(shape, '', world, 0),
      changes: fc.array(fc.tuple(fc.nat(), hostileJson), { maxLength: 2 }),
      extra: fc.option(fc.tuple(fc.constantFrom('id', 'boxerId', 'status', '__proto__', 'x'), hostileJson), {
        freq: 8,
      }),
    })
    .map(({ base, changes, extra }) => {
      let value = base;
      for (const [pick, by] of changes) {
        const paths = pathsOf(value);
        // The whole body is replaced rarely: most changes land on one field.
        const path = paths.length > 1 ? paths[1 + (pick % (paths.length - 1))]! : paths[0]!;
        value = replaced(value, path, by);
      }
      if (extra && value && typeof value === 'object' && !Array.isArray(value))
        value = { ...value, [extra[0]]: extra[1] };
      return value;
    });
}

/** A path parameter: an id the test seeded (or a slug, an account), or a hostile segment; raw, for the URL. */
export function pathSegment(name: string, endpointPath: string, world: World): fc.Arbitrary<string> {
  const resource = /\/(\w+?)s?\/:\w+(?:\/|$)/.exec(
    endpointPath.slice(0, endpointPath.indexOf(`:${name}`) + name.length + 1),
  )?.[1];
  const seeded: string[] = [];
  const kind = name === 'id' ? (resource ?? '') : name.replace(/Id$/, '');
  const aliases: Record<string, string> = {
    media: 'upload',
    categorie: 'category',
    boxer: 'boxer',
    user: 'boxer',
  };
  const key = aliases[kind] ?? kind;
  for (const id of world.ints[key] ?? []) seeded.push(String(id));
  for (const id of world.strings[key] ?? []) seeded.push(encodeURIComponent(id));
  if (key === 'tournament') seeded.push(...(world.strings.slug ?? []));
  return fc.oneof(
    { weight: 3, arbitrary: seeded.length > 0 ? fc.constantFrom(...seeded) : fc.constant('1') },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
  );
}

/** A query string for the endpoint's query schema: its fields valid or hostile, percent-encoded. */
export function queryString(schema: z.ZodType | undefined, world: World): fc.Arbitrary<string> {
  if (!schema) return fc.constant('');
  return fuzzedValue(schema, world).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value))
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

/** One request to send. */
export type FuzzedRequest = {
  method: string;
  path: string;
  as: string | null;
  body: Json | undefined;
  key: string | undefined;
};

/** Requests to one endpoint: its path parameters, query and body fuzzed, from one of the callers. */
export function requestsTo(
  endpoint: Endpoint,
  world: World,
  callers: readonly string[],
): fc.Arbitrary<FuzzedRequest> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc
    .record({
      segments: fc.tuple(...names.map((n) => pathSegment(n, endpoint.path, world))),
      query: queryString(endpoint.query, world),
      body: endpoint.body ? fuzzedValue(endpoint.body, world) : fc.constant(undefined),
      as: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...callers.slice(0, 1)) },
        { weight: 3, arbitrary: fc.constantFrom(...callers) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      key: endpoint.idempotent
        ? fc.option(fc.oneof(fc.uuid(), fc.constantFrom(' ', 'x'.repeat(201), '')), { freq: 3 })
        : fc.constant(null),
    })
    .map(({ segments, query, body, as, key }) => {
      let index = 0;
      const path = endpoint.path.replace(/:\w+/g, () => segments[index++]!) + query;
      return { method: endpoint.method.toUpperCase(), path, as, body, key: key ?? undefined };
    });
}
