import type { Route } from './+types/tournament-schedule';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Tournament Calendar',
    description: 'The tournament calendar is coming: upcoming tournaments, past results, and registration.',
    path: '/tournament-schedule',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Calendar'}
      title={'Tournament Calendar'}
      coming={'The tournament calendar is coming: upcoming tournaments, past results, and registration.'}
    />
  );
}
