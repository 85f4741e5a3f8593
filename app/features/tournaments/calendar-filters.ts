import { featuredCities, levels } from '~/content/tournament-categories';
import type { CalendarFilters, CalendarTab } from './types';

/**
 * The calendar's filters live in the address (?q=&location=&level=&tab=), so a filtered calendar works
 * without JavaScript, can be shared, and the iCal feed takes the same query. Whatever arrives there is
 * read leniently: an unknown level or tab is ignored rather than answered with an error page, since
 * people edit and paste addresses.
 */

/** The "any" choice of the selects (SPEC §5: a select's options never have empty values). */
export const ANY = 'all';

export const QUERY_MAX = 100;

/** How long typing pauses before the calendar filters: long enough not to reload on every key. */
export const SEARCH_DEBOUNCE_MS = 300;
const CITY_MAX = 60;

export type CalendarQuery = {
  q: string;
  /** A city, or ANY. */
  location: string;
  /** A level, or ANY. */
  level: string;
  tab: CalendarTab;
};

export const emptyQuery: CalendarQuery = { q: '', location: ANY, level: ANY, tab: 'upcoming' };

/** Collapses runs of white space and trims, so "  lagos   open " searches for "lagos open". */
function tidy(value: string | null, max: number): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

export function parseCalendarQuery(params: URLSearchParams): CalendarQuery {
  const q = tidy(params.get('q'), QUERY_MAX);
  const location = tidy(params.get('location'), CITY_MAX);
  const level = params.get('level') ?? '';
  const asked = params.get('tab');
  const tab = asked === 'past' || asked === 'live' ? asked : 'upcoming';
  return {
    q,
    location: location === '' || location.toLowerCase() === ANY ? ANY : location,
    level: (levels as readonly string[]).includes(level) ? level : ANY,
    tab,
  };
}

/** What listCalendar takes: ANY and blanks left out. */
export function toCalendarFilters(query: CalendarQuery): CalendarFilters {
  return {
    tab: query.tab,
    ...(query.q ? { q: query.q } : {}),
    ...(query.location !== ANY ? { location: query.location } : {}),
    ...(query.level !== ANY ? { level: query.level } : {}),
  };
}

/**
 * The shortest address for a query: defaults left out, in a fixed order, so that the same filters always
 * make the same link. `tab` is left out of the iCal feed's link (it lists upcoming tournaments only).
 */
export function calendarSearch(query: CalendarQuery, { withTab = true } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.location !== ANY) params.set('location', query.location);
  if (query.level !== ANY) params.set('level', query.level);
  if (withTab && query.tab !== 'upcoming') params.set('tab', query.tab);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasFilters(query: CalendarQuery): boolean {
  return query.q !== '' || query.location !== ANY || query.level !== ANY;
}

/**
 * The location filter's choices: Lagos, Abuja and Kano always (SPEC §9), then every other city that has
 * tournaments, and the city asked for even when nothing is there (so a shared link still shows its filter).
 */
export function locationChoices(cities: readonly string[], selected: string): string[] {
  const choices: string[] = [...featuredCities];
  const known = (city: string) => choices.some((c) => c.toLowerCase() === city.toLowerCase());
  const others = [...cities].filter((city) => !known(city)).sort((a, b) => a.localeCompare(b));
  for (const city of others) if (!known(city)) choices.push(city);
  if (selected !== ANY && !known(selected)) choices.push(selected);
  return choices;
}

/** The choice in `choices` that matches `selected` regardless of case, or ANY. */
export function selectedChoice(choices: readonly string[], selected: string): string {
  if (selected === ANY) return ANY;
  return choices.find((c) => c.toLowerCase() === selected.toLowerCase()) ?? selected;
}
