import { changesBoutLists } from '~/lib/live-events';
import { enhanceAccountCorner } from './account-corner';
import { followLivePage } from './live-page';
import { enhancePhoneMenu } from './phone-menu';
import { enhanceShareLink } from './share-link';

/**
 * The script of a tournament's page as a visitor reads it, served as a document (decision 0034): the
 * header's phone menu and account corner, the Share link's Copy button, and, while the tournament is live,
 * its rings' Now and Next following the bouts (live-page.ts; the page marks the tournament it follows).
 * A signed-in person's page, with their forms and standing, hydrates as before.
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
enhanceShareLink(document);
followLivePage(document, {
  relevant: () => changesBoutLists,
  replacing: () => () => enhanceShareLink(document),
});
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
