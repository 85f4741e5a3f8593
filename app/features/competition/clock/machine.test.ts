import { describe, expect, it } from 'vitest';
import { clockText, initialClock, tap, view, type ClockAction, type ClockState } from './machine';

const rules = { rounds: 3, roundMs: 180_000 };
const t0 = Date.UTC(2026, 10, 29, 10, 0, 0);

function run(state: ClockState, action: ClockAction, now: number): ClockState {
  const answer = tap(state, action, rules, now);
  if (!answer.ok) throw new Error(answer.refusal.message);
  return answer.state;
}

describe('the round clock', () => {
  it('runs a round with the referee’s time, rings its bell after 3 minutes, rests a minute, readies the next', () => {
    let s = run(initialClock(), 'start', t0);
    expect(view(s, rules, t0 + 60_000)).toMatchObject({
      phase: 'running',
      remainingMs: 120_000,
      roundsBelled: 0,
    });
    s = run(s, 'pause', t0 + 60_000);
    // Paused: the time does not move.
    expect(view(s, rules, t0 + 90_000)).toMatchObject({ phase: 'paused', remainingMs: 120_000 });
    s = run(s, 'resume', t0 + 90_000);
    expect(s.revision).toBe(3);
    // The 10-second warning, then the bell 3 minutes of boxing after the start (30 s were paused).
    expect(view(s, rules, t0 + 200_000)).toMatchObject({ remainingMs: 10_000, warning: true });
    expect(view(s, rules, t0 + 199_000).warning).toBe(false);
    expect(view(s, rules, t0 + 210_000)).toMatchObject({
      phase: 'rest',
      round: 1,
      remainingMs: 60_000,
      roundsBelled: 1,
    });
    expect(view(s, rules, t0 + 260_000)).toMatchObject({ phase: 'rest', remainingMs: 10_000, warning: true });
    expect(view(s, rules, t0 + 270_000)).toMatchObject({
      phase: 'ready',
      round: 2,
      remainingMs: 180_000,
      roundsBelled: 1,
    });
    s = run(s, 'start', t0 + 275_000);
    expect(s).toMatchObject({ round: 2, phase: 'running', revision: 4 });
  });

  it('ends a round early, starts the next from the rest, and finishes after the last round’s bell', () => {
    let s = run(initialClock(), 'start', t0);
    s = run(s, 'end_round', t0 + 100_000);
    expect(view(s, rules, t0 + 100_000)).toMatchObject({ phase: 'rest', roundsBelled: 1 });
    s = run(s, 'start', t0 + 130_000);
    expect(view(s, rules, t0 + 130_000)).toMatchObject({ phase: 'running', round: 2, roundsBelled: 1 });
    s = run(s, 'end_round', t0 + 200_000);
    s = run(s, 'start', t0 + 260_000);
    expect(view(s, rules, t0 + 260_000 + 180_000)).toMatchObject({
      phase: 'finished',
      round: 3,
      remainingMs: 0,
      roundsBelled: 3,
    });
    const after = tap(s, 'start', rules, t0 + 500_000);
    expect(after.ok || after.refusal.message).toBe('The last round is over: the clock has finished.');
  });

  it('refuses a tap that does not fit the phase, and shows time rounded up', () => {
    const ready = initialClock();
    const pause = tap(ready, 'pause', rules, t0);
    expect(pause.ok || pause.refusal.message).toBe('Only a running round can be paused.');
    expect(tap(ready, 'end_round', rules, t0).ok).toBe(false);
    expect(clockText(180_000)).toBe('3:00');
    expect(clockText(9_001)).toBe('0:10');
    expect(clockText(0)).toBe('0:00');
  });
});
