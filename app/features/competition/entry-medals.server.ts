import { ranking } from './engine';
import type { Medal } from './engine';
import { entryStatusesOf } from './entry-status';
import { appEntryId, readState } from './engine-state.server';

export type { Medal } from './engine';

/**
 * The medal of each entry its category's draw has placed (issue 30 item 2: a boxer's standing says which),
 * read from the stored state like the entries' own 'placed' status, so a correction moves both. A one-entry
 * category's walkover champion has no engine state: its medal is not the draw's to give (null map).
 */
export function drawnMedals(stored: unknown): Map<number, Medal> {
  const state = readState(stored);
  const medals = new Map<number, Medal>();
  if (!state) return medals;
  const statuses = entryStatusesOf(state);
  for (const p of ranking(state).placings) {
    const id = appEntryId(p.entryId);
    if (id !== null && p.medal && statuses.get(p.entryId) === 'placed') medals.set(id, p.medal);
  }
  return medals;
}
