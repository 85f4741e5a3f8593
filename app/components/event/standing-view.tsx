import { Check, Medal, Radio, Scale, Swords, Ticket, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';

/**
 * An entry's standing as a person meets it (issue 30 item 2): a headline ("Entered", "Drawn", "Bronze
 * medal") with its mark, then the details (category, weigh-in, fee, bout). The words are the entries
 * feature's one wording (app/features/entries/standing.ts), made on the server with the standing; this only
 * shows them. `onDark` for the tournament page's dark panels; `compact` for a card, where it takes the place
 * of the Register button.
 */

/** The states of an entry (DESIGN: entered → weighed in → drawn → boxing → eliminated | placed, withdrawn). */
type StandingState = 'entered' | 'weighed_in' | 'drawn' | 'boxing' | 'eliminated' | 'placed' | 'withdrawn';

/** A standing as it is shown: its state (for its colour and mark) and its words. */
export type ShownStanding = {
  state: StandingState;
  headline: string;
  details: readonly string[];
  /** The entry fee in whole naira and whether it is paid (a Pay button follows an unpaid one). */
  fee?: { amount: number; paid: boolean };
};

/** An entry whose fee is still to pay: entered and not out, a fee, not paid. */
export function feeDue(standing: ShownStanding | null | undefined): number | null {
  if (!standing?.fee || standing.fee.paid || standing.fee.amount <= 0) return null;
  return ['entered', 'weighed_in', 'drawn'].includes(standing.state) ? standing.fee.amount : null;
}

const marks: Record<StandingState, LucideIcon> = {
  entered: Ticket,
  weighed_in: Scale,
  drawn: Swords,
  boxing: Radio,
  eliminated: X,
  placed: Medal,
  withdrawn: X,
};

/** The headline's colours: gold while in the tournament, green once a medal, muted once out. */
function tone(state: StandingState, onDark: boolean): string {
  if (state === 'placed') return 'bg-gold-400 text-ink-950';
  if (state === 'eliminated' || state === 'withdrawn')
    return onDark ? 'bg-white/10 text-ink-200' : 'bg-ink-900/5 text-ink-700 ring-1 ring-ink-900/10';
  if (state === 'boxing') return 'bg-corner-600 text-white';
  return 'bg-naija-700 text-white';
}

export function StandingHeadline({
  standing,
  onDark = false,
  className,
}: {
  standing: ShownStanding;
  onDark?: boolean;
  className?: string;
}) {
  const Mark = standing.state === 'entered' ? Check : marks[standing.state];
  return (
    <span
      data-standing={standing.state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-display text-xs font-bold tracking-[0.14em] uppercase',
        tone(standing.state, onDark),
        className,
      )}
    >
      <Mark aria-hidden className="size-3.5" />
      {standing.headline}
    </span>
  );
}

/** The headline and its details, in one block: "Entered" · category · weigh-in · fee. */
export function StandingView({
  standing,
  onDark = false,
  compact = false,
  label,
}: {
  standing: ShownStanding;
  onDark?: boolean;
  compact?: boolean;
  /** What a screen reader hears first ("Your standing in Lagos Open"). */
  label: string;
}) {
  const [category, ...rest] = standing.details;
  return (
    <div role="group" aria-label={label} className={cn('min-w-0', compact ? 'space-y-1.5' : 'space-y-2')}>
      <StandingHeadline standing={standing} onDark={onDark} />
      <p
        className={cn(
          'font-semibold',
          compact ? 'text-sm' : 'text-base',
          onDark ? 'text-white' : 'text-ink-950',
        )}
      >
        {category}
      </p>
      {rest.length > 0 ? (
        <ul
          className={cn(
            'flex flex-wrap gap-x-5 gap-y-1',
            compact ? 'text-sm' : 'text-base',
            onDark ? 'text-ink-200' : 'text-ink-700',
          )}
        >
          {rest.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A person's entries, one card each: the tournament's name and its standing (the boxer's dashboard). */
export function StandingList({
  standings,
  title,
}: {
  standings: readonly (ShownStanding & {
    entryId: number;
    tournament: { slug: string; name: string };
  })[];
  title: string;
}) {
  if (standings.length === 0) return null;
  const headingId = `standings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="text-3xl font-extrabold uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {standings.map((s) => (
          <li
            key={s.entryId}
            className="relative overflow-hidden rounded-2xl border border-ink-900/10 bg-white p-5 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-16px_rgb(0_0_0/0.18)] sm:p-6"
          >
            <div
              aria-hidden
              className={cn(
                'absolute inset-y-0 left-0 w-1.5',
                s.state === 'eliminated' || s.state === 'withdrawn' ? 'bg-ink-300' : 'bg-gold-400',
              )}
            />
            <h3 className="font-display text-xl leading-tight font-bold break-words uppercase">
              <Link to={`/tournaments/${s.tournament.slug}`} className="hover:text-gold-700">
                {s.tournament.name}
              </Link>
            </h3>
            <div className="mt-3">
              <StandingView standing={s} label={`Your standing in ${s.tournament.name}`} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
