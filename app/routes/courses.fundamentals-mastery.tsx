import type { Route } from './+types/courses.fundamentals-mastery';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';
import { siteUrlOf } from '~/lib/seo';

const programme = programmeFor('fundamentals');

export const meta: Route.MetaFunction = ({ matches }) => programmeMeta(programme, siteUrlOf(matches));

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
