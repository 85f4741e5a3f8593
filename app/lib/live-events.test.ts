import { describe, expect, it } from 'vitest';
import {
  changesBoutOrder,
  changesCategoryDraw,
  FIRST_RETRY_MS,
  followingText,
  LIVE_EVENT_TYPES,
  MAX_RETRY_MS,
  nextRetryMs,
  refetchesFor,
} from './live-events';

describe('following a tournament live', () => {
  it('tries again after 1 s, doubling up to 30 s (SPEC §7)', () => {
    const waits = [FIRST_RETRY_MS];
    while (waits.length < 8) waits.push(nextRetryMs(waits.at(-1)!));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, MAX_RETRY_MS, 30_000, 30_000]);
  });

  it('the bout order reads itself again when bouts start, end or move, not for cards, fouls or the clock', () => {
    const refetches = LIVE_EVENT_TYPES.filter((type) =>
      refetchesFor(changesBoutOrder, type, { tournamentId: 1 }),
    );
    expect(refetches).toEqual([
      'tournament.updated',
      'draw.published',
      'bout.scheduled',
      'bout.started',
      'bout.decided',
      'bout.corrected',
      'vote.cast',
      'bout.protest',
    ]);
  });

  it('a category’s draw reads itself again for its own bouts and the tournament’s changes, not another category’s', () => {
    const draw = changesCategoryDraw(7);
    expect(refetchesFor(draw, 'bout.decided', { tournamentId: 1, categoryId: 7 })).toBe(true);
    expect(refetchesFor(draw, 'tournament.updated', { tournamentId: 1 })).toBe(true);
    expect(refetchesFor(draw, 'bout.decided', { tournamentId: 1, categoryId: 8 })).toBe(false);
    expect(refetchesFor(draw, 'vote.cast', { tournamentId: 1, categoryId: 7 })).toBe(false);
    expect(refetchesFor(draw, 'bout.clock', { tournamentId: 1, categoryId: 7 })).toBe(false);
  });

  it('says it follows the bouts only while the stream is live', () => {
    expect(followingText('live')).toBe('; this page follows the bouts as they happen.');
    expect(followingText('connecting')).toBe('.');
    expect(followingText('reconnecting')).toBe('.');
  });
});
