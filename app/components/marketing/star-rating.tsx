import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/** Five stars, the filled ones being the rating rounded down (4.9 shows four), read out as one number. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
      data-rating={rating}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          data-star={i < filled ? 'filled' : 'empty'}
          className={cn(
            'size-4',
            i < filled ? 'fill-gold-500 text-gold-600' : 'fill-ink-900/10 text-ink-300',
          )}
        />
      ))}
    </span>
  );
}
