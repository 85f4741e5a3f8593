import type { Route } from './+types/home';
import { seo } from '~/lib/seo';

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'AJBXNG Boxing Academy | Train Like a Champion',
    description: "Nigeria's championship boxing academy in Lagos and Abuja.",
    path: '/',
  });

export default function Home() {
  return (
    <section className="bg-ring-lights text-white">
      <div className="container-page py-24">
        <h1 className="text-6xl font-extrabold uppercase">AJBXNG</h1>
      </div>
    </section>
  );
}
