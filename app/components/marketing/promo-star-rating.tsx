import type { ComponentProps } from 'react';
import { StarRating } from './star-rating';

/**
 * The marketing cards' rating: the one star rating (star-rating.tsx) with its figure beside it. Every page
 * fills the stars by the same rule (issue 30: the same 4.9 showed four stars on one page, five on another).
 */
export function PromoStarRating(props: ComponentProps<typeof StarRating>) {
  return <StarRating showValue {...props} />;
}
