import type { Route } from './+types/courses.business';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Build Your Boxing Empire',
    description: 'Business courses are coming.',
    path: '/courses/business',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Business Courses'}
      title={'Build Your Boxing Empire'}
      coming={'Business courses are coming.'}
    />
  );
}
