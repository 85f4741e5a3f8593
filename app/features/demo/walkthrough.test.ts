import { describe, expect, it } from 'vitest';
import {
  describeOffset,
  initialWalkthrough,
  milestoneDate,
  STEP_INTERVAL_MS,
  walkthroughReducer,
  wrapStep,
} from './walkthrough';

const reduce = walkthroughReducer(4);

describe('demo walkthrough', () => {
  it('advances every 3000 ms', () => {
    expect(STEP_INTERVAL_MS).toBe(3000);
  });

  it('starts on the first step, paused until the motion preference is known', () => {
    expect(initialWalkthrough).toEqual({ step: 0, playing: false });
  });

  it('wraps forwards from the last step to the first', () => {
    expect(reduce({ step: 3, playing: false }, { type: 'next' }).step).toBe(0);
  });

  it('wraps backwards from the first step to the last', () => {
    expect(reduce({ step: 0, playing: false }, { type: 'previous' }).step).toBe(3);
  });

  it('steps through all four in order and back to the start', () => {
    let state = initialWalkthrough;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(state.step);
      state = reduce(state, { type: 'next' });
    }
    expect(seen).toEqual([0, 1, 2, 3, 0]);
  });

  it('ticks forward only while playing', () => {
    expect(reduce({ step: 1, playing: true }, { type: 'tick' })).toEqual({ step: 2, playing: true });
    expect(reduce({ step: 1, playing: false }, { type: 'tick' })).toEqual({ step: 1, playing: false });
    expect(reduce({ step: 3, playing: true }, { type: 'tick' }).step).toBe(0);
  });

  it('toggles between playing and paused without moving', () => {
    const playing = reduce({ step: 2, playing: false }, { type: 'toggle' });
    expect(playing).toEqual({ step: 2, playing: true });
    expect(reduce(playing, { type: 'toggle' })).toEqual({ step: 2, playing: false });
  });

  it('auto-plays unless the visitor prefers reduced motion', () => {
    expect(reduce(initialWalkthrough, { type: 'autoplay', prefersReducedMotion: false }).playing).toBe(true);
    expect(reduce(initialWalkthrough, { type: 'autoplay', prefersReducedMotion: true }).playing).toBe(false);
  });

  it('jumps to a chosen step, wrapped into range', () => {
    expect(reduce(initialWalkthrough, { type: 'goTo', step: 2 }).step).toBe(2);
    expect(reduce(initialWalkthrough, { type: 'goTo', step: 6 }).step).toBe(2);
    expect(wrapStep(-5, 4)).toBe(3);
    expect(wrapStep(1, 0)).toBe(0);
  });
});

describe('demo timeline', () => {
  it('describes the offsets the way the spec states them', () => {
    expect(describeOffset('immediately')).toBe('Immediately');
    expect(describeOffset(2)).toBe('2 days before start');
    expect(describeOffset(1)).toBe('1 day before start');
    expect(describeOffset(0)).toBe('Start day');
  });

  it('dates registration close two days and weigh-ins one day before the start', () => {
    const start = new Date(2025, 10, 14);
    const today = new Date(2025, 10, 1);
    expect(milestoneDate(start, 2, today)).toEqual(new Date(2025, 10, 12));
    expect(milestoneDate(start, 1, today)).toEqual(new Date(2025, 10, 13));
    expect(milestoneDate(start, 'immediately', today)).toEqual(today);
    // Across a month boundary.
    expect(milestoneDate(new Date(2025, 11, 1), 2, today)).toEqual(new Date(2025, 10, 29));
  });
});
