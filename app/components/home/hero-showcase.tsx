import { Trophy, Users } from 'lucide-react';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { PromoStarRating } from '~/components/marketing/promo-star-rating';

// The ropes dress the gradient fallback only; a real photograph needs no decoration on top of it.
const heroPhotoSupplied =
  Object.keys(import.meta.glob('../../assets/photos/home-hero.{jpg,jpeg,png,webp,avif}')).length > 0;

/** The hero's right-hand side: the champion's photograph with the programme and community cards on it. */
export function HeroShowcase() {
  return (
    <div className="relative mx-auto max-w-lg lg:max-w-none">
      <div className="relative">
        <PhotoSlot
          slot="home-hero"
          alt="A boxer working the heavy bag under the lights of the Lagos gym"
          priority
          className="aspect-[16/10] rounded-3xl ring-1 ring-white/10 sm:aspect-[5/6]"
        />
        {heroPhotoSupplied ? null : <RingRopes />}
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
          <PromoStarRating rating={4.9} filled={5} className="mt-3" />
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
              <dt className="text-xs text-ink-300">Active Members</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">50+</dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-xs text-ink-300">Success Rate</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">95%</dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-xs text-ink-300">Rating</dt>
              <dd className="font-display text-3xl font-extrabold text-gold-400">
                <span aria-hidden>4.9</span>
                <span className="sr-only">Rated 4.9 out of 5</span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </div>
  );
}

/** Three ring ropes in perspective, so the photograph's slot reads as a ring before a photo arrives. */
function RingRopes() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 400 480"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 h-full w-full"
    >
      <defs>
        <linearGradient id="rope" x1="0" x2="1">
          <stop offset="0" stopColor="#e8b949" stopOpacity="0" />
          <stop offset="0.35" stopColor="#e8b949" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f8e3a8" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <path d="M-10 250 L410 190" stroke="url(#rope)" strokeWidth="5" />
      <path d="M-10 310 L410 255" stroke="url(#rope)" strokeWidth="5" />
      <path d="M-10 370 L410 320" stroke="url(#rope)" strokeWidth="5" />
      <rect x="318" y="150" width="16" height="340" rx="4" fill="#e8b949" fillOpacity="0.18" />
    </svg>
  );
}
