/**
 * The one clock of the product: every rule that depends on "now" (deadlines, the day of an event, ETAs, rate
 * windows, retries, the demo event's day) reads it here, never `new Date()` or `Date.now()` (lint refuses
 * them outside this module).
 *
 * It keeps real time unless it is set: `AJB_NOW` (an ISO 8601 instant, read once at start-up) or a test's
 * `setClock` moves it to that instant, and from there it runs at the speed of real time, so timers, retries
 * and the order of events behave as they would on that day. The browser tests run against one fixed
 * instant this way, whatever the hour they run at (decision 0017).
 */
type ClockState = {
  offsetMs: number;
  /** The offset of the work in progress when it runs at another instant (server/clock-scope.ts), if any. */
  scopedOffsetMs?: () => number | undefined;
};
/**
 * Kept on the process, not in this module: the production build bundles its own copy of this module for
 * the pages, beside the server's, and both must read the one clock the server set.
 */
const state: ClockState = ((globalThis as { [key: symbol]: ClockState })[Symbol.for('ajbxng.clock')] ??= {
  offsetMs: 0,
});

export const clock = {
  /** The current instant. */
  now(): Date {
    return new Date(Date.now() + offsetMs());
  },
  /** The current instant in milliseconds since the epoch. */
  ms(): number {
    return Date.now() + offsetMs();
  },
};

const offsetMs = () => state.scopedOffsetMs?.() ?? state.offsetMs;

/**
 * For server/clock-scope.ts only (it keeps node:async_hooks out of this module, which route modules
 * import): where the work in progress reads its offset from, and the offset that makes now `at`.
 */
export const clockScopes = {
  install(read: () => number | undefined): void {
    state.scopedOffsetMs = read;
  },
  offsetTo(at: Date): number {
    return at.getTime() - Date.now();
  },
};

/**
 * The auth library (better-auth) takes no clock: it stamps sessions and tokens with real time and compares
 * them with real time. Our own reads of its expiries compare with this, so they agree with it.
 */
export function authLibraryNow(): Date {
  return new Date(Date.now());
}

/** Sets the clock to `at` (from then on it runs with real time); `null` goes back to real time. */
export function setClock(at: Date | null): void {
  state.offsetMs = at ? at.getTime() - Date.now() : 0;
}

/** Parses `AJB_NOW`: an ISO 8601 instant with its offset or Z (e.g. 2026-11-28T18:30:00+01:00). */
export function parseClockSetting(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
