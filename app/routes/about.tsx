import type { Route } from './+types/about';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({ title: 'About AJ', description: "The founder's story is being written.", path: '/about' });

export default function Page() {
  return (
    <ComingSoon badge={'About AJ'} title={'About AJ'} coming={"The founder's story is being written."} />
  );
}
