import { describe, expect, it } from 'vitest';
import { bootcampOrder, decayed, rankingWeightClass, standings, type PointFact } from './rules';

const names = new Map([
  ['ada', 'Ada Obi'],
  ['bola', 'Bola Ade'],
  ['chi', 'Chi Eze'],
  ['dayo', 'Dayo Ogun'],
]);
const fact = (boxerId: string, kind: PointFact['kind'], points: number, earnedOn: string): PointFact => ({
  boxerId,
  kind,
  points,
  earnedOn,
});

describe('the ranking rules', () => {
  it('points fade linearly to nothing at 365 days', () => {
    expect(decayed(90, '2026-01-01', '2026-01-01')).toBe(90);
    expect(decayed(73, '2026-01-01', '2026-07-02')).toBe(36.6); // 182 days: 73 × 183/365
    expect(decayed(90, '2026-01-01', '2027-01-01')).toBe(0);
  });

  it('lbs classes map to the kg class that holds them, by gender', () => {
    expect(rankingWeightClass('lightweight', 'men')).toBe('wb-m65'); // 61.2 kg
    expect(rankingWeightClass('lightweight', 'women')).toBe('wb-w65');
    expect(rankingWeightClass('cruiserweight', 'men')).toBe('wb-m90plus'); // 90.7 kg
    expect(rankingWeightClass('heavyweight', 'women')).toBe('wb-w80plus');
    expect(rankingWeightClass('wb-w54', 'women')).toBe('wb-w54');
  });

  it('ties on points: more golds, then more wins, then the most recent result, then the name', () => {
    const today = '2026-11-29';
    const table = standings(
      [
        // Ada: one gold (30). Bola: three wins (30). Chi: three wins, earlier (30). Dayo: three wins, same day as Chi.
        fact('ada', 'gold', 30, today),
        ...[1, 2, 3].map(() => fact('bola', 'win', 10, today)),
        ...[1, 2, 3].map(() => fact('chi', 'win', 10, '2026-11-20')),
        ...[1, 2, 3].map(() => fact('dayo', 'win', 10, '2026-11-20')),
      ],
      names,
      '2026-11-29',
    );
    // Decay makes the earlier wins worth less: Chi and Dayo are below Ada and Bola and level with each other.
    expect(table.map((s) => [s.rank, s.name, s.points, s.tieBreak])).toEqual([
      [1, 'Ada Obi', 30, 'golds'],
      [2, 'Bola Ade', 30, null],
      [3, 'Chi Eze', 29.25, 'name'],
      [4, 'Dayo Ogun', 29.25, null],
    ]);
  });

  it('the bootcamp takes each boxer once, by their best division', () => {
    const row = (boxerId: string, points: number) => ({
      boxerId,
      points,
      golds: 0,
      wins: 1,
      lastResultOn: '2026-11-01',
      name: names.get(boxerId)!,
    });
    const order = bootcampOrder([row('ada', 10), row('bola', 40), row('ada', 50), row('chi', 20)], 2);
    expect(order.map((r) => [r.boxerId, r.points])).toEqual([
      ['ada', 50],
      ['bola', 40],
    ]);
  });
});
