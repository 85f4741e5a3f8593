import type { Route } from './+types/start-tournament';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Start a Tournament',
    description:
      'The tournament creation wizard is coming: basic info, format and rules, categories, schedule, review.',
    path: '/start-tournament',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Platform'}
      title={'Start a Tournament'}
      coming={
        'The tournament creation wizard is coming: basic info, format and rules, categories, schedule, review.'
      }
    />
  );
}
