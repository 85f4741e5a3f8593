import type { Route } from './+types/coach-dashboard';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Coach Dashboard', description: 'Loading dashboard...', path: '/coach-dashboard' });

export default function Page() {
  return <ComingSoon badge={'Dashboard'} title={'Coach Dashboard'} coming={'Loading dashboard...'} />;
}
