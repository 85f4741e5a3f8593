import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard';
import { DashboardHeader, LoadingDashboard } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { TooltipProvider } from '~/components/ui/tooltip';
import { Button } from '~/components/ui/button';
import { planById } from '~/content/plans';
import { countNewEnquiries } from '~/features/enquiries/inbox.server';
import { requireWorkspace } from '~/features/organisations';
import { planWarning } from '~/features/payments';
import { cn } from '~/lib/cn';

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The admin dashboard is the organiser's workspace too (DESIGN "Who owns what"): a platform admin sees every
 * organisation and the academy's enquiries; an organiser sees their own organisation, under its name.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const { viewer, platformAdmin, membership } = workspace;
  return {
    viewer,
    platformAdmin,
    organisation:
      !platformAdmin && membership
        ? { name: membership.organisationName, plan: planById(membership.plan)?.name ?? membership.plan }
        : null,
    newEnquiries: platformAdmin ? await countNewEnquiries(context.services.database.db) : 0,
    // A failed renewal or a read-only workspace, said on every tab (issue 31 item 3).
    planWarning:
      !platformAdmin && membership
        ? await planWarning(context.services.database.db, membership.organisationId)
        : null,
  };
}

/** The admin's tabs are pages of their own, so each can be linked to, reloaded, and guarded by its loader. */
const tabs = [
  // A tournament's pages (management, editing) belong to the Tournaments tab.
  { to: '/admin-dashboard', label: 'Tournaments', end: true, section: '/admin-dashboard/tournaments/' },
  { to: '/admin-dashboard/matches', label: 'Matches' },
  { to: '/admin-dashboard/users', label: 'Users' },
  // The academy's inbox: platform admins only.
  { to: '/admin-dashboard/enquiries', label: 'Enquiries', adminOnly: true },
  { to: '/admin-dashboard/settings', label: 'Settings' },
  // The organisation's plan, its payments and documents (issue 31 item 3).
  { to: '/admin-dashboard/plan', label: 'Plan' },
  // Where entry fees are paid, and the platform's commission (issue 31).
  { to: '/admin-dashboard/payouts', label: 'Payouts' },
  // Our books against Paystack's, day by day (issue 31 item 6): platform admins only.
  { to: '/admin-dashboard/reconciliation', label: 'Reconciliation', adminOnly: true },
  // What went to people's phones by WhatsApp and SMS (issue 32): platform admins only.
  { to: '/admin-dashboard/messages', label: 'Messages', adminOnly: true },
  // Issue 33: the bootcamp's selection from the rankings.
  { to: '/admin-dashboard/bootcamp', label: 'Bootcamp', adminOnly: true },
  // Venue mode (issue 18): the sheet to print for the hall, the laptop's backups.
  { to: '/admin-dashboard/venue', label: 'Venue' },
  // The academy's photography and film (issue 30 item 7): platform admins only.
  { to: '/admin-dashboard/site-media', label: 'Site media', adminOnly: true },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { organisation } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // The spinner is for real loading only: another admin tab's data on its way (not a form on this one).
  const openingTab =
    navigation.state === 'loading' &&
    !navigation.formMethod &&
    navigation.location.pathname !== location.pathname &&
    navigation.location.pathname.startsWith('/admin-dashboard');
  return (
    <TooltipProvider>
      <>
        {organisation ? (
          <DashboardHeader
            eyebrow="Organiser workspace"
            title={organisation.name}
            lead={`Signed in as ${loaderData.viewer.name} · ${organisation.plan} plan`}
            actions={
              <Button asChild>
                <Link to="/tournaments/create">Create Tournament</Link>
              </Button>
            }
          />
        ) : (
          <DashboardHeader
            eyebrow="Admin"
            title="Admin Dashboard"
            lead={`Signed in as ${loaderData.viewer.name}`}
            actions={
              <Button asChild>
                <Link to="/tournaments/create">Create Tournament</Link>
              </Button>
            }
          />
        )}
        <div className="container-page py-10">
          <nav aria-label="Admin sections">
            <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-ink-900/5 p-1 ring-1 ring-ink-900/10">
              {tabs
                .filter((tab) => !tab.adminOnly || loaderData.platformAdmin)
                .map((tab) => (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      end={tab.end}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-lg px-4 py-2 font-display text-sm font-bold tracking-wider text-ink-600 uppercase transition-colors hover:text-ink-900',
                          (isActive || (tab.section && location.pathname.startsWith(tab.section))) &&
                            'bg-ink-900 text-white hover:text-white',
                        )
                      }
                    >
                      {tab.label}
                      {tab.to === '/admin-dashboard/enquiries' && loaderData.newEnquiries > 0 ? (
                        <span className="ml-2 rounded-full bg-corner-600 px-2 py-0.5 font-sans text-xs text-white">
                          {loaderData.newEnquiries}
                          <span className="sr-only"> new</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          {/* The Plan tab says it in full itself. */}
          {loaderData.planWarning && location.pathname !== '/admin-dashboard/plan' ? (
            <PlanWarning warning={loaderData.planWarning} />
          ) : null}
          <div className="mt-8">{openingTab ? <LoadingDashboard /> : <Outlet />}</div>
        </div>
      </>
    </TooltipProvider>
  );
}

const graceDay = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'long',
});

/** The plan's warning above every tab: a failed renewal's last day, or a read-only workspace. */
function PlanWarning({
  warning,
}: {
  warning: { status: 'past_due' | 'read_only'; graceUntil: string | null };
}) {
  return (
    <p
      role="alert"
      className={cn(
        'mt-6 rounded-xl px-5 py-4 font-semibold ring-1',
        warning.status === 'past_due'
          ? 'bg-amber-400/15 text-amber-900 ring-amber-500/40'
          : 'bg-ink-950 text-white ring-corner-500/60',
      )}
    >
      {warning.status === 'past_due' && warning.graceUntil
        ? `Your payment failed: pay by ${graceDay.format(new Date(warning.graceUntil))} or the workspace becomes read-only.`
        : 'Your workspace is read-only until its plan is paid. Your published events keep running.'}{' '}
      <Link to="/admin-dashboard/plan" className="underline underline-offset-4">
        Pay on the Plan page
      </Link>
    </p>
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPage error={error} eyebrow="Admin" title="Admin Dashboard" home="/admin-dashboard" />;
}
