import { ArrowUpRight, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PhotoSlot } from '~/components/marketing/photo-slot';
import { PromoStarRating } from '~/components/marketing/promo-star-rating';
import { Badge } from '~/components/ui/badge';
import type { Programme } from '~/content/programmes';
import { formatNaira } from '~/lib/money';

const tones = ['gold', 'red', 'steel', 'gold'] as const;
const programmeMotifs = ['belt', 'gloves', 'corner', 'bag'] as const;

/** The four programmes as cards; the title is the link and its hit area covers the whole card. */
export function ProgrammeGrid({ programmes }: { programmes: readonly Programme[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {programmes.map((programme, i) => (
        <li
          key={programme.id}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-ink-800 ring-1 ring-white/10 transition-colors focus-within:ring-gold-400 hover:ring-gold-400/60"
        >
          <PhotoSlot
            slot={`programme-${programme.slug}`}
            motif={programmeMotifs[i % programmeMotifs.length]}
            word={programme.title.split(' ')[0]}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            tone={tones[i % tones.length]}
            className="aspect-[2/1] sm:aspect-[16/10]"
          />
          {programme.popular ? (
            <Badge tone="red" className="absolute top-4 left-4 bg-corner-600">
              Most Popular
            </Badge>
          ) : null}
          <div className="flex flex-1 flex-col p-6">
            <p className="eyebrow text-gold-300">{programme.level}</p>
            <h3 className="mt-2 text-3xl leading-none font-extrabold uppercase">
              <Link
                to={programme.path}
                className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {programme.title}
              </Link>
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-ink-300">{programme.subtitle}</p>
            <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-300">
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-gold-400" />
                {programme.duration}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Users aria-hidden className="size-4 text-gold-400" />
                {programme.students} students
              </li>
            </ul>
            <PromoStarRating
              rating={programme.rating}
              tone="dark"
              className="mt-3 w-full border-b border-white/10 pb-5"
            />
            <div className="mt-auto flex items-end justify-between gap-3 pt-6">
              <p>
                {programme.price === null ? (
                  <span className="font-display text-xl font-bold text-white uppercase">By assessment</span>
                ) : (
                  <>
                    <span className="font-display text-2xl font-extrabold text-white">
                      {formatNaira(programme.price)}
                    </span>
                    {programme.originalPrice ? (
                      <span className="ml-2 text-sm text-ink-400 line-through">
                        <span className="sr-only">was </span>
                        {formatNaira(programme.originalPrice)}
                      </span>
                    ) : null}
                  </>
                )}
              </p>
              <span
                aria-hidden
                className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 text-gold-400 transition-colors group-hover:bg-gold-400 group-hover:text-ink-950"
              >
                <ArrowUpRight className="size-5" />
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
