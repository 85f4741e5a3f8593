import type { Route } from './+types/privacy';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { privacyPolicy } from '~/content/legal';
import { siteUrlOf } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(privacyPolicy, siteUrlOf(matches));

export default function Page() {
  return <LegalPage doc={privacyPolicy} />;
}
