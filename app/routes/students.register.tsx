import type { Route } from './+types/students.register';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Register Student',
    description: 'Coaches will register their boxers here.',
    path: '/students/register',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Coaches'}
      title={'Register Student'}
      coming={'Coaches will register their boxers here.'}
    />
  );
}
