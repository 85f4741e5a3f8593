import type { Route } from './+types/schedule-demo';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'Schedule a Demo', description: 'Demo booking is opening soon.', path: '/schedule-demo' });

export default function Page() {
  return <ComingSoon badge={'Platform'} title={'Schedule a Demo'} coming={'Demo booking is opening soon.'} />;
}
