import type { Route } from './+types/ajbxng-tournaments';
import { ComingSoon } from '~/components/marketing/coming-soon';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Ajbxng Tournaments',
    description: 'The tournament platform page is coming.',
    path: '/ajbxng-tournaments',
  });

export default function Page() {
  return (
    <ComingSoon
      badge={'Platform'}
      title={'Ajbxng Tournaments'}
      coming={'The tournament platform page is coming.'}
    />
  );
}
