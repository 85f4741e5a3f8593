import type { Route } from './+types/courses';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Courses', description: 'Our online courses are coming to this page.', path: '/courses' });

export default function Page() {
  return (
    <ComingSoon badge={'Courses'} title={'Courses'} coming={'Our online courses are coming to this page.'} />
  );
}
