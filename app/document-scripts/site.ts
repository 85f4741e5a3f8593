import { enhanceAccountCorner } from './account-corner';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The script of the academy's static pages other than home (about, courses and their categories, success
 * stories: decision 0034, "Extended"): they are served without React or the router, and this keeps the phone
 * menu's toggle labelled and shows the signed-in person's corner. Everything else on them is HTML.
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
