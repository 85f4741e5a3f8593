import type { Route } from './+types/courses.performance-elite';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';
import { siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

const programme = programmeFor('performance-elite');

/** A static page: served as a document without the framework's scripts (decision 0034). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) => programmeMeta(programme, siteUrlOf(matches));

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
