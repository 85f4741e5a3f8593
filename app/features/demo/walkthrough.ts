/**
 * The demo walkthrough's rules (SPEC §4): four steps that wrap at both ends and, while playing,
 * advance every 3000 ms. Pure, so the page's timer and the tests share one definition.
 */
export const STEP_INTERVAL_MS = 3000;

export type WalkthroughState = { step: number; playing: boolean };

export type WalkthroughAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; step: number }
  /** The timer fired: advances only while playing, so a tick that races a pause does nothing. */
  | { type: 'tick' }
  | { type: 'toggle' }
  /**
   * Sent once after hydration with the visitor's motion preference. Auto-advancing is motion, so a
   * visitor who prefers reduced motion starts paused and only plays after pressing Play.
   */
  | { type: 'autoplay'; prefersReducedMotion: boolean };

export const initialWalkthrough: WalkthroughState = { step: 0, playing: false };

export function wrapStep(step: number, count: number): number {
  if (count <= 0) return 0;
  return ((step % count) + count) % count;
}

export function walkthroughReducer(count: number) {
  return (state: WalkthroughState, action: WalkthroughAction): WalkthroughState => {
    switch (action.type) {
      case 'next':
        return { ...state, step: wrapStep(state.step + 1, count) };
      case 'previous':
        return { ...state, step: wrapStep(state.step - 1, count) };
      case 'goTo':
        return { ...state, step: wrapStep(action.step, count) };
      case 'tick':
        return state.playing ? { ...state, step: wrapStep(state.step + 1, count) } : state;
      case 'toggle':
        return { ...state, playing: !state.playing };
      case 'autoplay':
        return { ...state, playing: !action.prefersReducedMotion };
    }
  };
}

/** SPEC §4 timeline offsets in words: 'Immediately', '2 days before start', 'Start day'. */
export function describeOffset(daysBeforeStart: number | 'immediately'): string {
  if (daysBeforeStart === 'immediately') return 'Immediately';
  if (daysBeforeStart === 0) return 'Start day';
  return `${daysBeforeStart} ${daysBeforeStart === 1 ? 'day' : 'days'} before start`;
}

/** The calendar date of a milestone for a tournament starting on `start` (registration opens on `today`). */
export function milestoneDate(start: Date, daysBeforeStart: number | 'immediately', today: Date): Date {
  if (daysBeforeStart === 'immediately') return new Date(today);
  const date = new Date(start);
  date.setDate(date.getDate() - daysBeforeStart);
  return date;
}
