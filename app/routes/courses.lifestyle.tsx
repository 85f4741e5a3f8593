import type { Route } from './+types/courses.lifestyle';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Live Like a Champion',
    description: 'Lifestyle courses are coming.',
    path: '/courses/lifestyle',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Lifestyle Courses'}
      title={'Live Like a Champion'}
      coming={'Lifestyle courses are coming.'}
    />
  );
}
