// mulberry32: tiny, fast and good enough for shuffling a draw. Being seeded, a draw can be replayed
// and audited from the seed printed on the draw sheet.

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

class Mulberry32 implements Prng {
  private a: number;

  constructor(seed: number) {
    this.a = seed >>> 0;
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

export function createPrng(seed: number): Prng {
  return new Mulberry32(seed);
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(items: readonly T[], prng: Prng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = prng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
