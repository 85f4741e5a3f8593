import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatClock } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';
import type { Boxer } from '../shaping';

/** What an outcome code means, for the title of its tag (screen readers and a hover read it whole). */
export const outcomeNames: Record<string, string> = {
  WP: 'Win on points',
  RSC: 'Referee stopped the contest',
  'RSC-I': 'Referee stopped the contest (injury)',
  KO: 'Knockout',
  ABD: 'Abandoned',
  DSQ: 'Disqualification',
  WO: 'Walkover',
  DRAW: 'Draw',
};

/** "9:30 am WAT" from an ISO instant. */
export function etaText(iso: string | null): string {
  return iso ? `${formatClock(new Date(iso))} WAT` : 'Time to be set';
}

/** A boxer's name linking to their public profile (when the entry is known), with the club beneath. */
export function BoxerName({
  boxer,
  won = false,
  showClub = true,
  className,
}: {
  boxer: Boxer;
  won?: boolean;
  showClub?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('flex min-w-0 flex-col', className)}>
      <span className={cn('flex items-center gap-1.5', won && 'font-bold')}>
        {boxer.boxerId ? (
          <Link
            to={`/boxers/${encodeURIComponent(boxer.boxerId)}`}
            className="truncate underline-offset-4 hover:text-gold-700 hover:underline"
          >
            {boxer.name}
          </Link>
        ) : (
          <span className="truncate">{boxer.name}</span>
        )}
        {won ? (
          <>
            <Check aria-hidden className="size-4 shrink-0 text-gold-600" />
            <span className="sr-only">(winner)</span>
          </>
        ) : null}
      </span>
      {showClub && boxer.club ? (
        <span className="truncate text-xs text-ink-600 print:text-[7pt]">{boxer.club}</span>
      ) : null}
    </span>
  );
}

/** The outcome as its code, the meaning in its title and for screen readers. */
export function OutcomeTag({ outcome }: { outcome: string | null }) {
  if (!outcome) return null;
  return (
    <abbr
      title={outcomeNames[outcome] ?? outcome}
      className="rounded bg-ink-900 px-1.5 py-0.5 font-display text-[0.65rem] font-bold tracking-wider text-white no-underline"
    >
      {outcome}
    </abbr>
  );
}
