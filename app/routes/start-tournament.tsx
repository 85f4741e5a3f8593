import type { Route } from './+types/start-tournament';
import { PageHero } from '~/components/marketing/page-hero';
import { TournamentWizard } from '~/features/tournaments/components/wizard/tournament-wizard';
import { KEPT_DRAFT_KEY } from '~/features/tournaments/components/wizard/kept-draft';
import { WizardAside } from '~/features/tournaments/components/wizard/wizard-aside';
import { createFromWizard, newLaunchKey, publicWizardAccess } from '~/features/tournaments/wizard.server';
import type { DocumentHandle } from '~/lib/document-only';
import { seo, siteUrlOf } from '~/lib/seo';

/**
 * The wizard hydrates when a person first reaches into it, or at once to restore a draft this browser keeps
 * (issue 29, decision 0034): a visitor who reads the page first runs none of the framework's script.
 */
export const handle: DocumentHandle = { hydrateOn: 'intent', keptIn: KEPT_DRAFT_KEY };

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
