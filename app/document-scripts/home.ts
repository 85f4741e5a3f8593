import { enhanceAccountCorner } from './account-corner';
import { enhanceFilmDialog } from './film-dialog';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The home page's own script (decision 0034): the page is served without React or the router, and this
 * does the little it needs script for. The header's links, the Live entry and the phone menu work without
 * it; it keeps the menu's toggle labelled, shows the signed-in person's corner and runs the film dialog.
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
enhanceFilmDialog(document);
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
