import {
  accountCorner,
  afterSessionAnswer,
  offersApplyNow,
  retryDelayMs,
  unknownAccount,
} from '~/components/layout/account-state';
import type { AccountState, SessionAnswer } from '~/components/layout/account-state';
import { dashboardFor, roleLabels } from '~/content/roles';
import type { Viewer } from '~/content/roles';

/**
 * The header's account corner on a page that does not hydrate (the home page, decision 0034). The page is
 * the same for everyone and kept by the page cache, so who is signed in is asked after load, as the
 * hydrated header asks it (components/layout/account-menu.tsx), with the same rules (account-state.ts): the
 * person's menu, the sign-in link, or "Reconnecting…" while the server cannot tell. The menu's markup comes
 * from a template the server rendered (no name in it); this fills in the person and drives it as a menu.
 */
export function enhanceAccountCorner(root: Document): void {
  const corner = root.querySelector<HTMLElement>('[data-account-corner]');
  if (!corner) return;
  let state: AccountState = unknownAccount;

  const show = () => {
    const shown = accountCorner(state);
    const template =
      shown === 'menu'
        ? 'account-menu'
        : shown === 'reconnecting'
          ? 'account-reconnecting'
          : 'account-sign-in';
    if (corner.dataset.shown !== template) {
      const content = root.querySelector<HTMLTemplateElement>(`template[data-template="${template}"]`);
      if (content) corner.replaceChildren(content.content.cloneNode(true));
      corner.dataset.shown = template;
      if (shown === 'menu' && state.viewer) menu(corner, state.viewer);
    }
    const applyNow = offersApplyNow(state.viewer);
    for (const element of root.querySelectorAll<HTMLElement>('[data-apply-now]')) element.hidden = !applyNow;
  };

  const ask = () => {
    fetch('/api/v1/session', { headers: { accept: 'application/json' } })
      .then(async (response) =>
        settle(
          {
            status: response.status,
            body: response.ok
              ? ((await response.json()) as { user: Viewer | null; dashboard?: string | null })
              : undefined,
          },
          response.headers.get('retry-after'),
        ),
      )
      .catch(() => settle({ status: 'network-error' }, null));
  };
  const settle = (answer: SessionAnswer, retryAfter: string | null) => {
    state = afterSessionAnswer(state, answer);
    show();
    if (answer.status === 'network-error' || answer.status >= 500) setTimeout(ask, retryDelayMs(retryAfter));
  };
  ask();
}

/** Fills the menu in for the person and makes it a menu: opened by its button, arrows move, Escape closes. */
function menu(corner: HTMLElement, viewer: Viewer & { dashboard?: string | null }) {
  const trigger = corner.querySelector<HTMLButtonElement>('[data-account-trigger]');
  const list = corner.querySelector<HTMLElement>('[role="menu"]');
  if (!trigger || !list) return;
  const text = (selector: string, value: string) => {
    const element = corner.querySelector(selector);
    if (element) element.textContent = value;
  };
  text('[data-account-initial]', viewer.name.slice(0, 1).toUpperCase());
  text('[data-account-name]', viewer.name);
  text('[data-account-role]', `Signed in as ${roleLabels[viewer.role]}`);
  corner
    .querySelector<HTMLAnchorElement>('[data-account-dashboard]')
    ?.setAttribute('href', viewer.dashboard ?? dashboardFor[viewer.role]);

  const items = () => [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  // Browsers without the Popover API (older Safari, KaiOS): opened with data-open, as the phone menu.
  const popover = typeof HTMLElement.prototype.showPopover === 'function';
  const isOpen = () => (popover ? list.matches(':popover-open') : list.hasAttribute('data-open'));
  const place = () => {
    // Under the button, its right edge on the button's (as the hydrated menu: align end, 8 px below).
    const box = trigger.getBoundingClientRect();
    list.style.top = `${box.bottom + 8}px`;
    list.style.right = `${Math.max(0, document.documentElement.clientWidth - box.right)}px`;
  };
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    if (open) place();
    if (popover) {
      if (open) list.showPopover();
      else list.hidePopover();
      return;
    }
    list.toggleAttribute('data-open', open);
    list.dispatchEvent(new Event('toggle'));
  };
  list.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') place();
  });
  list.addEventListener('toggle', () => {
    const open = isOpen();
    trigger.setAttribute('aria-expanded', String(open));
    if (open) items()[0]?.focus();
    else if (list.contains(document.activeElement) || document.activeElement === document.body)
      trigger.focus();
  });
  if (!popover) {
    trigger.addEventListener('click', (event) => {
      event.preventDefault();
      setOpen(!isOpen());
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') setOpen(false);
    });
    document.addEventListener('click', (event) => {
      if (!corner.contains(event.target as Node)) setOpen(false);
    });
  }
  list.addEventListener('keydown', (event) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to =
      event.key === 'ArrowDown'
        ? (at + 1) % all.length
        : event.key === 'ArrowUp'
          ? (at - 1 + all.length) % all.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : event.key === 'Tab'
                ? -2
                : -1;
    if (to === -1) return;
    if (to === -2) {
      setOpen(false);
      return;
    }
    event.preventDefault();
    all[to]?.focus();
  });
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  });
}
