import type { Route } from './+types/admin-dashboard.tournaments.$id.money';
import { requireWorkspace } from '~/features/organisations';
import { organiserMoney } from '~/features/payments';
import { MoneyView } from '~/features/payments/components/money-view';
import { refusalAnswer } from '@server/http/database-outage';
import { ServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Money · ${loaderData?.view.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** A tournament's money for its organisers (issue 31): figures and lines from the ledger. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  try {
    return { view: await organiserMoney(context.services.database.db, workspace, params.id) };
  } catch (error) {
    if (error instanceof ServiceError) throw refusalAnswer(error);
    throw error;
  }
}

export default function TournamentMoney({ loaderData }: Route.ComponentProps) {
  return <MoneyView view={loaderData.view} />;
}
