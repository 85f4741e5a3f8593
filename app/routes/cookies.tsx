import type { Route } from './+types/cookies';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Cookie Policy', description: 'Our cookie policy is being published.', path: '/cookies' });

export default function Page() {
  return (
    <ComingSoon badge={'Legal'} title={'Cookie Policy'} coming={'Our cookie policy is being published.'} />
  );
}
