/**
 * Form pages carry a one-off form instance key: a shared cache serving one page to two people would make
 * the second person's submission look like a replay of the first. They are never cached.
 */
export function formPageHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}
