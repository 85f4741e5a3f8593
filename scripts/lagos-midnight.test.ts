import { describe, expect, it } from 'vitest';
import { msToLagosMidnight, waitBeforeBrowserTests } from './lagos-midnight.mjs';

const minutes = (n: number) => n * 60 * 1000;

describe('the wait before the browser tests, so that they do not cross midnight in Lagos', () => {
  it('counts to midnight in Lagos, an hour ahead of UTC', () => {
    expect(msToLagosMidnight(new Date('2026-11-24T22:40:00Z'))).toBe(minutes(20));
    expect(msToLagosMidnight(new Date('2026-11-24T23:00:00Z'))).toBe(minutes(24 * 60));
    expect(msToLagosMidnight(new Date('2026-11-24T10:15:30.250Z'))).toBe(minutes(12 * 60 + 45) - 30_250);
  });

  it('does not wait when midnight is more than 20 minutes away', () => {
    expect(waitBeforeBrowserTests(new Date('2026-11-24T22:39:59Z'))).toBe(0);
    expect(waitBeforeBrowserTests(new Date('2026-11-24T03:00:00Z'))).toBe(0);
    expect(waitBeforeBrowserTests(new Date('2026-11-24T23:00:01Z'))).toBe(0);
  });

  it('waits until half a minute past midnight when it is closer', () => {
    expect(waitBeforeBrowserTests(new Date('2026-11-24T22:40:00Z'))).toBe(minutes(20) + 30_000);
    expect(waitBeforeBrowserTests(new Date('2026-11-24T22:59:50Z'))).toBe(40_000);
    expect(waitBeforeBrowserTests(new Date('2026-11-24T22:50:00Z'), 5)).toBe(0);
  });
});
