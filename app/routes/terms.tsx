import type { Route } from './+types/terms';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { termsOfService } from '~/content/legal';
import { siteUrlOf } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(termsOfService, siteUrlOf(matches));

export default function Page() {
  return <LegalPage doc={termsOfService} />;
}
