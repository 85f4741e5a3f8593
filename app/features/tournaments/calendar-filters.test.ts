import { describe, expect, it } from 'vitest';
import {
  ANY,
  calendarSearch,
  emptyQuery,
  hasFilters,
  locationChoices,
  parseCalendarQuery,
  selectedChoice,
  toCalendarFilters,
} from './calendar-filters';

const parse = (search: string) => parseCalendarQuery(new URLSearchParams(search));

describe('parseCalendarQuery', () => {
  it('reads the filters of the address', () => {
    expect(parse('q=Lagos+Open&location=Abuja&level=Elite&tab=past')).toEqual({
      q: 'Lagos Open',
      location: 'Abuja',
      level: 'Elite',
      tab: 'past',
    });
  });

  it('is the whole calendar when the address says nothing, or what the no-JavaScript form sends', () => {
    expect(parse('')).toEqual(emptyQuery);
    expect(parse('q=&location=all&level=all&tab=upcoming')).toEqual(emptyQuery);
  });

  it('tidies the search and caps its length', () => {
    expect(parse('q=%20%20lagos%20%20%20open%20').q).toBe('lagos open');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('ignores a level or tab it does not know instead of failing', () => {
    expect(parse('level=Professional&tab=archive')).toEqual(emptyQuery);
  });
});

describe('toCalendarFilters', () => {
  it('leaves out what is not filtered', () => {
    expect(toCalendarFilters(emptyQuery)).toEqual({ tab: 'upcoming' });
    expect(toCalendarFilters(parse('q=kano&level=Elite&tab=past'))).toEqual({
      tab: 'past',
      q: 'kano',
      level: 'Elite',
    });
  });
});

describe('calendarSearch', () => {
  it('writes the shortest address, the same for the same filters', () => {
    expect(calendarSearch(emptyQuery)).toBe('');
    expect(calendarSearch(parse('tab=past&level=Elite&q=cup'))).toBe('?q=cup&level=Elite&tab=past');
    expect(calendarSearch(parse('location=Port+Harcourt'))).toBe('?location=Port+Harcourt');
  });

  it('can leave the tab out (the iCal feed lists upcoming tournaments only)', () => {
    expect(calendarSearch(parse('level=Elite&tab=past'), { withTab: false })).toBe('?level=Elite');
  });

  it('reads back what it writes', () => {
    const query = parse('q=a%26b&location=Kano&level=Beginner-Intermediate&tab=past');
    expect(parse(calendarSearch(query).slice(1))).toEqual(query);
  });
});

describe('hasFilters', () => {
  it('is true for a search, a location or a level, not for the tab', () => {
    expect(hasFilters(parse('tab=past'))).toBe(false);
    expect(hasFilters(parse('q=x'))).toBe(true);
    expect(hasFilters(parse('location=Kano'))).toBe(true);
    expect(hasFilters(parse('level=Elite'))).toBe(true);
  });
});

describe('locationChoices', () => {
  it('offers Lagos, Abuja and Kano first, then other cities with tournaments in order', () => {
    expect(locationChoices(['Lagos', 'Port Harcourt', 'Abuja', 'Ibadan', 'Kano'], ANY)).toEqual([
      'Lagos',
      'Abuja',
      'Kano',
      'Ibadan',
      'Port Harcourt',
    ]);
  });

  it('keeps a city asked for in the address even when nothing is there, once, whatever its case', () => {
    expect(locationChoices([], 'Enugu')).toEqual(['Lagos', 'Abuja', 'Kano', 'Enugu']);
    expect(locationChoices(['Ibadan'], 'ibadan')).toEqual(['Lagos', 'Abuja', 'Kano', 'Ibadan']);
    expect(locationChoices([], 'lagos')).toEqual(['Lagos', 'Abuja', 'Kano']);
  });
});

describe('selectedChoice', () => {
  it('matches the address’s city to a choice regardless of case', () => {
    expect(selectedChoice(['Lagos', 'Abuja'], 'lagos')).toBe('Lagos');
    expect(selectedChoice(['Lagos', 'Abuja'], ANY)).toBe(ANY);
  });
});
