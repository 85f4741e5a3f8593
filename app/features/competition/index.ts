// What the competition feature (draws, weigh-in, bout order; the one caller of engine/) offers, on purpose.
export {
  categoryLabel,
  drawAll,
  drawCategory,
  eligibleEntries,
  WALKOVER_CHAMPION_LABEL,
  withdrawAfterDraw,
} from './draws.server';
export type { DrawOutcome, WalkoverMarker } from './draws.server';
export { getBracket, listBouts } from './bracket.server';
export type { Bracket, BracketBout, BoutRow, Corner } from './bracket.server';
export { STALE_MESSAGE } from './engine-state.server';
