// The venue's screens (issue 17): a ring's current bout and what comes next, for a TV at the venue.
export { venueScreen } from './venue.server';
export type { VenueNextBout, VenueScreen } from './venue.server';
