import { useEffect } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { Button } from '~/components/ui/button';

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  console.error('404 Error: User attempted to access non-existent route:', path);
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="bg-ring-lights relative overflow-hidden text-white">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p
          aria-hidden
          className="text-gradient-gold font-display text-[9rem] leading-none font-extrabold sm:text-[12rem]"
        >
          404
        </p>
        <h1 className="sr-only">404</h1>
        <p className="mt-2 font-display text-3xl font-bold uppercase sm:text-4xl">Oops! Page not found</p>
        <p className="mt-4 max-w-md text-ink-300">
          This corner of the gym is empty. The page you were looking for has moved or never existed.
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
