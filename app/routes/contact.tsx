import type { Route } from './+types/contact';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Contact', description: 'Contact details are coming.', path: '/contact' });

export default function Page() {
  return <ComingSoon badge={'Contact'} title={'Contact'} coming={'Contact details are coming.'} />;
}
