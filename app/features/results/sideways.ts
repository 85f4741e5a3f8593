/** Whether more of the bracket lies beyond each edge, and the name of what lies to the right. */
export type Overflow = { left: boolean; right: boolean; ahead: string };

/**
 * Measures a bracket's frame that scrolls sideways (its columns marked `data-column`): what the bracket's
 * React code (components/bracket.tsx) and a page served as a document (document-scripts/bracket.ts) say at
 * its edges.
 */
export function measureSideways(frame: HTMLElement): Overflow {
  const edge = frame.getBoundingClientRect().right;
  const columns = frame.querySelectorAll<HTMLElement>('[data-column]');
  const hidden = [...columns].find((c) => c.getBoundingClientRect().right > edge + 1);
  const last = columns[columns.length - 1];
  const final = last?.getAttribute('data-column') === 'champion' ? columns[columns.length - 2] : last;
  return {
    left: frame.scrollLeft > 4,
    right: frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 4,
    ahead:
      hidden === undefined || hidden === final
        ? 'the final'
        : hidden === last
          ? 'the champion'
          : 'later rounds',
  };
}

/** Opens the frame at the round in play (at its left, with a glimpse of the round before it), if it is wider. */
export function scrollToCurrent(frame: HTMLElement, current: string | null) {
  const column = current ? frame.querySelector<HTMLElement>(`[data-column="${CSS.escape(current)}"]`) : null;
  if (column && frame.scrollWidth > frame.clientWidth)
    frame.scrollTo({ left: Math.max(0, column.offsetLeft - 48), behavior: 'instant' });
}
