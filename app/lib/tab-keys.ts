/**
 * Which tab a key moves to in a horizontal tab list (WAI-ARIA's tabs pattern, as Radix's tabs do it): the
 * arrows step and wrap, Home and End go to the ends; any other key moves nowhere (null). Shared by the
 * tabs drawn by React and those a document's own script runs.
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
