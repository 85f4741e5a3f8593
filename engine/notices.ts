import type { EntryId, Notice, CategoryDraw } from './types';

/**
 * Notices for the officials: those the engine recorded (a Swiss event that had to end early) and every
 * boxer who got a bye and then a walkover, which amateur rules do not allow. The engine cannot undo
 * a withdrawal, so it reports the case for the supervisor to settle (for example by a redraw).
 */
export function notices(state: CategoryDraw): Notice[] {
  const out: Notice[] = [...state.notices];
  const lastWasBye = new Set<EntryId>();
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      if (bout.status === 'bye') {
        lastWasBye.add(bout.winner as EntryId);
        continue;
      }
      if (bout.status !== 'completed' || !bout.result) continue;
      const { winner, loser, outcome } = bout.result;
      if (outcome === 'WO' && lastWasBye.has(winner))
        out.push({
          code: 'BYE_THEN_WALKOVER',
          message: `${winner} had a bye and then a walkover (bout ${bout.id})`,
          entryId: winner,
          bout: bout.id,
        });
      lastWasBye.delete(winner);
      lastWasBye.delete(loser);
    }
  return out;
}
