import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { applyNowLink, headerLinks } from '~/content/navigation';
import { cn } from '~/lib/cn';
import { useDocumentOnly } from '~/lib/document-only';
import { useHydrated } from '~/lib/use-hydrated';
import { AccountCorner, AccountMenu } from './account-menu';
import { offersApplyNow, unknownAccount } from './account-state';
import type { AccountState } from './account-state';
import { Logo } from './logo';
import { useLiveNow } from './live-now';
import { LiveShortcut, TournamentsMenuItems, TournamentsNavItem } from './tournaments-entry';

/** The Popover API (2023-24 browsers); older ones get the same menu opened by script, with data-open. */
function supportsPopover() {
  return typeof HTMLElement.prototype.showPopover === 'function';
}

function isOpen(nav: HTMLElement | null) {
  if (!nav) return false;
  return supportsPopover() ? nav.matches(':popover-open') : nav.hasAttribute('data-open');
}

function setOpen(nav: HTMLElement | null, open: boolean) {
  if (!nav || isOpen(nav) === open) return;
  if (supportsPopover()) {
    if (open) nav.showPopover();
    else nav.hidePopover();
    return;
  }
  nav.toggleAttribute('data-open', open);
  nav.dispatchEvent(new Event('toggle'));
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // On a page that does not hydrate (the home page, decision 0034) its own script reads who is signed in
  // and labels the menu's toggle (document-scripts/): the markup leaves it the hooks to do so.
  const documentOnly = useDocumentOnly() !== null;
  // The event day's marker: the tournaments live now (issue 30 item 1).
  const live = useLiveNow();
  // Apply Now is for visitors, boxers and fans, not for organisers and officials (issue 30 item 5).
  const [viewer, setViewer] = useState<AccountState['viewer']>(undefined);
  const applyNow = offersApplyNow(viewer);
  // The phone menu is a popover: the browser opens and closes it, so it works before the page's scripts
  // arrive (they load after the first paint) and without them. React reads its state for the label.
  const menu = useRef<HTMLElement>(null);
  const menuId = useId();
  const watchMenu = useCallback((onChange: () => void) => {
    const nav = menu.current;
    nav?.addEventListener('toggle', onChange);
    return () => nav?.removeEventListener('toggle', onChange);
  }, []);
  const menuOpen = useSyncExternalStore(
    watchMenu,
    () => isOpen(menu.current),
    () => false,
  );
  const closeMenu = () => setOpen(menu.current, false);
  // Any navigation (a link, back/forward) closes it; a menu opened before hydration stays open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeMenu();
  }, [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-white/10 bg-ink-950/95 text-white backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-3 sm:gap-6 xl:gap-4">
        <Link to="/" className="shrink-0 rounded-md" aria-label="AJBXNG home">
          <Logo />
        </Link>
        {/* From 1280 px: the six links, Tournaments and the account corner fit one line (narrower: the menu). */}
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink-300 transition-colors hover:text-white',
                      isActive && 'text-gold-300',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <TournamentsNavItem live={live} />
            </li>
          </ul>
        </nav>
        {/* min-w-0: a long signed-in name shortens rather than push the menu button off a phone's screen. */}
        <div className="flex min-w-0 items-center gap-2">
          <LiveShortcut live={live} />
          {documentOnly ? (
            <div data-account-corner="" className="contents">
              <AccountCorner state={unknownAccount} />
            </div>
          ) : (
            <AccountMenu onViewer={setViewer} />
          )}
          {applyNow ? (
            <Button asChild size="sm" className="hidden sm:inline-flex" data-apply-now="">
              <Link to={applyNowLink.to}>{applyNowLink.label}</Link>
            </Button>
          ) : null}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 xl:hidden"
            popoverTarget={menuId}
            // Before hydration the browser reports the popover's state itself.
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls={menuId}
            onClick={(event) => {
              if (supportsPopover()) return;
              event.preventDefault();
              setOpen(menu.current, !menuOpen);
            }}
          >
            {documentOnly ? (
              <>
                <Menu aria-hidden className="size-6" data-menu-icon="closed" />
                <X aria-hidden className="hidden size-6" data-menu-icon="open" />
              </>
            ) : menuOpen ? (
              <X aria-hidden className="size-6" />
            ) : (
              <Menu aria-hidden className="size-6" />
            )}
            <span className="sr-only" data-menu-label="">
              {menuOpen ? 'Close menu' : 'Open menu'}
            </span>
          </button>
        </div>
      </div>
      <nav
        ref={menu}
        id={menuId}
        aria-label="Mobile"
        popover="auto"
        className="inset-x-0 top-16 bottom-auto w-full border-t border-white/10 bg-ink-950 text-white xl:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={closeMenu}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-2 py-3 font-display text-lg font-bold tracking-wider uppercase text-ink-300 hover:text-white',
                    isActive && 'text-gold-300',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <TournamentsMenuItems live={live} onChoose={closeMenu} />
          {applyNow ? (
            <li className="pt-3 pb-2" data-apply-now="">
              <Button asChild className="w-full">
                <Link to={applyNowLink.to} onClick={closeMenu}>
                  {applyNowLink.label}
                </Link>
              </Button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
