import { changesBoutOrder } from '~/lib/live-events';
import { enhanceAccountCorner } from './account-corner';
import { followLivePage } from './live-page';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The script of a tournament's public bout order, served as a document (decision 0034, "Live pages as
 * documents"): the header's phone menu and account corner, as on the academy's pages, and the page follows
 * the tournament's bouts live (live-page.ts).
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
followLivePage(document, { relevant: () => changesBoutOrder });
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
