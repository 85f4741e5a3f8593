import type { Route } from './+types/courses.performance-elite';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Performance Elite',
    description: 'Programme details are coming.',
    path: '/courses/performance-elite',
  });

export default function Page() {
  return (
    <ComingSoon badge={'Programme'} title={'Performance Elite'} coming={'Programme details are coming.'} />
  );
}
