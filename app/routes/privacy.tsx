import type { Route } from './+types/privacy';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { privacyPolicy } from '~/content/legal';

export const meta: Route.MetaFunction = () => legalMeta(privacyPolicy);

export default function Page() {
  return <LegalPage doc={privacyPolicy} />;
}
