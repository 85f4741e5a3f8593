import type { Route } from './+types/privacy';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Privacy Policy', description: 'Our privacy policy is being published.', path: '/privacy' });

export default function Page() {
  return (
    <ComingSoon badge={'Legal'} title={'Privacy Policy'} coming={'Our privacy policy is being published.'} />
  );
}
