import type { Route } from './+types/spectator-dashboard';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Spectator Hub', description: 'Loading dashboard...', path: '/spectator-dashboard' });

export default function Page() {
  return <ComingSoon badge={'Dashboard'} title={'Spectator Hub'} coming={'Loading dashboard...'} />;
}
