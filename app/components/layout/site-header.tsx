import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { applyNowLink, headerLinks } from '~/content/navigation';
import { cn } from '~/lib/cn';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';

export function SiteHeader() {
  const location = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const menuId = useId();

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-white/10 bg-ink-950/95 text-white backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label="AJBXNG home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-ink-300 transition-colors hover:text-white',
                      isActive && 'text-gold-300',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <AccountMenu />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={applyNowLink.to}>{applyNowLink.label}</Link>
          </Button>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-white/10 bg-ink-950 lg:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setMenuOpen(false)}
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
          <li className="pt-3 pb-2">
            <Button asChild className="w-full">
              <Link to={applyNowLink.to} onClick={() => setMenuOpen(false)}>
                {applyNowLink.label}
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
