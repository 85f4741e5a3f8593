import { Trophy, Users } from 'lucide-react';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { PromoStarRating } from '~/components/marketing/promo-star-rating';
import { academyFigures } from '~/content/academy';

/** The hero's right-hand side: the champion's photograph with the programme and community cards on it. */
export function HeroShowcase() {
  return (
    <div className="relative mx-auto max-w-lg lg:max-w-none">
      <div className="relative">
        <PhotoSlot
          slot="home-hero"
          motif="gloves"
          word="Champion"
          sizes="(min-width: 1024px) 40vw, (min-width: 640px) 32rem, 100vw"
          priority
          className="aspect-[16/10] rounded-3xl ring-1 ring-white/10 sm:aspect-[5/6]"
        />
      </div>

      <div className="mt-4 grid gap-4 sm:absolute sm:inset-x-5 sm:top-5 sm:mt-0 sm:block">
        <div className="rounded-2xl bg-white p-5 text-ink-900 shadow-2xl sm:max-w-xs">
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-900 text-gold-400">
              <Trophy aria-hidden className="size-5" />
            </span>
            <div>
              <p className="eyebrow text-gold-700">Championship Program</p>
              <p className="font-display text-2xl leading-tight font-extrabold uppercase">
                Elite Training Course
              </p>
            </div>
          </div>
          <PromoStarRating rating={academyFigures.averageRating} className="mt-3" />
        </div>
      </div>

      <div className="mt-4 sm:absolute sm:right-5 sm:bottom-5 sm:mt-0 sm:w-80">
        <div className="rounded-2xl bg-ink-950/85 p-5 text-white shadow-2xl ring-1 ring-white/15 backdrop-blur-md">
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-400 text-ink-950">
              <Users aria-hidden className="size-5" />
            </span>
            <p className="font-display text-2xl leading-tight font-extrabold uppercase">Join the Community</p>
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-white/10 pt-4">
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-xs text-ink-300">{academyFigures.activeMembers.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">
                {academyFigures.activeMembers.value}
              </dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-xs text-ink-300">{academyFigures.successRate.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">
                {academyFigures.successRate.value}
              </dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-xs text-ink-300">Rating</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">
                <span aria-hidden>{academyFigures.averageRating}</span>
                <span className="sr-only">Rated {academyFigures.averageRating} out of 5</span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </div>
  );
}
