import type { Route } from './+types/courses.elite-championship';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';
import { siteUrlOf } from '~/lib/seo';

const programme = programmeFor('elite-championship');

export const meta: Route.MetaFunction = ({ matches }) => programmeMeta(programme, siteUrlOf(matches));

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
