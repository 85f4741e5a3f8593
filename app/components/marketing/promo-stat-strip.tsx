import { cn } from '~/lib/cn';

export type PromoStat = { value: string; label: string };

/** A row of headline numbers as a description list: the value is what a screen reader hears first. */
export function PromoStatStrip({
  stats,
  tone = 'light',
  className,
}: {
  stats: readonly PromoStat[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-px overflow-hidden rounded-2xl',
        stats.length === 3 ? 'grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
        tone === 'light' ? 'bg-[#e4e1da] ring-1 ring-[#e4e1da]' : 'bg-ink-700 ring-1 ring-ink-700',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse justify-end gap-1 px-4 py-6 sm:px-8 sm:py-8',
            tone === 'light' ? 'bg-white' : 'bg-ink-900',
          )}
        >
          <dt
            className={cn(
              'text-xs font-medium tracking-wide uppercase sm:text-sm',
              tone === 'light' ? 'text-ink-600' : 'text-ink-300',
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              'font-display text-3xl leading-none font-extrabold whitespace-nowrap sm:text-5xl',
              tone === 'light' ? 'text-ink-900' : 'text-gold-400',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
