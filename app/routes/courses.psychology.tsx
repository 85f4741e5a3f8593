import type { Route } from './+types/courses.psychology';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Master Your Mental Game',
    description: 'Psychology courses are coming.',
    path: '/courses/psychology',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Psychology Courses'}
      title={'Master Your Mental Game'}
      coming={'Psychology courses are coming.'}
    />
  );
}
