import type { Route } from './+types/training-programs';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Training Programs',
    description: 'Our four programmes are coming to this page.',
    path: '/training-programs',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Programmes'}
      title={'Training Programs'}
      coming={'Our four programmes are coming to this page.'}
    />
  );
}
