import { Landmark, Signal, Sun } from 'lucide-react';
import type { Sponsor } from '~/content/sponsors';
import { sponsors } from '~/content/sponsors';
import { cn } from '~/lib/cn';

/**
 * Partners as typographic wordmarks: each brand gets its own type treatment so the wall reads like a row
 * of logos, in one ink colour so no brand shouts louder than the academy. Until real logo files are
 * licensed this is the honest rendering: the partner's name, set well.
 */
function Wordmark({ sponsor }: { sponsor: Sponsor }) {
  switch (sponsor.wordmark) {
    case 'signal':
      return (
        <span className="inline-flex items-center gap-1.5 font-sans text-xl font-black tracking-tight whitespace-nowrap lowercase sm:text-2xl">
          <Signal aria-hidden className="size-5" strokeWidth={3} />
          {sponsor.name.split(' ')[0]}
          <span className="font-medium">{sponsor.name.split(' ').slice(1).join(' ')}</span>
        </span>
      );
    case 'rounded':
      return (
        <span className="inline-flex items-center gap-1.5 font-sans text-lg font-extrabold whitespace-nowrap sm:text-xl">
          <Sun aria-hidden className="size-5" strokeWidth={2.5} />
          {sponsor.name}
        </span>
      );
    case 'reserve':
      return (
        <span className="flex flex-col items-center font-serif leading-none uppercase">
          <span className="text-2xl font-bold tracking-[0.3em]">{sponsor.name.split(' ')[0]}</span>
          <span className="mt-1 text-[0.65rem] tracking-[0.5em]">
            {sponsor.name.split(' ').slice(1).join(' ')}
          </span>
        </span>
      );
    case 'maison':
      return (
        <span className="flex flex-col items-center font-serif leading-none">
          <span className="text-[0.65rem] tracking-[0.4em] uppercase">{sponsor.name.split(' ')[0]}</span>
          <span className="mt-1 text-2xl italic">{sponsor.name.split(' ').slice(1).join(' ')}</span>
        </span>
      );
    case 'group': {
      const words = sponsor.name.split(' ');
      const initials = words
        .slice(0, 2)
        .map((w) => w[0])
        .join('');
      return (
        <span className="inline-flex items-center gap-2 font-display leading-none font-extrabold uppercase">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-sm bg-ink-800 text-sm text-white"
          >
            {initials}
          </span>
          <span className="text-left text-base">
            {words.slice(0, -1).join(' ')}
            <span className="block text-[0.65rem] tracking-[0.3em]">{words.at(-1)}</span>
          </span>
        </span>
      );
    }
    case 'office':
      return (
        <span className="inline-flex items-center gap-3 text-left">
          <Landmark aria-hidden className="size-7 shrink-0" />
          <span className="font-display text-lg leading-tight font-bold uppercase">{sponsor.name}</span>
        </span>
      );
  }
}

export function PromoSponsorWall({ className }: { className?: string }) {
  const brands = sponsors.filter((s) => s.wordmark !== 'office');
  const offices = sponsors.filter((s) => s.wordmark === 'office');
  return (
    <div className={cn('space-y-4', className)}>
      <ul className="flex flex-wrap justify-center gap-3" aria-label="Corporate partners">
        {brands.map((sponsor) => (
          <li
            key={sponsor.id}
            className="flex h-32 w-[calc(50%-0.375rem)] flex-col items-center justify-center gap-3 rounded-xl bg-white px-3 text-center text-ink-800 ring-1 ring-ink-900/10 sm:w-52"
          >
            <Wordmark sponsor={sponsor} />
            <span className="text-xs font-medium tracking-wide text-ink-600 uppercase">{sponsor.kind}</span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap justify-center gap-3" aria-label="Public partners">
        {offices.map((sponsor) => (
          <li
            key={sponsor.id}
            className="flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-xl bg-ink-900 px-6 py-4 text-white sm:w-[calc(50%-0.375rem)] sm:max-w-sm"
          >
            <Wordmark sponsor={sponsor} />
            <span className="text-xs font-medium tracking-wide text-gold-300 uppercase">{sponsor.kind}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
