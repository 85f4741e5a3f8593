import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

type CtaLink = { label: string; to: string };

/** The last band of a page: one dark panel, one question, a gold primary action and a quieter second one. */
export function ClosingCta({
  id,
  eyebrow,
  heading,
  body,
  primary,
  secondary,
  children,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  body: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-canvas py-16 sm:py-24">
      <div className="container-page">
        <div className="bg-ring-lights relative overflow-hidden rounded-3xl px-6 py-14 text-center text-white sm:px-12 sm:py-20">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600"
          />
          {eyebrow ? <p className="eyebrow text-gold-300">{eyebrow}</p> : null}
          <h2
            id={id}
            className="mx-auto mt-3 max-w-3xl text-4xl leading-none font-extrabold uppercase sm:text-6xl"
          >
            {heading}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-300">{body}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={primary.to}>
                {primary.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            {secondary ? (
              <Button asChild size="lg" variant="outline" className="text-white">
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
