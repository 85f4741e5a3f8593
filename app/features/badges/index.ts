// What the badges feature (issue 33: achievement badges) offers, on purpose.
export { awardBadges } from './award.server';
