import { describe, expect, it } from 'vitest';
import { loadWithRetries, retryDelay } from './retry';

describe('loading a dashboard with retries (SPEC §7)', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('tries again three times after a failure, waiting 1, 2 and 4 s, then lets the failure through', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = loadWithRetries(
      async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
      undefined,
      async (ms) => void waits.push(ms),
    );
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('answers as soon as a try succeeds, and never retries a refusal', async () => {
    let calls = 0;
    const value = await loadWithRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Response(null, { status: 503 });
        return 'loaded';
      },
      undefined,
      async () => {},
    );
    expect([value, calls]).toEqual(['loaded', 3]);
    let refused = 0;
    await expect(
      loadWithRetries(
        async () => {
          refused += 1;
          throw new Response(null, { status: 403 });
        },
        undefined,
        async () => {},
      ),
    ).rejects.toBeInstanceOf(Response);
    expect(refused).toBe(1);
  });
});
