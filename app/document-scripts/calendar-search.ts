import {
  calendarSearch,
  parseCalendarQuery,
  SEARCH_DEBOUNCE_MS,
} from '~/features/tournaments/calendar-filters';

/**
 * The calendar's search and filters on the page served as a document (decision 0034), as the React form
 * does them (calendar-filter-form.tsx): the calendar follows typing after a short pause and each choice at
 * once; the address is replaced (not a history entry per key) by the shortest one for the filters; the page
 * is read again at that address and its parts marked `data-calendar-part` take the new ones' place (the
 * count's and heading's words only, so the count stays the same live region and is announced). Answers
 * that come back out of order are dropped: only the last asked is shown.
 */
export function enhanceCalendarSearch(root: Document) {
  const form = root.querySelector<HTMLFormElement>('form[role="search"][action="/tournament-schedule"]');
  if (!form) return;
  let timer: number | undefined;
  let asked = 0;

  const show = (next: Document) => {
    for (const part of root.querySelectorAll<HTMLElement>('[data-calendar-part]')) {
      const name = part.dataset.calendarPart;
      const fresh = next.querySelector<HTMLElement>(`[data-calendar-part="${name}"]`);
      if (!fresh) continue;
      if (name === 'count' || name === 'heading') part.textContent = fresh.textContent;
      else if (part instanceof HTMLAnchorElement) part.setAttribute('href', fresh.getAttribute('href') ?? '');
      else part.replaceWith(root.importNode(fresh, true));
    }
  };

  const go = async () => {
    window.clearTimeout(timer);
    const address = addressOf(form);
    window.history.replaceState(window.history.state, '', address);
    const ask = ++asked;
    try {
      const response = await fetch(address, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (!response.ok) return;
      const html = await response.text();
      if (ask === asked) show(new DOMParser().parseFromString(html, 'text/html'));
    } catch {
      // Offline for a moment: the address already says what was asked; a reload shows it.
    }
  };

  form.addEventListener('input', (event) => {
    if ((event.target as HTMLElement).getAttribute('name') !== 'q') return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void go(), SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).tagName === 'SELECT') void go();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void go();
  });
  // The empty state's Clear Filters (a GET form of its own, which comes and goes with the list): the
  // calendar afresh at its shortest address, as the React form goes there (a form's own GET would add '?').
  root.addEventListener('submit', (event) => {
    const other = event.target;
    if (!(other instanceof HTMLFormElement) || other === form) return;
    if (new URL(other.action).pathname !== '/tournament-schedule' || other.method !== 'get') return;
    event.preventDefault();
    window.location.assign(addressOf(other));
  });
}

/** The shortest address of what a calendar form asks (calendar-filters.ts's own rule). */
function addressOf(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]);
  return `/tournament-schedule${calendarSearch(parseCalendarQuery(new URLSearchParams(fields)))}`;
}
