import { describe, expect, it } from 'vitest';
import { resultsOverTime } from './results-over-time';

const bout = (
  boutId: number,
  at: string | null,
  result: 'won' | 'lost' | 'drawn' | null,
  planned: string | null = null,
) => ({
  boutId,
  eta: at,
  plannedStart: planned,
  tournament: { name: 'AJ Elite Cup', slug: 'aj-elite-cup' },
  opponent: { name: `Opponent ${boutId}`, club: 'Yaba', boxerId: null },
  result,
  outcome: result === null ? null : 'WP',
});

describe('resultsOverTime', () => {
  it('lists the bouts with a result oldest first, each with the record and win rate after it', () => {
    const points = resultsOverTime([
      bout(3, '2026-11-28T10:00:00.000Z', 'won'),
      bout(9, '2026-11-29T10:00:00.000Z', null),
      bout(1, '2026-11-26T10:00:00.000Z', 'won'),
      bout(2, null, 'lost', '2026-11-27T10:00:00.000Z'),
      bout(4, null, 'drawn'),
    ]);
    expect(points.map((p) => [p.boutId, p.result, p.record, p.winRate])).toEqual([
      [1, 'won', { wins: 1, losses: 0, draws: 0 }, 100],
      [2, 'lost', { wins: 1, losses: 1, draws: 0 }, 50],
      [3, 'won', { wins: 2, losses: 1, draws: 0 }, 67],
    ]);
    expect(points[1]).toMatchObject({ at: '2026-11-27T10:00:00.000Z', opponent: 'Opponent 2' });
  });

  it('dates a bout by its day on the bout order, else its ETA', () => {
    const [point] = resultsOverTime([bout(1, '2026-11-28T10:00:00.000Z', 'won', '2026-11-26T09:00:00.000Z')]);
    expect(point!.at).toBe('2026-11-26T09:00:00.000Z');
  });

  it('has nothing to draw before a first result', () => {
    expect(resultsOverTime([bout(1, '2026-11-26T10:00:00.000Z', null)])).toEqual([]);
  });
});
