import type { Route } from './+types/courses.beginner';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Start Your Boxing Journey',
    description: 'Beginner courses are coming.',
    path: '/courses/beginner',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Beginner Courses'}
      title={'Start Your Boxing Journey'}
      coming={'Beginner courses are coming.'}
    />
  );
}
