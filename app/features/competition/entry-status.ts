import { allBouts, ranking } from './engine';
import type { CategoryDraw, EntryId } from './engine';

/** Where a drawn entry stands in its category (DESIGN: drawn → boxing → eliminated | placed). */
export type DrawnEntryStatus = 'drawn' | 'boxing' | 'eliminated' | 'placed';

/**
 * Each entry's standing, read from its category's state, so that it follows every result, walkover and
 * correction the state does:
 * - drawn: no bout of theirs decided or under way yet (a bye is no bout);
 * - boxing: still in, with a bout decided (a walkover too) or one under way;
 * - placed: out with a medal place (in a bracket as soon as it is theirs, e.g. a beaten semi-finalist's
 *   bronze; in a round robin or Swiss table once every bout is decided);
 * - eliminated: out without one (beaten earlier, disqualified, stopped and suspended, a medal withheld).
 * A withdrawn entry's own status ('withdrawn') is not this function's: the caller keeps it.
 */
export function entryStatusesOf(state: CategoryDraw): Map<EntryId, DrawnEntryStatus> {
  const started = new Set<EntryId>();
  for (const bout of allBouts(state)) {
    const under = bout.live?.status === 'in-progress';
    if (bout.status !== 'completed' && !under) continue;
    for (const slot of bout.slots) if (slot !== null && slot !== 'bye') started.add(slot);
  }
  const table = state.format === 'round-robin' || state.format === 'swiss-system';
  const { complete, placings } = ranking(state);
  const statuses = new Map<EntryId, DrawnEntryStatus>();
  for (const p of placings) {
    const disqualified = state.withdrawn[p.entryId]?.reason === 'disqualification';
    // A table's order is provisional until its last bout; a bracket's place is final once given.
    const out = disqualified || (table ? complete : p.place !== null);
    statuses.set(
      p.entryId,
      out
        ? p.medal !== undefined && !disqualified
          ? 'placed'
          : 'eliminated'
        : started.has(p.entryId)
          ? 'boxing'
          : 'drawn',
    );
  }
  return statuses;
}
