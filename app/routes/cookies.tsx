import type { Route } from './+types/cookies';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { cookiePolicy } from '~/content/legal';

export const meta: Route.MetaFunction = () => legalMeta(cookiePolicy);

export default function Page() {
  return <LegalPage doc={cookiePolicy} />;
}
