import { describe, expect, it, vi } from 'vitest';
import { authLibraryNow, clock, parseClockSetting, setClock } from './clock';
import { atInstant } from './clock-scope';
import { ConfigError, loadConfig } from './config';

/** A configuration that writes nothing (the secret is given). */
const quiet = { AUTH_SECRET: 'a-secret-of-forty-characters-for-the-test' };

describe('the one clock', () => {
  it('keeps the machine’s time until it is set', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect(clock.ms()).toBe(Date.parse('2026-11-27T20:00:00Z'));
  });

  it('set to an instant, runs on from it at the speed of the machine’s clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:55:00Z'));
    setClock(new Date('2026-11-28T17:30:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-28T17:30:00.000Z');
    vi.setSystemTime(new Date('2026-11-27T23:25:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-28T18:00:00.000Z');
    // The auth library keeps the machine's time, whatever the clock says.
    expect(authLibraryNow().toISOString()).toBe('2026-11-27T23:25:00.000Z');
    setClock(null);
    expect(clock.now().toISOString()).toBe('2026-11-27T23:25:00.000Z');
  });

  it('runs work at another instant for that work alone, while the rest keeps the process’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:55:00Z'));
    setClock(new Date('2026-11-28T17:30:00Z'));
    let release = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    const past = atInstant(new Date('2026-07-02T09:00:00Z'), async () => {
      const before = clock.now().toISOString();
      await paused;
      vi.setSystemTime(new Date('2026-11-27T22:55:02Z'));
      return [before, clock.now().toISOString()];
    });
    // Meanwhile, outside it: the process's clock.
    expect(clock.now().toISOString()).toBe('2026-11-28T17:30:00.000Z');
    release();
    expect(await past).toEqual(['2026-07-02T09:00:00.000Z', '2026-07-02T09:00:02.000Z']);
    expect(clock.now().toISOString()).toBe('2026-11-28T17:30:02.000Z');
    setClock(null);
  });

  it('reads AJB_NOW as an ISO 8601 instant with its offset, and nothing else', () => {
    expect(parseClockSetting('2026-11-28T18:30:00+01:00')?.toISOString()).toBe('2026-11-28T17:30:00.000Z');
    expect(parseClockSetting('2026-11-28T17:30Z')?.toISOString()).toBe('2026-11-28T17:30:00.000Z');
    for (const bad of ['2026-11-28', '2026-11-28T18:30:00', 'tomorrow', '2026-13-40T25:00:00Z', '1764350000'])
      expect(parseClockSetting(bad), bad).toBeNull();
  });

  it('is set by AJB_NOW at start-up; a bad value stops the start naming it', () => {
    const config = loadConfig({ AJB_NOW: '2026-11-28T18:30:00+01:00', ...quiet });
    expect(config.clockAt?.toISOString()).toBe('2026-11-28T17:30:00.000Z');
    expect(loadConfig({ ...quiet }).clockAt).toBeUndefined();
    expect(() => loadConfig({ AJB_NOW: 'tomorrow at noon', ...quiet })).toThrow(ConfigError);
    expect(() => loadConfig({ AJB_NOW: 'tomorrow at noon', ...quiet })).toThrow(/AJB_NOW/);
  });
});
