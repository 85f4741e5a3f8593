import { ArrowRight, Check, Clock, Gauge, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { StarRating } from '~/components/marketing/star-rating';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { Programme } from '~/content/programmes';
import { ProgrammePrice } from './programme-price';

/** How many features a card lists before summing up the rest (SPEC §2 /training-programs). */
export const CARD_FEATURES = 4;

export function ProgrammeCard({ programme }: { programme: Programme }) {
  const shown = programme.features.slice(0, CARD_FEATURES);
  const more = programme.features.length - shown.length;
  const titleId = `programme-${programme.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-programme={programme.id}
      className="flex flex-col overflow-hidden rounded-3xl border border-ink-900/10 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04),0_16px_40px_-20px_rgb(0_0_0/0.25)]"
    >
      <div className="bg-ring-lights relative p-6 text-white sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="goldOnDark">{programme.level}</Badge>
          {programme.popular ? (
            <Badge tone="red" className="bg-corner-600">
              Most Popular
            </Badge>
          ) : null}
        </div>
        <h3 id={titleId} className="mt-5 text-4xl leading-none font-extrabold uppercase sm:text-5xl">
          {programme.title}
        </h3>
        <p className="mt-2 text-lg text-gold-200">{programme.subtitle}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-300">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4 text-gold-300" />
            {programme.duration}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersRound aria-hidden className="size-4 text-gold-300" />
            {programme.students} students
          </span>
          <span className="inline-flex items-center gap-1.5">
            <StarRating rating={programme.rating} tone="dark" />
            <span className="font-semibold text-white">{programme.rating.toFixed(1)}</span>
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="leading-relaxed text-ink-700">{programme.description}</p>
        <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-ink-800">
          <Gauge aria-hidden className="size-4 shrink-0 text-gold-700" />
          {programme.audience}
        </p>
        <h4 className="mt-6 eyebrow text-gold-700">What’s included</h4>
        <ul className="mt-3 space-y-2.5 text-ink-800">
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-naija-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-3 pl-6.5 text-sm font-semibold text-ink-600" data-testid="more-features">
            +{more} more
          </p>
        ) : null}
        <div className="mt-auto pt-8">
          <div className="flex flex-col gap-5 border-t border-ink-900/10 pt-6">
            <ProgrammePrice programme={programme} />
            <div className="flex gap-2">
              <Button asChild className="flex-1">
                <Link to="/application">
                  {programme.primaryAction}
                  <span className="sr-only">: {programme.title}</span>
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="outline" className="text-ink-900">
                <Link to={programme.path}>
                  Details
                  <span className="sr-only"> of {programme.title}</span>
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
