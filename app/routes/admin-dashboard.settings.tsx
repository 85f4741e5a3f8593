import type { Route } from './+types/admin-dashboard.settings';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { planById } from '~/content/plans';
import { requireWorkspace } from '~/features/organisations';
import { OrganisationsList, SettingsPanel } from '~/features/organisations/components/settings-panel';
import { organisationChoiceSchema } from '~/features/organisations/schema';
import { listOrganisations, organisationSettings } from '~/features/organisations/settings.server';
import { planUsage } from '~/features/tournaments';

const signedUpFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * The workspace's settings: the organisation, its plan (SPEC §9) and this Lagos month's use of it. A platform
 * admin sees the academy's (or, with ?organisation=, any organisation's) and the list of every organisation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const choice = organisationChoiceSchema.safeParse({
    organisation: new URL(request.url).searchParams.get('organisation') || undefined,
  });
  const chosen = workspace.platformAdmin && choice.success ? choice.data.organisation : undefined;
  const { organisation, plan, members } = await organisationSettings(db, workspace, chosen);
  const [usage, organisations] = await Promise.all([
    planUsage(db, organisation.id),
    workspace.platformAdmin ? listOrganisations(db, workspace) : Promise.resolve(null),
  ]);
  return {
    platformAdmin: workspace.platformAdmin,
    settings: {
      organisation: {
        id: organisation.id,
        name: organisation.name,
        status: organisation.status,
        isAcademy: organisation.isAcademy,
        members,
      },
      plan: {
        name: plan.name,
        pricePerMonth: plan.pricePerMonth,
        allowance: plan.allowance,
        features: plan.features,
      },
      usage: {
        used: usage.usedThisMonth,
        limit: usage.monthlyLimit,
        month: usage.month,
        participantCap: usage.participantCap,
      },
    },
    organisations:
      organisations?.map((o) => ({
        id: o.id,
        name: o.name,
        plan: planById(o.plan)?.name ?? o.plan,
        status: o.status,
        isAcademy: o.isAcademy,
        members: o.members,
        signedUp: signedUpFormat.format(o.createdAt),
      })) ?? null,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Settings | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function SettingsTab({ loaderData }: Route.ComponentProps) {
  const { settings, organisations, platformAdmin } = loaderData;
  const usersPath = platformAdmin
    ? `/admin-dashboard/users?view=members&organisation=${settings.organisation.id}`
    : '/admin-dashboard/users';
  return (
    <div className="space-y-12">
      <SettingsPanel
        settings={settings}
        usersPath={usersPath}
        lead={
          platformAdmin
            ? 'An organisation’s plan and what this month has used of it: the academy’s, or the one you open from the list below.'
            : undefined
        }
      />
      {organisations ? <OrganisationsList organisations={organisations} /> : null}
    </div>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
