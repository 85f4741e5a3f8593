import { ArrowLeft, Lock } from 'lucide-react';
import { isRouteErrorResponse, Link, useParams } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.edit';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { Button } from '~/components/ui/button';
import { TournamentWizard } from '~/features/tournaments/components/wizard/tournament-wizard';
import { draftForEditing, saveDraftFromWizard } from '~/features/tournaments/wizard.server';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Edit ${data?.tournament.name ?? 'tournament'} | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

/** Editing a draft: the wizard with the draft's values, for its organisation's organisers and admins. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return draftForEditing(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return saveDraftFromWizard(request, context, params.id);
}

export default function EditTournamentDraft({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament, values } = loaderData;
  return (
    <section aria-labelledby="edit-draft-heading" className="max-w-4xl">
      <Link
        to={`/admin-dashboard/tournaments/${tournament.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to {tournament.name}
      </Link>
      <p className="eyebrow mt-6 text-gold-700">Draft</p>
      <h2 id="edit-draft-heading" className="mt-1 text-4xl leading-none font-extrabold uppercase">
        Edit {tournament.name}
      </h2>
      <p className="mt-2 text-ink-600">Change anything while it is a draft; publishing opens registration.</p>
      <div className="mt-8">
        <TournamentWizard
          mode="edit"
          access={{ launch: 'ready', viewerName: '', organisationName: null, usage: null }}
          result={actionData}
          values={values}
        />
      </div>
    </section>
  );
}

/**
 * A refusal in place of the page, under the dashboard's frame: a tournament that is no longer a draft
 * (409) says so and leads back to it; a 403 or 404 is the dashboards' usual panel.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { id } = useParams();
  if (isRouteErrorResponse(error) && error.status === 409) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <section
        aria-labelledby="edit-closed-title"
        className="flex flex-col items-start gap-4 rounded-2xl bg-white p-8 ring-1 ring-ink-900/10"
      >
        <Lock aria-hidden className="size-10 text-gold-600" />
        <p className="eyebrow text-gold-700">409 · Not a draft</p>
        <h2 id="edit-closed-title" className="text-3xl font-extrabold uppercase">
          Only drafts can be edited
        </h2>
        <p className="max-w-2xl text-ink-700">
          {typeof message === 'string' ? message : 'This tournament is no longer a draft.'}
        </p>
        <Button asChild>
          <Link to={`/admin-dashboard/tournaments/${id}`}>Back to the tournament</Link>
        </Button>
      </section>
    );
  }
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
