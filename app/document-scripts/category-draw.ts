import { changesCategoryDraw } from '~/lib/live-events';
import { enhanceAccountCorner } from './account-corner';
import { currentRounds, enhanceBrackets, measureBracketsOnResize } from './bracket';
import { followLivePage } from './live-page';
import { enhancePhoneMenu } from './phone-menu';

/**
 * The script of a category's public draw, served as a document (decision 0034, "Live pages as documents"):
 * the header's phone menu and account corner, the bracket's frames (bracket.ts), and the page follows the
 * category's bouts live (live-page.ts).
 */
enhancePhoneMenu(document);
enhanceAccountCorner(document);
// After the first paint: the page is laid out by then, and its first layout is not forced inside this script's
// task (one long task fewer for a phone's main thread, issue 29).
requestAnimationFrame(() =>
  setTimeout(() => {
    enhanceBrackets(document);
    measureBracketsOnResize(document);
  }),
);
followLivePage(document, {
  relevant: (marker) => changesCategoryDraw(Number(marker.dataset.liveCategory)),
  replacing: () => {
    const before = currentRounds(document);
    return () => enhanceBrackets(document, before);
  },
});
// The page's script has taken the document over: browser tests wait for this (tests/e2e/fixtures.ts).
document.documentElement.dataset.hydrated = 'true';
