import { useCallback, useEffect, useReducer } from 'react';
import { initialWalkthrough, STEP_INTERVAL_MS, walkthroughReducer } from './walkthrough';

/**
 * The walkthrough's state plus its clock. The timer restarts whenever the step changes, so a visitor who
 * presses Next gets a full 3000 ms on the new step instead of an early jump.
 */
export function useWalkthrough(stepCount: number) {
  const [state, dispatch] = useReducer(walkthroughReducer(stepCount), initialWalkthrough);

  useEffect(() => {
    // Read after hydration: the prerendered HTML cannot know the visitor's preference.
    const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    dispatch({ type: 'autoplay', prefersReducedMotion });
  }, []);

  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), STEP_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [state.playing, state.step]);

  return {
    ...state,
    next: useCallback(() => dispatch({ type: 'next' }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    goTo: useCallback((step: number) => dispatch({ type: 'goTo', step }), []),
    toggle: useCallback(() => dispatch({ type: 'toggle' }), []),
  };
}
