import { redirect } from 'react-router';
import type { Route } from './+types/my-courses.$course';
import { requireViewer } from '~/features/auth';
import { myCourses } from '~/features/learning';

/** A course in the learning area: its next lesson (the first for an admin or a learner who finished it). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const mine = (await myCourses(context.services.database.db, viewer)).find((c) => c.slug === params.course);
  // The lesson page itself says who may open it (403 with the way to buy for anyone else).
  return redirect(`/my-courses/${encodeURIComponent(params.course)}/${mine?.next ?? 1}`, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
