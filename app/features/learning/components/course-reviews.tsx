import { MessageSquareQuote } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { StarRating } from '~/components/marketing/star-rating';
import { Button } from '~/components/ui/button';
import { FieldError, Label, Textarea } from '~/components/ui/input';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { CourseReviews, ReviewEligibility } from '../reviews.server';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../forms';

/**
 * A course's reviews on its page (issue 34): what its learners wrote, newest first, and for a learner who may
 * review it, their review's form (their own, to rewrite, once written).
 */
export function CourseReviewsSection({
  reviews,
  eligibility,
  fields,
  notice,
}: {
  reviews: CourseReviews;
  /** Null for a visitor. */
  eligibility: ReviewEligibility | null;
  fields: Record<string, string[] | undefined>;
  /** What the last review sent came to: posted, or refused (and why). */
  notice: { ok: boolean; text: string } | null;
}) {
  return (
    <section aria-labelledby="course-reviews" className="bg-canvas py-16 sm:py-20">
      <div className="container-page max-w-4xl space-y-10">
        <div>
          <p className="eyebrow text-gold-700">
            {reviews.count === 0
              ? 'From enrolled learners'
              : `${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'} · ${reviews.average!.toFixed(1)} out of 5`}
          </p>
          <h2 id="course-reviews" className="mt-3 text-4xl leading-none font-extrabold uppercase">
            Learners’ Reviews
          </h2>
          {reviews.reviews.length === 0 ? (
            <p className="mt-6 flex items-start gap-3 rounded-3xl bg-white p-6 text-ink-700 ring-1 ring-ink-900/10">
              <MessageSquareQuote aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
              No reviews yet: the course’s learners review it once they have done a lesson.
            </p>
          ) : (
            <ul className="mt-8 space-y-4" aria-label="Reviews">
              {reviews.reviews.map((review) => (
                <li key={review.id} className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StarRating rating={review.rating} />
                    <span className="text-sm text-ink-600">
                      {formatLongDate(lagosDate(new Date(review.updatedAt)))}
                    </span>
                  </div>
                  <blockquote className="mt-3 text-ink-900">{review.text}</blockquote>
                  <p className="mt-3 text-sm font-semibold text-ink-700">
                    {review.reviewer} · Enrolled learner
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        {eligibility ? <ReviewPanel eligibility={eligibility} fields={fields} notice={notice} /> : null}
      </div>
    </section>
  );
}

function ReviewPanel({
  eligibility,
  fields,
  notice,
}: {
  eligibility: ReviewEligibility;
  fields: Record<string, string[] | undefined>;
  notice: { ok: boolean; text: string } | null;
}) {
  const navigation = useNavigation();
  if (!eligibility.can) {
    // A visitor's and a non-learner's page says nothing more: the Buy panel is their next step.
    if (eligibility.code === 'not_enrolled') return null;
    return (
      <div className="max-w-2xl rounded-3xl bg-white p-6 ring-1 ring-ink-900/10">
        <h3 className="font-display text-xl font-bold">Your review</h3>
        <p className="mt-2 text-ink-700">{eligibility.message}</p>
      </div>
    );
  }
  const mine = eligibility.mine;
  const invalid = (name: string) =>
    fields[name] ? { 'aria-invalid': true, 'aria-describedby': `review-${name}-error` } : {};
  return (
    <Form method="post" className="max-w-2xl space-y-5 rounded-3xl bg-white p-6 ring-1 ring-ink-900/10">
      <input type="hidden" name="intent" value="review" />
      <h3 className="font-display text-xl font-bold">{mine ? 'Your review' : 'Review this course'}</h3>
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded-2xl p-4 text-sm font-semibold ${notice.ok ? 'bg-naija-500/15 text-naija-700' : 'bg-red-50 text-red-900'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <fieldset {...invalid('rating')}>
        <legend className="text-sm font-semibold text-ink-900">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-900/15 has-checked:bg-ink-950 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={mine?.rating === stars}
                required
                className="sr-only"
              />
              {stars} {stars === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" errors={fields.rating} />
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="review-text">Your review</Label>
        <p id="review-text-hint" className="text-sm text-ink-600">
          {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX} characters: what the course did for you.
        </p>
        <Textarea
          id="review-text"
          name="text"
          rows={5}
          defaultValue={mine?.text}
          required
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          aria-describedby={fields.text ? 'review-text-hint review-text-error' : 'review-text-hint'}
          aria-invalid={fields.text ? true : undefined}
        />
        <FieldError id="review-text-error" errors={fields.text} />
      </div>
      <Button type="submit" variant="dark" disabled={navigation.state === 'submitting'}>
        {mine ? 'Update my review' : 'Post my review'}
      </Button>
    </Form>
  );
}
