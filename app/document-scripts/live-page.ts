import { BURST_MS, followingText, refetchesFor } from '~/lib/live-events';
import type { LiveStatus, Relevance } from '~/lib/live-events';
import { subscribe } from '~/lib/live-stream';

/**
 * A public event page served as a document that follows its tournament live (the bout order, a category's
 * draw: decision 0034, "Live pages as documents"). What the hydrated page's hook does (use-live-events.ts),
 * with the same stream: on an event that changes what the page shows, or when the stream is back after a
 * loss, the page's own address is read again and its `<main>` replaced in place by the new one, with the
 * focus and the scroll positions kept. The page marks the tournament it follows with `data-live-tournament`;
 * its status notice (`data-live-status`) and its "follows the bouts" words (`data-live-following`) are said
 * here, as LiveStatusNotice says them.
 */
export type LivePageOptions = {
  /** Which events change what the page shows, read from its marker (`data-live-tournament`'s element). */
  relevant: (marker: HTMLElement) => Relevance;
  /** Told before the content is replaced; what it returns is run after (a page's own parts to take over). */
  replacing?: () => () => void;
};

export function followLivePage(root: Document, options: LivePageOptions): void {
  const marker = root.querySelector<HTMLElement>('[data-live-tournament]');
  const tournamentId = Number(marker?.dataset.liveTournament);
  if (!marker || !Number.isInteger(tournamentId) || tournamentId <= 0) return;
  if (typeof EventSource === 'undefined' || typeof DOMParser === 'undefined') return;
  const relevant = options.relevant(marker);
  let status: LiveStatus = 'connecting';
  const showStatus = () => {
    for (const notice of root.querySelectorAll<HTMLElement>('[data-live-status]')) showNotice(notice, status);
    for (const words of root.querySelectorAll('[data-live-following]'))
      words.textContent = followingText(status);
  };

  // Events that come together refetch once; one that comes while the page is read makes it read again after.
  let burst: number | undefined;
  let reading = false;
  let again = false;
  const refresh = () => {
    if (burst !== undefined) return;
    burst = window.setTimeout(() => {
      burst = undefined;
      void read();
    }, BURST_MS);
  };
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const page = await readPage(root);
      if (page) {
        const replaced = options.replacing?.();
        replaceMain(root, page);
        replaced?.();
      }
    } catch {
      // The network is gone: the stream says so, and the page reads again once it is back.
    } finally {
      reading = false;
      showStatus();
      if (again) {
        again = false;
        refresh();
      }
    }
  };

  subscribe(tournamentId, {
    event: (type, payload) => {
      if (refetchesFor(relevant, type, payload)) refresh();
    },
    reload: refresh,
    status: (next) => {
      status = next;
      showStatus();
    },
  });
}

/** The little "Live" / "Reconnecting…" notice, as LiveStatusNotice (components/ui/live-status.tsx) draws it. */
function showNotice(notice: HTMLElement, status: LiveStatus) {
  if (notice.dataset.liveStatus === status) return;
  notice.dataset.liveStatus = status;
  if (status === 'connecting') return notice.replaceChildren();
  const dot = notice.ownerDocument.createElement('span');
  dot.setAttribute('aria-hidden', 'true');
  dot.className =
    status === 'live' ? 'size-2 rounded-full bg-green-500' : 'size-2 animate-pulse rounded-full bg-amber-500';
  const words = notice.ownerDocument.createElement('span');
  words.textContent = status === 'live' ? 'Live' : 'Reconnecting…';
  notice.replaceChildren(dot, words);
}

/**
 * The page at this address as the server renders it now, or null when its answer is no page to show (a
 * server error: the page keeps what it showed; a page that is gone now says so, as the hydrated one would).
 */
async function readPage(root: Document): Promise<Document | null> {
  const response = await fetch(root.location.href, {
    // Asked again every time: a copy the browser kept is used only when the server says it is still right.
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok && response.status !== 404) return null;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector('main#main') ? page : null;
}

/** Where an element is under `top`: each ancestor's index among its parent's children. */
function pathTo(element: Element, top: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = element; at && at !== top; at = at.parentElement)
    path.unshift(at.parentElement ? Array.prototype.indexOf.call(at.parentElement.children, at) : 0);
  return path;
}

function atPath(top: Element, path: readonly number[]): Element | null {
  let at: Element | null = top;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

/** The element of the new main that stands where `focused` stood: same id, same link, or same place. */
function counterpart(focused: Element, oldMain: Element, newMain: Element): HTMLElement | null {
  if (focused.id) return newMain.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`);
  if (focused instanceof HTMLAnchorElement) {
    const href = focused.getAttribute('href');
    const same = [...newMain.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (link) => link.getAttribute('href') === href && link.textContent === focused.textContent,
    );
    if (same) return same;
  }
  const placed = atPath(newMain, pathTo(focused, oldMain));
  return placed instanceof HTMLElement && placed.tagName === focused.tagName ? placed : null;
}

/**
 * Replaces the page's `<main>` content by the new page's, keeping its status notices (they are live regions:
 * a new one would be announced again), the focus where it was, and the window's and the sideways lists'
 * scroll positions.
 */
function replaceMain(root: Document, page: Document) {
  const main = root.querySelector<HTMLElement>('main#main');
  const fresh = page.querySelector<HTMLElement>('main#main');
  if (!main || !fresh) return;
  const focused = root.activeElement && main.contains(root.activeElement) ? root.activeElement : null;
  const focusAt = focused && focused !== main ? counterpart(focused, main, fresh) : null;
  const scrolled = [...main.querySelectorAll('*')]
    .filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0)
    .map((element) => ({ path: pathTo(element, main), left: element.scrollLeft, top: element.scrollTop }));
  const { scrollX, scrollY } = root.defaultView ?? { scrollX: 0, scrollY: 0 };
  const notices = main.querySelectorAll('[data-live-status]');
  fresh.querySelectorAll('[data-live-status]').forEach((notice, i) => {
    const kept = notices[i];
    if (kept) notice.replaceWith(kept);
  });

  main.replaceChildren(...fresh.childNodes);
  if (page.title) root.title = page.title;

  for (const { path, left, top } of scrolled) {
    const element = atPath(main, path);
    if (element) element.scrollTo(left, top);
  }
  root.defaultView?.scrollTo(scrollX, scrollY);
  if (focusAt) focusAt.focus({ preventScroll: true });
  else if (focused && focused !== main) main.focus({ preventScroll: true });
}
