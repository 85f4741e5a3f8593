// What the results feature (reading the event: brackets, bout order, boxer profiles, own bouts) offers.
export {
  allMyBouts,
  boutOrderDay,
  boutOrderPage,
  boxerProfile,
  categoryPage,
  coachBouts,
  COACH_SCHEDULE_LIMIT,
  eventLinks,
  MATCHES_PAGE_SIZE,
  MY_MATCHES_LIMIT,
  myBouts,
  workspaceMatches,
} from './results.server';
export type {
  BoutOrderDay,
  BoutOrderPage,
  BoxerProfile,
  CategoryPage,
  EventLinks,
  MatchesPage,
  MatchRow,
  OrderLine,
  ProfileBout,
} from './results.server';
export { ringName } from './shaping';
// A boxer's results over time, the Progress chart's points (issue 30 item 4).
export { resultsOverTime } from './results-over-time';
export type { ResultPoint } from './results-over-time';
// Each ring's Now and Next of a tournament under way (issue 26): its page's top and the spectator hub.
export { liveRings, shapeRings } from './ring-now-next.server';
export type { LiveRings, RingCall, RingNowNext } from './ring-now-next.server';
export type { BracketBout, BracketCorner, BracketSection, Boxer, StandingsRow } from './shaping';
export { boutCalendar, boutEvents } from './bout-feed';
// Results that last (issue 16): awards, certificates, official results, progress and coaches' feedback.
export { awardCertificate, boxerAwards, boxerJourney, resultsCsv, tournamentResults } from './awards.server';
export type {
  AwardRow,
  CategorySheet,
  Certificate,
  Journey,
  Placing,
  Suspension,
  TournamentResults,
} from './awards.server';
// A boxer's page as each viewer may see it (issue 27: children's privacy), and certificates' addresses.
export { boxerPage } from './boxer-page.server';
export type { BoxerPage } from './boxer-page.server';
export { certificatePath } from './certificate-link.server';
export { MEDAL_NAMES, NO_CLUB, resultLine, sortMedalTable, SUSPENSION_DAYS } from './sheets';
export type { ClubMedals, MedalType, ResultBout } from './sheets';
export { progressOf } from './progress';
export type { FocusArea, Progress, Strength } from './progress';
export {
  bestBoxerChoices,
  currentBestBoxer,
  nameBestBoxer,
  setSuspensionDays,
  suspensionDays,
} from './results-settings.server';
export type { BestBoxerChoice } from './results-settings.server';
export {
  assessedSkills,
  assessSkill,
  boxerFeedback,
  coachFeedbackForm,
  feedbackChoices,
  NOTE_MAX,
  SKILL_LABELS,
  writeNote,
} from './feedback.server';
export type {
  AssessedSkill,
  BoxerFeedback,
  FeedbackAnswer,
  FeedbackStudent,
  SkillHistory,
} from './feedback.server';
// The referee dashboard's reads: the bouts an account officiates and the fouls it called.
export {
  allOfficiatingBouts,
  FOUL_HISTORY_LIMIT,
  foulHistory,
  OFFICIATING_PAGE_SIZE,
  officiatesAnyBout,
  officiatingBouts,
} from './officiating.server';
export type {
  FoulRow,
  OfficiatingBout,
  OfficiatingCorner,
  OfficiatingPage,
  OfficiatingRole,
} from './officiating.server';
