import { cn } from '~/lib/cn';

export type StatItem = { value: string; label: string };

/** The dark band of headline numbers under a hero: value over label, hairlines between cells. */
export function StatStrip({
  stats,
  label,
  className,
}: {
  stats: readonly StatItem[];
  label: string;
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn('border-t border-white/10 bg-ink-950 text-white', className)}>
      <dl
        className={cn(
          'container-page grid gap-px bg-white/10 px-0 sm:px-0',
          stats.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end bg-ink-950 px-5 py-8 sm:px-8 sm:py-10"
          >
            <dt className="mt-2 text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase sm:text-sm">
              {stat.label}
            </dt>
            <dd className="font-display text-4xl leading-none font-extrabold text-gold-300 sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
