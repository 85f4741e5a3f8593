/**
 * The round clock (issue 33 item 4), a pure state machine shared by the server, the timekeeper's device and
 * every screen that shows it. What is stored (bout_clocks) is the phase, when it (re)started and how much of
 * it had run before; what a screen shows is computed from those and the time now, so every device counts on
 * its own between taps (and through a network drop) and agrees with the others.
 *
 * ready (round n) → start → running → time (the referee's) → paused → resume → running → the bell (the round's
 * time is up, or the timekeeper ends it) → rest (1 minute) → the rest's bell: ready for round n+1 (or start
 * at once) … → finished after the last round's bell.
 */

export const REST_MS = 60_000;
/** The 10-second warning: before the end of a round and of the rest. */
export const WARNING_MS = 10_000;

export type ClockPhase = 'ready' | 'running' | 'paused' | 'rest' | 'finished';
export type ClockAction = 'start' | 'pause' | 'resume' | 'end_round';
export const clockActions: readonly ClockAction[] = ['start', 'pause', 'resume', 'end_round'];

/** What is stored and sent: times as epoch milliseconds. */
export type ClockState = {
  round: number;
  phase: ClockPhase;
  phaseStartedAt: number | null;
  elapsedMs: number;
  revision: number;
};

export type ClockRules = { rounds: number; roundMs: number; restMs?: number };

/** What a screen shows at a moment. */
export type ClockView = {
  round: number;
  phase: ClockPhase;
  /** Time left in the round (running, paused, ready) or the rest; 0 when finished. */
  remainingMs: number;
  /** The last 10 seconds of a running round or of the rest. */
  warning: boolean;
  /** Rounds whose closing bell has gone (1..n): the judges may score them. */
  roundsBelled: number;
};

export const initialClock = (): ClockState => ({
  round: 1,
  phase: 'ready',
  phaseStartedAt: null,
  elapsedMs: 0,
  revision: 0,
});

const restOf = (rules: ClockRules) => rules.restMs ?? REST_MS;
const runFor = (state: ClockState, now: number) =>
  state.elapsedMs + (state.phaseStartedAt === null ? 0 : Math.max(0, now - state.phaseStartedAt));

/**
 * The state as it stands at `now`: a running round whose time is up has had its bell (rest, or finished
 * after the last round) and a rest that is over leaves the next round ready. The revision is kept: time
 * passing is not a tap.
 */
export function settle(state: ClockState, rules: ClockRules, now: number): ClockState {
  let s = state;
  for (let guard = 0; guard < 3; guard++) {
    if (s.phase === 'running' && runFor(s, now) >= rules.roundMs) {
      const bellAt = (s.phaseStartedAt ?? now) + (rules.roundMs - s.elapsedMs);
      s = afterBell(s, rules, bellAt);
    } else if (s.phase === 'rest' && runFor(s, now) >= restOf(rules)) {
      s = { ...s, round: s.round + 1, phase: 'ready', phaseStartedAt: null, elapsedMs: 0 };
    } else break;
  }
  return s;
}

function afterBell(s: ClockState, rules: ClockRules, at: number): ClockState {
  return s.round >= rules.rounds
    ? { ...s, phase: 'finished', phaseStartedAt: null, elapsedMs: 0 }
    : { ...s, phase: 'rest', phaseStartedAt: at, elapsedMs: 0 };
}

export function view(state: ClockState, rules: ClockRules, now: number): ClockView {
  const s = settle(state, rules, now);
  const ran = runFor(s, now);
  const remainingMs =
    s.phase === 'finished'
      ? 0
      : s.phase === 'rest'
        ? Math.max(0, restOf(rules) - ran)
        : Math.max(0, rules.roundMs - ran);
  const warning = (s.phase === 'running' || s.phase === 'rest') && remainingMs <= WARNING_MS;
  const roundsBelled = s.phase === 'finished' || s.phase === 'rest' ? s.round : s.round - 1;
  return { round: s.round, phase: s.phase, remainingMs, warning, roundsBelled };
}

export type ClockRefusal = { code: 'invalid_clock_action'; message: string };

/**
 * A tap: the new state (revision + 1) or why it cannot be done now. Start begins a ready round, or the next
 * round at once from the rest; time pauses a running round; resume continues it; end round rings the bell
 * early (a stoppage, or the timekeeper's own bell).
 */
export function tap(
  state: ClockState,
  action: ClockAction,
  rules: ClockRules,
  now: number,
): { ok: true; state: ClockState } | { ok: false; refusal: ClockRefusal } {
  const s = settle(state, rules, now);
  const next = (changed: Omit<ClockState, 'revision'>) => ({
    ok: true as const,
    state: { ...changed, revision: state.revision + 1 },
  });
  const refuse = (message: string) => ({
    ok: false as const,
    refusal: { code: 'invalid_clock_action' as const, message },
  });
  if (s.phase === 'finished') return refuse('The last round is over: the clock has finished.');
  switch (action) {
    case 'start':
      if (s.phase === 'ready') return next({ ...s, phase: 'running', phaseStartedAt: now, elapsedMs: 0 });
      if (s.phase === 'rest')
        return next({ ...s, round: s.round + 1, phase: 'running', phaseStartedAt: now, elapsedMs: 0 });
      return refuse(`Round ${s.round} is already under way.`);
    case 'pause':
      if (s.phase === 'running')
        return next({ ...s, phase: 'paused', phaseStartedAt: null, elapsedMs: runFor(s, now) });
      return refuse('Only a running round can be paused.');
    case 'resume':
      if (s.phase === 'paused') return next({ ...s, phase: 'running', phaseStartedAt: now });
      return refuse('Only a paused round can be resumed.');
    case 'end_round':
      if (s.phase === 'running' || s.phase === 'paused') return next(afterBell(s, rules, now));
      return refuse('There is no round under way to end.');
  }
}

/**
 * How far past the server's time a tap may say it was made: a device reads the server's time from answers
 * and events that took time to reach it, so its estimate lags rather than leads; a second covers the rest.
 * A tap a little ahead is timed now; further ahead, the device's clock is wrong and the tap is refused.
 */
export const TAP_FUTURE_SLACK_MS = 1_000;
/** The longest a tap may wait on a device (a network drop) and still be timed when it was made. */
export const TAP_MAX_DELAY_MS = 10 * 60_000;

export type TapTimeRefusal = {
  status: 422 | 409;
  code: 'tap_in_future' | 'tap_before_last_change' | 'tap_too_old';
  message: string;
};

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * When a tap takes effect (issue 33 item 4: the clock counts on through a drop and reconciles on return). A
 * tap carries `at`, the device's estimate of the server's time when it was tapped; one queued through a
 * network drop arrives late but counts from then. It may not be in the server's future, before the clock's
 * last change (`lastChangeAt`, null before the first tap), or older than TAP_MAX_DELAY_MS. No `at` (an API
 * client that does not say): now.
 */
export function tapInstant(
  at: number | undefined,
  bounds: { now: number; lastChangeAt: number | null },
): { ok: true; at: number } | { ok: false; refusal: TapTimeRefusal } {
  const { now, lastChangeAt } = bounds;
  if (at === undefined) return { ok: true, at: now };
  if (at > now + TAP_FUTURE_SLACK_MS)
    return {
      ok: false,
      refusal: {
        status: 422,
        code: 'tap_in_future',
        message: `This tap is dated ${seconds(at - now)} after the server's time: the device's clock is wrong. Reload the page to set it again.`,
      },
    };
  const instant = Math.min(at, now);
  if (lastChangeAt !== null && instant < lastChangeAt)
    return {
      ok: false,
      refusal: {
        status: 409,
        code: 'tap_before_last_change',
        message: `This tap is dated ${seconds(lastChangeAt - instant)} before the clock's last change: it cannot come before it. The clock is as the server has it.`,
      },
    };
  if (now - instant > TAP_MAX_DELAY_MS)
    return {
      ok: false,
      refusal: {
        status: 409,
        code: 'tap_too_old',
        message: `This tap waited ${Math.floor((now - instant) / 60_000)} minutes to arrive (at most ${TAP_MAX_DELAY_MS / 60_000}): it is not applied. The clock is as the server has it.`,
      },
    };
  return { ok: true, at: instant };
}

/** mm:ss, rounded up, so 0:00 is shown only once the time is up. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function phaseLabel(v: ClockView, rounds: number): string {
  switch (v.phase) {
    case 'ready':
      return `Round ${v.round} of ${rounds}: ready`;
    case 'running':
      return `Round ${v.round} of ${rounds}`;
    case 'paused':
      return `Round ${v.round} of ${rounds}: time`;
    case 'rest':
      return `Rest after round ${v.round}`;
    case 'finished':
      return 'Final bell';
  }
}
