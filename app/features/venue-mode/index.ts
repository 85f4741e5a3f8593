// Venue mode (issue 18): the printed venue sheet, the admin's backup download.
export { venueSheet } from './sheet.server';
export type { SheetAddress, SheetScreen, VenueSheet } from './sheet.server';
