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
export { boutDays, getBracket, getStandings, listBouts } from './bracket.server';
export { drawView, viewBoxers } from './draw-view.server';
export type { DrawView, ViewBout, ViewBoxer, ViewCorner, ViewRound, ViewStanding } from './draw-view.server';
export { boutEtas } from './bout-times.server';
// The medal of each placed entry of a category, for a boxer's standing (issue 30 item 2).
export { drawnMedals } from './entry-medals.server';
export type { Medal } from './entry-medals.server';
// The judges' totals the public bout page shows, for the official results (issue 27 item 16).
export { decisionTotals, tournamentCardTotals } from './card-totals.server';
export type { JudgeTotal } from './card-totals.server';
export type { BoutEtas } from './bout-times.server';
export { boutStateLabel, publicBoutState, publicBoutStates, rowBoutState } from './bout-state';
export type { PublicBoutState } from './bout-state';
export type { Bracket, BracketBout, BoutRow, Corner, Standings, StandingsLine } from './bracket.server';
export { currentDrawState, STALE_MESSAGE } from './engine-state.server';
export {
  assignOfficials,
  listSessions,
  MAX_RINGS,
  moveBout,
  officialConflicts,
  officialPool,
  officialsByBout,
  scheduleTournament,
  SESSION_ENDS,
  setSessions,
} from './schedule.server';
export type { BoutConflict, ConflictReason, Official, OfficialsInput, SessionInput } from './schedule.server';
export {
  closeWeighIn,
  dueWithoutWeight,
  moveEntry,
  recordWeighIn,
  weighInList,
  WEIGHT_RANGE,
} from './weigh-in.server';
export type { DueWithoutWeight, WeighInInput, WeighInOutcome, WeighInRow } from './weigh-in.server';
export { drawSummaries, managedTournament } from './pages.server';
export type { CategoryDrawSummary } from './pages.server';
export {
  boutSheet,
  correctResult,
  decide,
  recordDecision,
  recordFoul,
  recordFoulCall,
  recordScorecard,
  recordStart,
  startBout,
  submitScorecard,
} from './officiating.server';
export type {
  BoutSheet,
  CorrectionInput,
  CorrectionOutcome,
  DecisionInput,
  FoulInput,
  FoulOutcome,
  ScorecardInput,
  ScorecardOutcome,
  SheetCorner,
  SheetDecision,
  SheetViewerRole,
} from './officiating.server';
// The API's body for a draw is the draws page's form's own base (decision 0008: one schema per command).
export { drawBodySchema } from './forms';
// Messages by phone the clock makes due (issue 32): "on in about 30 minutes", the weigh-in reminder.
export {
  queueBoutSoonMessages,
  queueWeighInReminders,
  scanPhoneReminders,
  startPhoneReminders,
} from './phone-reminders.server';
// The round clock and bell (issue 33 item 4).
export { readBoutClock, tapBoutClock, type BoutClock, type ClockTapAnswer } from './clock/clock.server';
export { clockActions, type ClockAction } from './clock/machine';
// Protests and the jury's review (issue 33 item 3).
export {
  boutProtests,
  isJuror,
  juryCandidates,
  juryProtests,
  listJury,
  listProtests,
  lodgeProtest,
  PROTEST_WINDOW_MS,
  protestableBouts,
  protestWindowClosesAt,
  reviewProtest,
  setJury,
} from './protests/protests.server';
export type {
  JuryMember,
  LodgeInput,
  ProtestableBout,
  ProtestView,
  ReviewInput,
} from './protests/protests.server';
