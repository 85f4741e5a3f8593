import type { Route } from './+types/terms';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { termsOfService } from '~/content/legal';

export const meta: Route.MetaFunction = () => legalMeta(termsOfService);

export default function Page() {
  return <LegalPage doc={termsOfService} />;
}
