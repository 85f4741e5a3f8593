import { enhanceAccountCorner } from './account-corner';
import { enhanceCalendarSearch } from './calendar-search';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The script of the tournament calendar, served as a document (decision 0034): the header's phone menu and
 * account corner, and the search that follows typing (calendar-search.ts).
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
enhanceCalendarSearch(document);
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
