import type { Route } from './+types/referee-dashboard';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Referee Dashboard', description: 'Loading dashboard...', path: '/referee-dashboard' });

export default function Page() {
  return <ComingSoon badge={'Dashboard'} title={'Referee Dashboard'} coming={'Loading dashboard...'} />;
}
