import type { ComponentProps } from 'react';
import { StarRating } from './star-rating';

/**
 * The marketing cards' rating: the one star rating (star-rating.tsx) with its figure beside it. `filled`
 * is no longer taken: every page fills the stars by the same rule (issue 30).
 */
export function PromoStarRating(
  props: Omit<ComponentProps<typeof StarRating>, 'showValue'> & { showValue?: boolean; filled?: number },
) {
  return <StarRating showValue {...props} />;
}
