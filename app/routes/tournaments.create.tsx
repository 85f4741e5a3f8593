import type { Route } from './+types/tournaments.create';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Create Tournament',
    description: 'Tournament creation is coming to this page.',
    path: '/tournaments/create',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Platform'}
      title={'Create Tournament'}
      coming={'Tournament creation is coming to this page.'}
    />
  );
}
