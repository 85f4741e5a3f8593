import { enhanceAccountCorner } from './account-corner';
import { enhancePhoneMenu } from './phone-menu';
import { enhanceTabs } from './tabs';
import { enhanceWalkthrough } from './walkthrough';

/**
 * The script of the tournament demo page, served as a document (decision 0034): the header's phone menu and
 * account corner, the walkthrough (plays by itself unless the visitor prefers reduced motion) and the tabs
 * of the demo tournament's views.
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
enhanceWalkthrough(document);
enhanceTabs(document);
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
