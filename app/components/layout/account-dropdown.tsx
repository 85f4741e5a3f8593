import { ChevronDown, GraduationCap, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Form, Link } from 'react-router';
import { dashboardFor, roleLabels } from '~/content/roles';
import type { Viewer } from '~/content/roles';
import { AccountFace } from './account-face';

/** The signed-in person's menu. Loaded only once someone is signed in, so visitors never download it. */
export default function AccountDropdown({ viewer }: { viewer: Viewer & { dashboard?: string | null } }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex max-w-44 min-w-0 items-center gap-2 rounded-md px-2.5 py-2 text-sm font-semibold text-white hover:bg-white/10">
        <AccountFace viewer={viewer} trailing={<ChevronDown aria-hidden className="size-4 shrink-0" />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-ink-900 p-1.5 text-white shadow-2xl ring-1 ring-white/10"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-400">
            Signed in as {roleLabels[viewer.role]}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild>
            <Link
              to={viewer.dashboard ?? dashboardFor[viewer.role]}
              className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10"
            >
              <LayoutDashboard aria-hidden className="size-4 text-gold-400" /> My dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/my-courses"
              className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10"
            >
              <GraduationCap aria-hidden className="size-4 text-gold-400" /> My Courses
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/account"
              className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10"
            >
              <UserRound aria-hidden className="size-4 text-gold-400" /> Account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <Form method="post" action="/sign-out">
            <DropdownMenu.Item asChild onSelect={(e) => e.preventDefault()}>
              <button
                type="submit"
                className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-white/10"
              >
                <LogOut aria-hidden className="size-4 text-gold-400" /> Sign out
              </button>
            </DropdownMenu.Item>
          </Form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
