import { Crown, Flame, Footprints, Hand, Medal, Star, Trophy, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The achievement badges (issue 33 item 2; decision 0038): a small catalogue in code. A boxer holds each at
 * most once; the rules in `rules.ts` say when it is earned, and a correction that removes the reason withdraws it.
 */
export const badgeIds = [
  'first-bout',
  'first-win',
  'first-medal',
  'ten-bouts',
  'win-by-rsc',
  'champion-beginner-intermediate',
  'champion-intermediate-advanced',
  'champion-elite',
  'ranked-top-3',
] as const;
export type BadgeId = (typeof badgeIds)[number];

export type BadgeDefinition = { title: string; description: string; icon: LucideIcon };

export const BADGES: Record<BadgeId, BadgeDefinition> = {
  'first-bout': { title: 'First bout', description: 'Stepped into the ring for a bout.', icon: Footprints },
  'first-win': { title: 'First win', description: 'Had their hand raised for the first time.', icon: Hand },
  'first-medal': { title: 'First medal', description: 'Won a gold, silver or bronze medal.', icon: Medal },
  'ten-bouts': { title: '10 bouts', description: 'Boxed ten bouts on the platform.', icon: Flame },
  'win-by-rsc': {
    title: 'Win by RSC',
    description: 'Won a bout by referee stopping the contest.',
    icon: Zap,
  },
  'champion-beginner-intermediate': {
    title: 'Champion · Beginner-Intermediate',
    description: 'Won gold at a Beginner-Intermediate tournament.',
    icon: Trophy,
  },
  'champion-intermediate-advanced': {
    title: 'Champion · Intermediate-Advanced',
    description: 'Won gold at an Intermediate-Advanced tournament.',
    icon: Trophy,
  },
  'champion-elite': {
    title: 'Champion · Elite',
    description: 'Won gold at an Elite tournament.',
    icon: Crown,
  },
  'ranked-top-3': {
    title: 'Ranked top 3',
    description: 'Ranked in the top 3 of a ranking division.',
    icon: Star,
  },
};

export function isBadgeId(value: string): value is BadgeId {
  return (badgeIds as readonly string[]).includes(value);
}
