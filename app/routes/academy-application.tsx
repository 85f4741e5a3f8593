import type { Route } from './+types/academy-application';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Academy Application',
    description: 'The four-step academy application is opening soon. Meanwhile, contact admissions.',
    path: '/academy-application',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Admissions'}
      title={'Academy Application'}
      coming={'The four-step academy application is opening soon. Meanwhile, contact admissions.'}
    />
  );
}
