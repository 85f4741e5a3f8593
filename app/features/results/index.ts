// What the results feature (reading the event: brackets, bout order, boxer profiles, own bouts) offers.
export {
  allMyBouts,
  boutOrderPage,
  boxerProfile,
  categoryPage,
  eventLinks,
  MATCHES_PAGE_SIZE,
  MY_MATCHES_LIMIT,
  myBouts,
  workspaceMatches,
} from './results.server';
export type {
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
export type { BracketBout, BracketCorner, BracketSection, Boxer, StandingsRow } from './shaping';
export { boutCalendar, boutEvents } from './bout-feed';
