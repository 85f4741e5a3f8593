import type { Route } from './+types/courses.elite-championship';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';

const programme = programmeFor('elite-championship');

export const meta: Route.MetaFunction = () => programmeMeta(programme);

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
