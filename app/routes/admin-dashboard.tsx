import type { Route } from './+types/admin-dashboard';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Admin Dashboard', description: 'Loading dashboard...', path: '/admin-dashboard' });

export default function Page() {
  return <ComingSoon badge={'Dashboard'} title={'Admin Dashboard'} coming={'Loading dashboard...'} />;
}
