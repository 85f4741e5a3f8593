import type { Route } from './+types/courses.mental-champion';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';

const programme = programmeFor('mental-champion');

export const meta: Route.MetaFunction = () => programmeMeta(programme);

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
