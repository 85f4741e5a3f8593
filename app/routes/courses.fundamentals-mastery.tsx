import type { Route } from './+types/courses.fundamentals-mastery';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Fundamentals Mastery',
    description: 'Programme details are coming.',
    path: '/courses/fundamentals-mastery',
  });

export default function Page() {
  return (
    <ComingSoon badge={'Programme'} title={'Fundamentals Mastery'} coming={'Programme details are coming.'} />
  );
}
