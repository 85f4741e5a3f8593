import type { Route } from './+types/application';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Program Application',
    description: 'The programme application is opening soon.',
    path: '/application',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Admissions'}
      title={'Program Application'}
      coming={'The programme application is opening soon.'}
    />
  );
}
