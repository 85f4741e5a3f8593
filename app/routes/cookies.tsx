import type { Route } from './+types/cookies';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { cookiePolicy } from '~/content/legal';
import { siteUrlOf } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(cookiePolicy, siteUrlOf(matches));

export default function Page() {
  return <LegalPage doc={cookiePolicy} />;
}
