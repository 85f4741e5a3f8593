import type { Route } from './+types/tournaments.create';
import { PageHero } from '~/components/marketing/page-hero';
import { TournamentWizard } from '~/features/tournaments/components/wizard/tournament-wizard';
import { WizardAside } from '~/features/tournaments/components/wizard/wizard-aside';
import { createFromWizard, newLaunchKey, workspaceWizardAccess } from '~/features/tournaments/wizard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Create Tournament | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The workspace's wizard (the admin dashboard's Create Tournament): platform admins and organisers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { access: await workspaceWizardAccess(request, context), launchKey: newLaunchKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createFromWizard(request, context, '/tournaments/create');
}

export default function CreateTournament({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Tournament Platform"
        title={
          <>
            Create <span className="text-gradient-gold">Tournament</span>
          </>
        }
        lead="Five steps to a draft: basic info, format and rules, categories, schedule, review. It stays a draft, visible to your organisation only, until you publish it."
      />
      <div className="bg-canvas py-12 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            <TournamentWizard
              mode="create"
              access={loaderData.access}
              result={actionData}
              launchKey={loaderData.launchKey}
              keep
              returnTo="/tournaments/create"
            />
          </div>
          <WizardAside access={loaderData.access} />
        </div>
      </div>
    </>
  );
}
