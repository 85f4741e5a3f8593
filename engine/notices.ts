import { BYE } from './types';
import type { Bout, CategoryDraw, EntryId, Notice } from './types';

/**
 * Notices for the officials: those the engine recorded (a Swiss event that had to end early), every
 * boxer who got a bye and then a walkover, and every bye after round 1 that withdrawals (or medical
 * suspensions) caused: amateur rules give byes in round 1 only, and never two to one boxer. The engine
 * cannot undo a withdrawal, so it reports the case for the supervisor to settle (for example by a redraw).
 */
export function notices(state: CategoryDraw): Notice[] {
  const out: Notice[] = [...state.notices];
  // Each boxer's last bye not yet followed by a bout boxed, with its bout.
  const lastBye = new Map<EntryId, string>();
  // Bouts that send nobody on because boxers are out: void ones, and byes for their beaten side.
  const emptied = new Map<string, string>();
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      if (bout.status === 'cancelled') {
        const why = emptiedBy(bout, emptied);
        if (why !== null) emptied.set(bout.id, why);
        continue;
      }
      if (bout.status === 'bye') {
        const winner = bout.winner as EntryId;
        const why = emptiedBy(bout, emptied);
        if (why !== null) {
          emptied.set(bout.id, why);
          const earlier = lastBye.get(winner);
          out.push(
            earlier === undefined
              ? {
                  code: 'BYE_AFTER_WITHDRAWALS',
                  message: `${winner} goes through ${bout.id} without a bout: ${why}`,
                  entryId: winner,
                  bout: bout.id,
                }
              : {
                  code: 'SECOND_BYE',
                  message: `${winner} goes through ${bout.id} without a bout, after a bye in ${earlier}: ${why}`,
                  entryId: winner,
                  bout: bout.id,
                },
          );
        }
        lastBye.set(winner, bout.id);
        continue;
      }
      if (bout.status !== 'completed' || !bout.result) continue;
      const { winner, loser, outcome } = bout.result;
      if (winner === null || loser === null) continue;
      if (outcome === 'WO' && lastBye.has(winner))
        out.push({
          code: 'BYE_THEN_WALKOVER',
          message: `${winner} had a bye and then a walkover (bout ${bout.id})`,
          entryId: winner,
          bout: bout.id,
        });
      lastBye.delete(winner);
      lastBye.delete(loser);
    }
  return out;
}

/**
 * Why a side of this bout is empty, if boxers being out emptied it rather than the draw's own byes:
 * a boxer out in its corners, or an empty side fed by a bout that withdrawals emptied. Null otherwise.
 */
function emptiedBy(bout: Bout, emptied: ReadonlyMap<string, string>): string | null {
  for (let corner = 0; corner < 2; corner++) {
    const slot = bout.slots[corner];
    if (bout.status === 'cancelled' && slot !== null && slot !== BYE)
      return `nobody is left to box ${bout.id}`;
    const source = bout.sources?.[corner];
    if (slot !== BYE || !source) continue;
    const why = emptied.get(source.bout);
    if (why !== undefined) return why;
  }
  return null;
}
