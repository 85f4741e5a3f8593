import { Outlet } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.layout';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';

// A tournament's management pages (the page itself, edit, entries, weigh-in, draws, the bout order, a bout,
// fan voting and media) under one guard and one error boundary: loader server-only.
export { loader } from './admin-dashboard.tournaments.$id.layout.server';

export default function TournamentLayout() {
  return <Outlet />;
}

/** A refusal (403), an unknown tournament (404) or a failure in any of its pages, inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
