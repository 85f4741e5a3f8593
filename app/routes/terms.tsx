import type { Route } from './+types/terms';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Terms of Service', description: 'Our terms are being published.', path: '/terms' });

export default function Page() {
  return <ComingSoon badge={'Legal'} title={'Terms of Service'} coming={'Our terms are being published.'} />;
}
