import type { Route } from './+types/admin-dashboard.matches';
import { Swords } from 'lucide-react';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { requireViewer } from '~/features/auth/guard.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  return null;
}

export default function Tab() {
  return (
    <NotYetAvailable
      icon={Swords}
      title="Matches"
      what="Every bout of your tournaments, with its ring, officials and result."
      arrives="Matches arrive with the tournament platform: nothing to show yet."
    />
  );
}
