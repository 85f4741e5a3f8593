/**
 * What the officials' service worker keeps (sw.ts), named once for the worker and the pages: the ringside
 * pages and their data, the last sheet of each bout this device showed, and nothing else of the site.
 */

/** The signed-in ringside pages: the referee dashboard and a bout's page, as documents and as `.data`. */
export const RINGSIDE_PAGE = /^\/referee-dashboard(?:\/bouts\/[1-9]\d{0,8})?(?:\.data)?$/;

/** A bout's sheet as the officiating API reads it (the page asks for it every few seconds). */
export const BOUT_SHEET = /^\/api\/v1\/bouts\/[1-9]\d{0,8}$/;

/** Writes that change who is signed in: the device forgets the pages of the account before. */
export const SESSION_CHANGES = new Set([
  '/sign-out',
  '/sign-out.data',
  '/sign-in',
  '/sign-in.data',
  '/api/auth/sign-out',
  '/api/auth/sign-in/email',
]);

/** The caches that hold an account's pages and sheets: emptied when the session changes. */
export const PRIVATE_CACHES = ['ringside-pages', 'ringside-sheets'] as const;
export const [PAGES_CACHE, SHEETS_CACHE] = PRIVATE_CACHES;

/** Where a page that is not kept for offline use sends the official while the network is down. */
export const OFFLINE_PAGE = '/offline';
