import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** A signed-in person opened a page their role does not cover: say so and offer their own dashboard. */
export function Forbidden({ dashboard }: { dashboard?: string | undefined }) {
  return (
    <section className="bg-ring-lights text-white">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-24">
        <ShieldAlert aria-hidden className="size-12 text-gold-400" />
        <p className="eyebrow text-gold-300">403 · Not allowed</p>
        <h1 className="text-5xl font-extrabold uppercase">This page is not for your role</h1>
        <p className="max-w-xl text-lg text-ink-300">
          You are signed in, but your account does not have access to this dashboard. If you think it should,
          ask an academy admin to change your role.
        </p>
        <div className="flex flex-wrap gap-3">
          {dashboard ? (
            <Button asChild size="lg">
              <Link to={dashboard}>Go to my dashboard</Link>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline" className="text-white">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
