import type { Route } from './+types/students.register';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { requireViewer } from '~/features/auth/guard.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['coach', 'admin']);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Register Student | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  return (
    <ComingSoon
      badge="Tournament Platform"
      title="Register Student"
      coming="Coaches will register their boxers here, with weight class, age group and medical clearance."
      next={{ to: '/coach-dashboard', label: 'Back to the dashboard' }}
    />
  );
}
