// What the rankings feature (issue 33: rankings and the bootcamp's selection) offers, on purpose.
export { recomputeRankings, takeRankingsLock } from './recompute.server';
export type { RankMoved } from './recompute.server';
export { bestRanks, boxerRankings, divisionStandings, profileRankings, rankings } from './standings.server';
export type { BoxerRanking, Division, ProfileRanking, RankedBoxer, RankingFilters } from './standings.server';
export {
  answerInvitation,
  bootcampCandidates,
  bootcampCohort,
  cohortFor,
  inviteShortlist,
  myInvitations,
  publishCohort,
  publishedCohort,
  removeFromShortlist,
  shortlistBoxer,
} from './bootcamp.server';
export type { BootcampCandidate, Selection } from './bootcamp.server';
