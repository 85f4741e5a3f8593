import type { Route } from './+types/courses.performance-elite';
import { ProgrammePage, programmeFor, programmeMeta } from '~/components/programmes/programme-page';

const programme = programmeFor('performance-elite');

export const meta: Route.MetaFunction = () => programmeMeta(programme);

export default function Page() {
  return <ProgrammePage programme={programme} />;
}
