import type { Route } from './+types/admin-dashboard.site-media';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { SiteMediaPage } from '~/features/site-media/components/site-media-page';

export { action, loader } from './admin-dashboard.site-media.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Site media | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function SiteMediaTab({ loaderData }: Route.ComponentProps) {
  return <SiteMediaPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
