/**
 * A value made the first time it is asked for. For Intl formatters above all: making one (its locale and
 * time-zone data) costs 5-80 ms on a slow phone, and one made when its module loads is paid by every page
 * at start-up, before hydration, whether or not the page ever formats anything (issue 29).
 */
export function madeOnce<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
