import { describe, expect, it } from 'vitest';
import { createPrng, shuffle } from './prng';

describe('prng', () => {
  it('replays the same sequence from the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createPrng(43).next()).not.toBe(xs[0]);
  });

  it('draws integers in range, roughly evenly', () => {
    const prng = createPrng(1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[prng.int(4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('shuffles a copy', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const out = shuffle(items, createPrng(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...out].sort()).toEqual(items);
  });
});
