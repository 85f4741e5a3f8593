import type { Route } from './+types/tournaments.create';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { requireViewer } from '~/features/auth/guard.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Create Tournament | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  return (
    <ComingSoon
      badge="Tournament Platform"
      title="Create Tournament"
      coming="Tournament creation is coming to this page: the five-step wizard of basic info, format and rules, categories, schedule and review."
      next={{ to: '/admin-dashboard', label: 'Back to the dashboard' }}
    />
  );
}
