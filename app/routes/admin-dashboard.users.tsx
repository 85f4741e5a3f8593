import { useActionData } from 'react-router';
import type { Route } from './+types/admin-dashboard.users';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { MembersPanel } from '~/features/organisations/components/members-panel';
import type { MemberActionResult } from '~/features/organisations/components/members-panel';
import { AccountsView, ViewSwitch } from '~/features/users/components/accounts-view';
import type { action } from './admin-dashboard.users.server';

// The loader and the action (the workspace's Users tab: accounts, members, their changes) are server-only.
export { action, loader } from './admin-dashboard.users.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Users | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if (loaderData.view === 'members') {
    const { organisation, members, organisations, confirmRemove, platformAdmin } = loaderData;
    const base = platformAdmin ? `/admin-dashboard/users?view=members&organisation=${organisation.id}` : '';
    const listPath = base || '/admin-dashboard/users';
    const memberResult =
      result && typeof result === 'object' && 'intent' in result ? (result as MemberActionResult) : undefined;
    return (
      <>
        {platformAdmin ? <ViewSwitch view="members" /> : null}
        <MembersPanel
          organisation={organisation}
          members={members}
          organisations={organisations ?? undefined}
          confirmRemove={confirmRemove}
          result={memberResult}
          listPath={listPath}
          confirmPath={(id) => `${listPath}${base ? '&' : '?'}remove=${id}`}
        />
      </>
    );
  }
  return (
    <>
      <ViewSwitch view="accounts" />
      <AccountsView data={loaderData} result={result} />
    </>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
