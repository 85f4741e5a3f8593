import type { Route } from './+types/admin-dashboard.venue.backup';
import { requireViewer } from '~/features/auth/guard.server';
import { backupFileName, takeBackup } from '@server/backup';
import { clock } from '@server/clock';

/**
 * A backup of the embedded database taken now, while the server runs, as a download (platform admins: it
 * holds every account). Restored on another laptop with `npm run restore -- <file>`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const { database } = context.services;
  if (!database.backup)
    return new Response('This platform runs on PostgreSQL: back it up with pg_dump.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  const blob = await takeBackup(database);
  return new Response(blob, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${backupFileName(clock.now())}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
