import type { Route } from './+types/courses.mental-champion';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Mental Champion',
    description: 'Programme details are coming.',
    path: '/courses/mental-champion',
  });

export default function Page() {
  return (
    <ComingSoon badge={'Programme'} title={'Mental Champion'} coming={'Programme details are coming.'} />
  );
}
