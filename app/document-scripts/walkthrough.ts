import {
  initialWalkthrough,
  STEP_INTERVAL_MS,
  walkthroughReducer,
  type WalkthroughAction,
} from '~/features/demo/walkthrough';

/**
 * The demo walkthrough on a page served as a document (decision 0034): the markup DemoWalkthrough draws,
 * run by its `data-walkthrough-*` attributes with the walkthrough's own rules (features/demo/walkthrough.ts):
 * what the React component would draw for a step, this sets on the same elements.
 */
export function enhanceWalkthrough(root: Document) {
  const box = root.querySelector<HTMLElement>('[data-walkthrough]');
  if (!box) return;
  const goButtons = [...box.querySelectorAll<HTMLButtonElement>('[data-walkthrough-go]')];
  const panels = [...box.querySelectorAll<HTMLElement>('[data-walkthrough-panel]')];
  const announce = box.querySelector<HTMLElement>('[data-walkthrough-announce]');
  const when = (name: string) => box.querySelector<HTMLElement>(`[data-walkthrough-when="${name}"]`);
  const reduce = walkthroughReducer(panels.length);
  let state = initialWalkthrough;
  let timer: number | undefined;

  const draw = () => {
    goButtons.forEach((button, i) => {
      const current = i === state.step;
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
      for (const name of ['bg-white/5', 'text-white']) button.classList.toggle(name, current);
      for (const name of ['text-ink-300', 'hover:text-white']) button.classList.toggle(name, !current);
      const bar = button.querySelector('[data-walkthrough-bar]');
      bar?.classList.toggle('bg-gold-400', i <= state.step);
      bar?.classList.toggle('bg-white/10', i > state.step);
    });
    panels.forEach((panel, i) => {
      const current = i === state.step;
      panel.classList.toggle('invisible', !current);
      if (current) {
        panel.removeAttribute('aria-hidden');
        panel.dataset.testid = 'walkthrough-step';
      } else {
        panel.setAttribute('aria-hidden', 'true');
        delete panel.dataset.testid;
      }
    });
    if (announce) {
      announce.setAttribute('aria-live', state.playing ? 'off' : 'polite');
      const title = panels[state.step]?.querySelector('h3')?.textContent ?? '';
      announce.textContent = `Step ${state.step + 1} of ${panels.length}: ${title}`;
    }
    const playing = when('playing');
    const paused = when('paused');
    if (playing) playing.hidden = !state.playing;
    if (paused) paused.hidden = state.playing;
  };

  // As the component's effect: the timer starts again whenever the step or play changes, so a visitor who
  // presses Next gets a full 3000 ms on the new step.
  const dispatch = (action: WalkthroughAction) => {
    const before = state;
    state = reduce(state, action);
    if (state === before || (state.step === before.step && state.playing === before.playing)) return;
    draw();
    window.clearTimeout(timer);
    if (state.playing) timer = window.setTimeout(() => dispatch({ type: 'tick' }), STEP_INTERVAL_MS);
  };

  goButtons.forEach((button, i) =>
    button.addEventListener('click', () => dispatch({ type: 'goTo', step: i })),
  );
  for (const action of ['previous', 'next', 'toggle'] as const)
    box
      .querySelector(`[data-walkthrough-action="${action}"]`)
      ?.addEventListener('click', () => dispatch({ type: action }));
  draw();
  dispatch({
    type: 'autoplay',
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  });
}
