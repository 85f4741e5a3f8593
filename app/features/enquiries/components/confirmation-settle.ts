/**
 * How long the links under a fresh confirmation ignore clicks: a double-clicked submit button's second
 * click lands where the confirmation's first link now is, and must not take the person away from their
 * reference to an empty form (a double click is two clicks within about half a second). Shared by the
 * React confirmation and the script of a form page served as a document.
 */
export const CONFIRMATION_SETTLE_MS = 700;
