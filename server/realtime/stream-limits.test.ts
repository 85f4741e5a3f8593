import { describe, expect, it } from 'vitest';
import { createStreamLimiter } from './stream-limits';

describe('the live stream limiter', () => {
  it('counts each address apart and the instance in all; a place is given back once', () => {
    const limiter = createStreamLimiter(() => ({ perAddress: 2, total: 3 }));
    const a1 = limiter.open('203.0.113.1');
    const a2 = limiter.open('203.0.113.1');
    expect('release' in a1 && 'release' in a2).toBe(true);
    expect(limiter.open('203.0.113.1')).toMatchObject({ refused: 'address' });
    // Another address still has its own places, until the instance is full.
    const b1 = limiter.open('198.51.100.7');
    expect('release' in b1).toBe(true);
    expect(limiter.open('198.51.100.7')).toMatchObject({ refused: 'instance' });
    expect(limiter.count()).toBe(3);

    if (!('release' in a1)) throw new Error('a1 was refused');
    a1.release();
    a1.release();
    expect(limiter.count()).toBe(2);
    expect(limiter.count('203.0.113.1')).toBe(1);
    expect('release' in limiter.open('198.51.100.7')).toBe(true);
  });
});
