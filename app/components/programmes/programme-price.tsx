import type { Programme } from '~/content/programmes';
import { cn } from '~/lib/cn';
import { formatNaira } from '~/lib/money';

/** The fee in naira with the standard fee struck through, or the assessment note where there is no price. */
export function ProgrammePrice({
  programme,
  tone = 'light',
  className,
}: {
  programme: Programme;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const muted = tone === 'light' ? 'text-ink-600' : 'text-ink-300';
  if (programme.price === null) {
    return (
      <div className={className}>
        <p className="font-display text-3xl leading-none font-extrabold uppercase">By Assessment</p>
        <p className={cn('mt-1.5 text-sm', muted)}>Fee agreed after your assessment with our coaches</p>
      </div>
    );
  }
  const saving = programme.originalPrice ? programme.originalPrice - programme.price : 0;
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="sr-only">Price: </span>
        <span className="font-display text-4xl leading-none font-extrabold" data-testid="price">
          {formatNaira(programme.price)}
        </span>
        {programme.originalPrice ? (
          <del className={cn('text-lg', muted)} data-testid="was-price">
            <span className="sr-only">was </span>
            {formatNaira(programme.originalPrice)}
          </del>
        ) : null}
      </p>
      {saving > 0 ? (
        <p
          className={cn(
            'mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
            tone === 'light' ? 'bg-naija-500/15 text-naija-700' : 'bg-naija-500/20 text-emerald-300',
          )}
        >
          Save {formatNaira(saving)}
        </p>
      ) : null}
    </div>
  );
}
