import { ChevronDown, LayoutDashboard, LogOut, UserRound, GraduationCap } from 'lucide-react';
import { AccountCorner } from './account-menu';

const item =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-white/10 focus:bg-white/10';

/**
 * The account corner's states as templates, for a page that does not hydrate (the home page, decision
 * 0034): its own script (document-scripts/account-corner.ts) shows one once it knows who is signed in. The
 * menu is the hydrated header's (account-dropdown.tsx), drawn the same, with no person in it: the page is
 * kept by the page cache for everyone, the script fills the name in.
 */
export function AccountCornerTemplates() {
  return (
    <>
      <template data-template="account-sign-in">
        <AccountCorner state={{ viewer: null, reconnecting: false }} />
      </template>
      <template data-template="account-reconnecting">
        <AccountCorner state={{ viewer: undefined, reconnecting: true }} />
      </template>
      <template data-template="account-menu">
        <button
          type="button"
          data-account-trigger=""
          popoverTarget="account-menu"
          aria-haspopup="menu"
          aria-expanded="false"
          aria-controls="account-menu"
          className="inline-flex max-w-44 min-w-0 items-center gap-2 rounded-md px-2.5 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          <span
            aria-hidden
            data-account-initial=""
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400 font-display font-extrabold text-ink-950"
          />
          <span data-account-name="" className="truncate" />
          <ChevronDown aria-hidden className="size-4 shrink-0" />
        </button>
        <div
          id="account-menu"
          popover="auto"
          role="menu"
          aria-labelledby="account-menu-label"
          className="fixed inset-auto z-50 m-0 min-w-56 rounded-xl bg-ink-900 p-1.5 text-white shadow-2xl ring-1 ring-white/10"
        >
          <div id="account-menu-label" data-account-role="" className="px-3 py-2 text-xs text-ink-400" />
          <a role="menuitem" tabIndex={-1} data-account-dashboard="" href="/" className={item}>
            <LayoutDashboard aria-hidden className="size-4 text-gold-400" /> My dashboard
          </a>
          <a role="menuitem" tabIndex={-1} href="/my-courses" className={item}>
            <GraduationCap aria-hidden className="size-4 text-gold-400" /> My Courses
          </a>
          <a role="menuitem" tabIndex={-1} href="/account" className={item}>
            <UserRound aria-hidden className="size-4 text-gold-400" /> Account
          </a>
          <div role="separator" className="my-1 h-px bg-white/10" />
          <form method="post" action="/sign-out">
            <button role="menuitem" tabIndex={-1} type="submit" className={item}>
              <LogOut aria-hidden className="size-4 text-gold-400" /> Sign out
            </button>
          </form>
        </div>
      </template>
    </>
  );
}
