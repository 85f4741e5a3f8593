import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/**
 * Five stars read as one image: "Rated 4.9 out of 5". `filled` defaults to the rating rounded, so a 4.9
 * shows five stars as the spec's hero card does.
 */
export function PromoStarRating({
  rating,
  filled = Math.round(rating),
  showValue = true,
  tone = 'light',
  className,
}: {
  rating: number;
  filled?: number;
  showValue?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden
            className={cn(
              'size-4',
              i < filled
                ? 'fill-gold-400 text-gold-400'
                : tone === 'light'
                  ? 'fill-ink-900/10 text-ink-900/20'
                  : 'fill-white/10 text-white/25',
            )}
          />
        ))}
      </span>
      {showValue ? (
        <span
          aria-hidden
          className={cn(
            'text-sm font-semibold tabular-nums',
            tone === 'light' ? 'text-ink-800' : 'text-white',
          )}
        >
          {rating}
        </span>
      ) : null}
    </span>
  );
}
