import type { Route } from './+types/admin-dashboard.tournaments.$id.money.csv';
import { requireWorkspace } from '~/features/organisations';
import { moneyCsv, organiserMoney } from '~/features/payments';
import { lagosDate } from '~/lib/lagos-time';
import { refusalAnswer } from '@server/http/database-outage';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';

/** The Money page's ledger lines as CSV (naira and kobo, Lagos times), for the tournament's organisers only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  try {
    const view = await organiserMoney(context.services.database.db, workspace, params.id);
    return new Response(moneyCsv(view), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${view.tournament.slug}-money-${lagosDate(clock.now())}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) throw refusalAnswer(error);
    throw error;
  }
}
