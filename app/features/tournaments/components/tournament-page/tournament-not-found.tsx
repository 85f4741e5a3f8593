import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** An unknown address or someone else's draft: the not-found page, with the way back to the calendar. */
export function TournamentNotFound() {
  return (
    <section className="bg-ring-lights relative overflow-hidden text-white">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p
          aria-hidden
          className="text-gradient-gold font-display text-[9rem] leading-none font-extrabold sm:text-[12rem]"
        >
          404
        </p>
        <h1 className="mt-2 font-display text-3xl font-bold uppercase sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-ink-300">
          There is no published tournament at this address. It may have been renamed before it was published.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/tournament-schedule">Tournament Calendar</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="text-white">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
