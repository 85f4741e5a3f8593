import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';

/** The dark, ring-lit opening band every public page starts with: badge, one h1, a lead, actions. */
export function PageHero({
  badge,
  title,
  lead,
  children,
  aside,
  className,
}: {
  badge?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('bg-ring-lights relative overflow-hidden text-white', className)}>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(115deg,#fff_0_1px,transparent_1px_22px)]"
      />
      <div
        className={cn(
          'container-page relative py-16 sm:py-24',
          aside && 'grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]',
        )}
      >
        <div>
          {badge ? <Badge tone="goldOnDark">{badge}</Badge> : null}
          <h1 className="mt-5 text-5xl leading-[0.95] font-extrabold uppercase sm:text-6xl lg:text-7xl">
            {title}
          </h1>
          {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-300">{lead}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
