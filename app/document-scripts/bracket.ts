import { measureSideways, scrollToCurrent, type Overflow } from '~/features/results/sideways';

/**
 * A category's bracket frames on a page served as a document (decision 0034, "Live pages as documents"):
 * what the bracket's React code does (features/results/components/bracket.tsx, useSideways), on the markup it
 * rendered. Each frame that scrolls sideways opens at the round in play, and its edges fade and its hints
 * ("Scroll for the final", "Earlier rounds") show where more of the bracket lies.
 */

const frames = (root: Document) => root.querySelectorAll<HTMLElement>('[data-bracket-scroll]');

/** Says at a frame's edges what was measured of it (`measureSideways`, read before anything is written). */
function showEdges(frame: HTMLElement, { left, right, ahead }: Overflow) {
  const box = frame.parentElement;
  if (!box) return;
  const part = (selector: string) => box.querySelector<HTMLElement>(`:scope > ${selector}`);
  const leftEdge = part('[data-bracket-edge="left"]');
  const rightEdge = part('[data-bracket-edge="right"]');
  const aheadHint = part('[data-bracket-hint="ahead"]');
  const behindHint = part('[data-bracket-hint="behind"]');
  leftEdge?.classList.toggle('opacity-100', left);
  leftEdge?.classList.toggle('opacity-0', !left);
  rightEdge?.classList.toggle('opacity-100', right);
  rightEdge?.classList.toggle('opacity-0', !right);
  // Measured: the server's guess for a wide screen (no hint) gives way to what is true.
  rightEdge?.classList.remove('sm:opacity-0');
  aheadHint?.classList.remove('sm:hidden');
  aheadHint?.classList.toggle('inline-flex', right);
  aheadHint?.classList.toggle('hidden', !right);
  const named = aheadHint?.querySelector('[data-bracket-ahead]');
  const said = frame.hasAttribute('data-joined') ? ahead : 'later rounds';
  if (named && named.textContent !== said) named.textContent = said;
  behindHint?.classList.toggle('inline-flex', left && !right);
  behindHint?.classList.toggle('hidden', !(left && !right));
}

/** The round in play of each frame, in order: what a live page keeps to know whether it moved on. */
export function currentRounds(root: Document): (string | undefined)[] {
  return [...frames(root)].map((frame) => frame.dataset.current);
}

/**
 * Takes over the page's bracket frames. `before`: the rounds in play before the page's content was replaced
 * (live-page.ts); a frame is opened at its round in play when the page opens, and again only when that round
 * moved on, as the React code does, so a reader's own scrolling is kept otherwise.
 */
export function enhanceBrackets(root: Document, before?: readonly (string | undefined)[]): void {
  const all = [...frames(root)];
  all.forEach((frame, i) => {
    if (!before || before[i] !== frame.dataset.current) scrollToCurrent(frame, frame.dataset.current ?? null);
    frame.addEventListener('scroll', () => showEdges(frame, measureSideways(frame)), { passive: true });
  });
  measureAll(all);
}

/** Every frame measured first, then every one's edges said: the layout is computed once. */
function measureAll(all: HTMLElement[]) {
  const measured = all.map(measureSideways);
  all.forEach((frame, i) => showEdges(frame, measured[i]!));
}

/** Once per page: a resized window measures the frames there are then. */
export function measureBracketsOnResize(root: Document): void {
  root.defaultView?.addEventListener('resize', () => measureAll([...frames(root)]));
}
