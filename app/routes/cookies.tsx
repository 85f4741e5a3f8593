import type { Route } from './+types/cookies';
import { LegalPage, legalMeta } from '~/components/legal/legal-page';
import { cookiePolicy } from '~/content/legal';
import { siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

/** A document without the framework: nothing on it needs React in the browser (issue 29's blocking time). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

/** The same page for everyone, as when it was prerendered: a visitor's copy may be kept (decision 0023). */
export function headers() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(cookiePolicy, siteUrlOf(matches));

export default function Page() {
  return <LegalPage doc={cookiePolicy} />;
}
