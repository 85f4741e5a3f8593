import type { Route } from './+types/student-dashboard.bouts.ics';
import { requireViewer } from '~/features/auth/guard.server';
import { allMyBouts, boutCalendar } from '~/features/results';
import { clock } from '@server/clock';

/**
 * The signed-in boxer's own bouts as an iCalendar file (/student-dashboard/bouts.ics): each bout at its
 * ETA with its number and ring, for the phone's calendar. Private: a boxer's own, never cached by others.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  const now = clock.now();
  const bouts = await allMyBouts(context.services.database.db, viewer.id, now);
  return new Response(boutCalendar(bouts, new URL(request.url).host, now), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-bouts.ics"',
      'Cache-Control': 'private, no-store',
    },
  });
}
