import { Award, Medal } from 'lucide-react';
import { cn } from '~/lib/cn';

/** Each award type's colour and word: gold, silver, bronze medals and the best boxer's star. */
export const medalStyle: Record<string, { label: string; disc: string; text: string }> = {
  gold_medal: {
    label: 'Gold medal',
    disc: 'bg-gradient-to-br from-gold-200 via-gold-400 to-gold-600 text-ink-950 ring-gold-500',
    text: 'text-gold-700',
  },
  silver_medal: {
    label: 'Silver medal',
    disc: 'bg-gradient-to-br from-white via-slate-300 to-slate-500 text-ink-950 ring-slate-400',
    text: 'text-slate-600',
  },
  bronze_medal: {
    label: 'Bronze medal',
    disc: 'bg-gradient-to-br from-amber-200 via-amber-600 to-amber-800 text-white ring-amber-700',
    text: 'text-amber-800',
  },
  best_boxer: {
    label: 'Best boxer',
    disc: 'bg-gradient-to-br from-ink-700 via-ink-900 to-ink-950 text-gold-300 ring-gold-400',
    text: 'text-ink-900',
  },
};

const fallback = medalStyle.best_boxer!;

export function medalOf(awardType: string) {
  return medalStyle[awardType] ?? fallback;
}

/** A round medal disc with the award's colour; `place` is written on it for medals. */
export function MedalDisc({
  awardType,
  place,
  className,
}: {
  awardType: string;
  place?: number | null;
  className?: string;
}) {
  const style = medalOf(awardType);
  const Icon = awardType === 'best_boxer' ? Award : Medal;
  return (
    <span
      role="img"
      aria-label={style.label}
      className={cn(
        'relative grid size-12 shrink-0 place-items-center rounded-full shadow-[inset_0_-3px_6px_rgb(0_0_0/0.25)] ring-2',
        style.disc,
        className,
      )}
    >
      {place ? (
        <span aria-hidden className="font-display text-lg font-extrabold">
          {place}
        </span>
      ) : (
        <Icon aria-hidden className="size-5" />
      )}
    </span>
  );
}
