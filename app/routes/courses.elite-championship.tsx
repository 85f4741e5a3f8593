import type { Route } from './+types/courses.elite-championship';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Elite Championship Course',
    description: 'Programme details are coming.',
    path: '/courses/elite-championship',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Programme'}
      title={'Elite Championship Course'}
      coming={'Programme details are coming.'}
    />
  );
}
