import type { Route } from './+types/student-dashboard';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'My Boxing Journey', description: 'Loading dashboard...', path: '/student-dashboard' });

export default function Page() {
  return <ComingSoon badge={'Dashboard'} title={'My Boxing Journey'} coming={'Loading dashboard...'} />;
}
