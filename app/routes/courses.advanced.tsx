import type { Route } from './+types/courses.advanced';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Elite Championship Training',
    description: 'Advanced courses are coming.',
    path: '/courses/advanced',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Advanced Courses'}
      title={'Elite Championship Training'}
      coming={'Advanced courses are coming.'}
    />
  );
}
