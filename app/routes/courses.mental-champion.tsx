import type { Route } from './+types/courses.mental-champion';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';
import { siteUrlOf } from '~/lib/seo';

const programme = programmeFor('mental-champion');

export const meta: Route.MetaFunction = ({ matches }) => programmeMeta(programme, siteUrlOf(matches));

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
