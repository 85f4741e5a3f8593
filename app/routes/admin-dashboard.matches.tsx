import type { Route } from './+types/admin-dashboard.matches';
import { LoadingDashboard } from '~/components/dashboard/dashboard-shell';
import { requireViewer } from '~/features/auth/guard.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  return null;
}

export default function Tab() {
  return <LoadingDashboard />;
}
