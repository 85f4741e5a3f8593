// What the badges feature (issue 33: achievement badges) offers, on purpose.
export { awardBadges } from './award.server';
export { heldBadges } from './read.server';
export type { HeldBadge } from './read.server';
export { BADGES, badgeIds } from './catalogue';
export type { BadgeId } from './catalogue';
