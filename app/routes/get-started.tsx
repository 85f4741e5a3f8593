import type { Route } from './+types/get-started';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Get Started', description: 'Organisation sign-up is opening soon.', path: '/get-started' });

export default function Page() {
  return (
    <ComingSoon badge={'Platform'} title={'Get Started'} coming={'Organisation sign-up is opening soon.'} />
  );
}
