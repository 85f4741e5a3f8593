import type { Route } from './+types/courses.fundamentals-mastery';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';

const programme = programmeFor('fundamentals');

export const meta: Route.MetaFunction = () => programmeMeta(programme);

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
