import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { levels } from '~/content/tournament-categories';
import type { CalendarQuery } from '~/features/tournaments/calendar-filters';
import {
  ANY,
  QUERY_MAX,
  SEARCH_DEBOUNCE_MS,
  calendarSearch,
  selectedChoice,
} from '~/features/tournaments/calendar-filters';

const levelOptions = [{ value: ANY, label: 'All Levels' }, ...levels.map((l) => ({ value: l, label: l }))];

/**
 * The calendar's search and filters: a GET form, so that without JavaScript "Search" loads the filtered
 * calendar at an address that can be shared. With JavaScript the calendar follows as you type (after a
 * short pause) and as you choose, replacing the address rather than adding a history entry per key.
 * Served as a document (decision 0034), the page's own script (document-scripts/calendar-search.ts) does
 * the same on this form's markup.
 */
export function CalendarFilterForm({
  query,
  locations,
}: {
  query: CalendarQuery;
  /** The location filter's cities (locationChoices). */
  locations: readonly string[];
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The address changed from elsewhere (Clear Filters, a tab, Back): show what it says. The search box
  // keeps what is being typed into it, which may be ahead of the address while the calendar loads.
  useEffect(() => {
    setValues((current) => ({
      ...query,
      q: document.activeElement === searchRef.current ? current.q : query.q,
    }));
  }, [query]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function go(next: CalendarQuery) {
    void navigate(
      { pathname: '/tournament-schedule', search: calendarSearch(next) },
      { replace: true, preventScrollReset: true },
    );
  }

  function change(next: CalendarQuery, { debounce = false } = {}) {
    setValues(next);
    if (timer.current) clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
    else go(next);
  }

  const locationOptions = [
    { value: ANY, label: 'All Locations' },
    ...locations.map((city) => ({ value: city, label: city })),
  ];

  return (
    <Form
      method="get"
      action="/tournament-schedule"
      role="search"
      aria-label="Find tournaments"
      preventScrollReset
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-[0_12px_32px_-16px_rgb(0_0_0/0.25)] ring-1 ring-ink-900/10 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(event) => {
        // With JavaScript: the same search at its shortest address (no "location=all&level=all").
        event.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        go(values);
      }}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor="calendar-search">Search tournaments</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
          />
          <Input
            ref={searchRef}
            id="calendar-search"
            name="q"
            type="search"
            placeholder="Name or location"
            autoComplete="off"
            maxLength={QUERY_MAX}
            value={values.q}
            onChange={(e) => change({ ...values, q: e.currentTarget.value }, { debounce: true })}
            className="pl-9"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="calendar-location">Location</Label>
        <Select
          id="calendar-location"
          name="location"
          value={selectedChoice(locations, values.location)}
          onChange={(e) => change({ ...values, location: e.currentTarget.value })}
          options={locationOptions}
        />
      </div>
      <div>
        <Label htmlFor="calendar-level">Level</Label>
        <Select
          id="calendar-level"
          name="level"
          value={values.level}
          onChange={(e) => change({ ...values, level: e.currentTarget.value })}
          options={levelOptions}
        />
      </div>
      {/* The tab you are on stays when you search. */}
      {values.tab !== 'upcoming' ? <input type="hidden" name="tab" value={values.tab} /> : null}
      <Button type="submit" variant="dark" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden />
        Search
      </Button>
    </Form>
  );
}
