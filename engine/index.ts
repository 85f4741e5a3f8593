// Public API of the tournament engine. Every function is pure: it takes a state (plain JSON data)
// and returns a new one, leaving the input untouched.

export { createDraw, DEFAULT_TIE_BREAKERS } from './draw';
export { recordResult, withdraw, reinstate } from './progression';
export { migrateState, recordRoundScore, setBoutDetails, startBout, stopBout } from './live';
export type { BoutDetails, RoundScore } from './live';
export {
  applySchedule,
  boutMinutes,
  DEFAULT_CHANGEOVER_MINUTES,
  estimateTimes,
  planSchedule,
  startedBoutStart,
} from './schedule';
export type {
  BoutTimes,
  PlannedBout,
  RestRule,
  Schedule,
  ScheduleCategory,
  ScheduleOptions,
  Session,
} from './schedule';
export { applyPatch, statePatch } from './persist';
export type { PatchOperation, PatchPath } from './persist';
export { decideBout } from './scoring';
export type { Decision } from './scoring';
export { standings } from './standings';
export type { StandingRow } from './standings';
export { ranking } from './ranking';
export type { Medal, Placing, Ranking } from './ranking';
export { notices } from './notices';
export { allBouts, getBout, readyBouts, isComplete } from './state';
export { DEFAULT_RULES, resolveRules } from './rules';
export { EngineError, isEngineError } from './errors';
export type { EngineErrorCode } from './errors';
export { createPrng } from './prng';
export type { Prng } from './prng';
export { playThrough, randomResult, randomScorecards } from './simulation';
export { BYE, FORMATS, OUTCOMES, STATE_VERSION, STOPPAGES, SUSPENDING, TIE_BREAKERS } from './types';
export type * from './types';
