import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id';
import { SUSPENSION_DAYS } from '~/features/results/sheets';
import { ManageTournamentPage } from '~/features/tournaments/components/workspace/manage-page';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export { action, loader } from './admin-dashboard.tournaments.$id.server';

/**
 * After any post here, refused ones included, the tournament is read again: a refusal often means its state
 * moved on meanwhile (published or cancelled in another tab), and the page should show where it is now.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export default function ManageTournament({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManageTournamentPage loaderData={loaderData} actionData={actionData} suspensionDays={SUSPENSION_DAYS} />
  );
}
