import { fail } from './errors';
import { BYE } from './types';
import type { Entry } from './types';

export const MAX_ENTRIES = 4096;

/** Checks the entry list and returns clean copies (only the known fields). */
export function validateEntries(entries: unknown): Entry[] {
  if (!Array.isArray(entries)) fail('INVALID_ENTRIES', 'entries must be a list');
  if (entries.length < 2) fail('INVALID_ENTRIES', `a draw needs at least 2 entries, got ${entries.length}`);
  if (entries.length > MAX_ENTRIES) fail('INVALID_ENTRIES', `at most ${MAX_ENTRIES} entries per category`);
  const ids = new Set<string>();
  const seeds = new Set<number>();
  return entries.map((raw: unknown, i): Entry => {
    const e = raw as Partial<Entry> | null;
    if (typeof e !== 'object' || e === null) fail('INVALID_ENTRIES', `entry ${i + 1} is not an object`);
    const { id, name, club, seed } = e;
    // 'bye' marks an empty slot and '__proto__' would not survive a plain-object lookup.
    if (typeof id !== 'string' || id === '' || id === BYE || id === '__proto__' || id.length > 200)
      fail('INVALID_ENTRIES', `entry ${i + 1} has an invalid id`, { index: i });
    if (ids.has(id)) fail('INVALID_ENTRIES', `duplicate entry id ${id}`, { id });
    ids.add(id);
    if (typeof name !== 'string') fail('INVALID_ENTRIES', `entry ${id} has no name`, { id });
    if (typeof club !== 'string') fail('INVALID_ENTRIES', `entry ${id} has no club`, { id });
    if (seed === undefined) return { id, name, club };
    if (!Number.isInteger(seed) || seed < 1 || seed > entries.length)
      fail('INVALID_ENTRIES', `entry ${id}: seed must be from 1 to ${entries.length}`, { id });
    if (seeds.has(seed)) fail('INVALID_ENTRIES', `seed ${seed} is given twice`, { seed });
    seeds.add(seed);
    return { id, name, club, seed };
  });
}

/** Boxers with no club are not kept apart from one another. */
export function clubKey(entry: Entry): string {
  const club = entry.club.trim().toLowerCase();
  return club === '' ? `\u0000${entry.id}` : club;
}
