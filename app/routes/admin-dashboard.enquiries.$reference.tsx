import type { Route } from './+types/admin-dashboard.enquiries.$reference';
import { requireViewer } from '~/features/auth/guard.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  return null;
}

export default function EnquiryDetail() {
  return <p className="py-10 text-ink-600">Loading dashboard...</p>;
}
