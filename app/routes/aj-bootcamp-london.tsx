import type { Route } from './+types/aj-bootcamp-london';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'AJ Bootcamp London',
    description: 'The London bootcamp page is coming.',
    path: '/aj-bootcamp-london',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'London'}
      title={'AJ Bootcamp London'}
      coming={'The London bootcamp page is coming.'}
    />
  );
}
