/**
 * Bouts officiated and scored (issue 16): the referee starts a bout, each judge sends their card round by
 * round (or the recorder types them from paper), the referee records fouls and warnings and stops a bout;
 * an organiser corrects a result with a reason. Every change runs in one transaction that first locks the
 * bout's category row, so changes to one category queue instead of failing on the revision, and writes the
 * engine's state, the bouts rows and the rows people query (scorecards, fouls, awards, records) together.
 *
 * One job per module under officiating/ (issue 26): context (the bout read and locked, shared rules),
 * start, scoring, fouls, decision, correction, consequences (what a result brings), bout-sheet (reading).
 * This module only gathers what the feature offers.
 */
export { boutSheet } from './officiating/bout-sheet.server';
export { correctResult } from './officiating/correction.server';
export { decide, recordDecision } from './officiating/decision.server';
export { recordFoul, recordFoulCall } from './officiating/fouls.server';
export { recordScorecard, submitScorecard } from './officiating/scoring.server';
export { recordStart, startBout } from './officiating/start.server';
export type {
  BoutSheet,
  CorrectionInput,
  CorrectionOutcome,
  DecisionInput,
  FoulInput,
  FoulOutcome,
  OfficialRef,
  ScorecardInput,
  ScorecardOutcome,
  SheetCorner,
  SheetDecision,
  SheetViewerRole,
} from './officiating/types';
