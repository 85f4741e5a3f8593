import type { Route } from './+types/courses.fitness';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Build Championship Fitness',
    description: 'Fitness courses are coming.',
    path: '/courses/fitness',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Fitness Courses'}
      title={'Build Championship Fitness'}
      coming={'Fitness courses are coming.'}
    />
  );
}
