import type { Route } from './+types/courses.performance-elite';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';
import { siteUrlOf } from '~/lib/seo';

const programme = programmeFor('performance-elite');

export const meta: Route.MetaFunction = ({ matches }) => programmeMeta(programme, siteUrlOf(matches));

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
