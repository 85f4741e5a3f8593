import type { Route } from './+types/start-tournament';
import { PageHero } from '~/components/marketing/page-hero';
import { TournamentWizard } from '~/features/tournaments/components/wizard/tournament-wizard';
import { WizardAside } from '~/features/tournaments/components/wizard/wizard-aside';
import { createFromWizard, newLaunchKey, publicWizardAccess } from '~/features/tournaments/wizard.server';
import { seo, siteUrlOf } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Start a Tournament',
    description:
      'Create a boxing tournament in five steps: basic info, format and rules, weight classes and age groups, schedule, review. Launch it as a draft and publish when you are ready.',
    path: '/start-tournament',
  });

/** What Launch does depends on who is looking: never cached. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { access: await publicWizardAccess(request, context), launchKey: newLaunchKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createFromWizard(request, context, '/start-tournament');
}

export default function StartTournament({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Tournament Platform"
        title={
          <>
            Start a <span className="text-gradient-gold">Tournament</span>
          </>
        }
        lead="Five steps: basic info, format and rules, categories, schedule and a final review. Launch it as a draft of your organisation, then publish it to open registration."
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
              returnTo="/start-tournament"
            />
          </div>
          <WizardAside access={loaderData.access} />
        </div>
      </div>
    </>
  );
}
