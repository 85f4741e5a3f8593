import type { Route } from './+types/success-stories';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Success Stories',
    description: "Our athletes' stories are coming.",
    path: '/success-stories',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Success Stories'}
      title={'Success Stories'}
      coming={"Our athletes' stories are coming."}
    />
  );
}
