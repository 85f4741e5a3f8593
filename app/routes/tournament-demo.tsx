import type { Route } from './+types/tournament-demo';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Tournament Demo', description: 'The walkthrough is coming.', path: '/tournament-demo' });

export default function Page() {
  return <ComingSoon badge={'Platform'} title={'Tournament Demo'} coming={'The walkthrough is coming.'} />;
}
