import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/**
 * The stars a rating shows, the one rule of every page (issue 30: the same 4.9 showed four stars on one
 * page and five on another): the rating to the nearest half star. 4.9 shows five, as SPEC's hero card
 * says; 4.7 four and a half.
 */
export function starsFor(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/**
 * Five stars read out as one number ("Rated 4.9 out of 5"), filled to `starsFor(rating)`; with
 * `showValue`, the figure beside them. The product's one star rating.
 */
export function StarRating({
  rating,
  showValue = false,
  tone = 'light',
  className,
}: {
  rating: number;
  showValue?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const stars = starsFor(rating);
  const empty = tone === 'light' ? 'fill-ink-900/10 text-ink-300' : 'fill-white/10 text-white/25';
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of 5`}
        className="inline-flex items-center gap-0.5"
        data-rating={rating}
      >
        {Array.from({ length: 5 }, (_, i) => {
          const state = i + 1 <= stars ? 'filled' : i + 0.5 === stars ? 'half' : 'empty';
          return (
            <span key={i} data-star={state} className="relative inline-flex">
              <Star
                aria-hidden
                className={cn('size-4', state === 'filled' ? 'fill-gold-400 text-gold-500' : empty)}
              />
              {state === 'half' ? (
                <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
                  <Star aria-hidden className="size-4 fill-gold-400 text-gold-500" />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span
          aria-hidden
          className={cn(
            'text-sm font-semibold tabular-nums',
            tone === 'light' ? 'text-ink-800' : 'text-white',
          )}
        >
          {rating.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
