/**
 * A tournament's public address, /tournaments/<slug> (DESIGN: shareable links). Made from the name and the
 * start year, in lowercase ASCII with hyphens, so "Lagos Open Championship" in 2026 is
 * "lagos-open-championship-2026"; a clash gets "-2", "-3"… from the service. Never changed once published.
 */
const MAX_BASE = 60;

export function slugBase(name: string, startDate: string): string {
  const year = startDate.slice(0, 4);
  const words = name
    .normalize('NFKD')
    // Accents go (é → e); anything else not a letter or digit becomes a hyphen.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/g, '');
  // A name that already ends with its year keeps one year ("lagos-open-2026", not "…-2026-2026").
  const withYear = words.endsWith(year) ? words : [words, year].filter(Boolean).join('-');
  // An id is all digits: a slug never is, so /tournaments/{id} can take either.
  return /^\d+$/.test(withYear) ? `tournament-${withYear}` : withYear;
}

/** The nth address for a base: the base itself, then base-2, base-3… */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** True when `slug` is `base` or one of its numbered variants: a renamed draft whose base is unchanged keeps it. */
export function slugHasBase(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base.replace(/[-]/g, '\\-')}-\\d+$`).test(slug);
}
