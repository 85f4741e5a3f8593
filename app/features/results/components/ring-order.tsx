import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';
import type { BoutOrderPage, OrderLine } from '../results.server';
import { ringName } from '../shaping';
import { BoxerName, etaText, OutcomeTag } from './event-bits';

type Ring = BoutOrderPage['rings'][number];

function Corners({ line }: { line: OrderLine }) {
  return (
    // On a phone the corners stack (names whole, never cut); side by side from the small breakpoint up.
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center sm:gap-2">
      <div className="min-w-0 border-l-4 border-l-corner-600 pl-2">
        <span className="sr-only">Red corner:</span>
        {line.red ? (
          <BoxerName boxer={line.red} won={line.winner === 'red'} />
        ) : (
          <span className="text-ink-600 italic">To be decided</span>
        )}
      </div>
      <span aria-hidden className="pl-3 font-display text-xs font-bold text-ink-500 uppercase sm:pl-0">
        vs
      </span>
      <div className="min-w-0 border-l-4 border-l-sky-600 pl-2">
        <span className="sr-only">Blue corner:</span>
        {line.blue ? (
          <BoxerName boxer={line.blue} won={line.winner === 'blue'} />
        ) : (
          <span className="text-ink-600 italic">To be decided</span>
        )}
      </div>
    </div>
  );
}

function Spotlight({
  label,
  line,
  eta,
  slug,
}: {
  label: 'Now' | 'Next';
  line: OrderLine | null;
  eta: string | null;
  slug: string;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl p-4 ring-1',
        label === 'Now' ? 'bg-ink-950 text-white ring-ink-950' : 'bg-white ring-ink-900/10',
      )}
    >
      <p className="flex items-center justify-between gap-2">
        <span
          className={cn(
            'font-display text-sm font-bold tracking-wider uppercase',
            label === 'Now' ? 'text-gold-300' : 'text-gold-700',
          )}
        >
          {label}
        </span>
        {line ? (
          <span className={cn('text-sm font-semibold', label === 'Now' ? 'text-ink-300' : 'text-ink-700')}>
            Bout {line.number}
            {label === 'Next' ? ` · ETA ${etaText(eta)}` : ''}
          </span>
        ) : null}
      </p>
      {line ? (
        <div className={cn('mt-3', label === 'Now' && '[&_a]:text-white [&_span.text-ink-600]:text-ink-300')}>
          <Corners line={line} />
          <p className={cn('mt-2 text-xs', label === 'Now' ? 'text-ink-300' : 'text-ink-600')}>
            <Link to={`/tournaments/${slug}/categories/${line.category.id}`} className="hover:underline">
              {line.category.label}
            </Link>
          </p>
        </div>
      ) : (
        <p className={cn('mt-2 text-sm', label === 'Now' ? 'text-ink-300' : 'text-ink-600')}>
          {label === 'Now' ? 'No bout in the ring.' : 'No more bouts on this ring.'}
        </p>
      )}
    </div>
  );
}

function statusTag(line: OrderLine) {
  if (line.status === 'in_progress') return <Badge tone="red">In the ring</Badge>;
  if (line.status === 'decided') return <OutcomeTag outcome={line.outcome} />;
  return null;
}

/** One ring's running order: Now and Next first, then every bout with its number, ETA in WAT and result. */
export function RingOrder({
  ring,
  slug,
  dayLabel = null,
}: {
  ring: Ring;
  slug: string;
  /** The day the list is of, on an event of several days. */
  dayLabel?: string | null;
}) {
  const nextEta = ring.bouts.find((b) => b.bout.id === ring.next?.id)?.eta ?? null;
  const headingId = `ring-${ring.ring ?? 'unset'}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-3xl font-extrabold uppercase">
        {ringName(ring.ring)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Spotlight label="Now" line={ring.now} eta={null} slug={slug} />
        <Spotlight label="Next" line={ring.next} eta={nextEta} slug={slug} />
      </div>
      {dayLabel ? (
        <p className="font-display text-sm font-bold tracking-wider text-ink-700 uppercase">
          {ring.bouts.length === 0 ? `No bouts on ${dayLabel}` : `${dayLabel}: ${ring.bouts.length} bouts`}
        </p>
      ) : null}
      <ol
        aria-label={`${ringName(ring.ring)} bout order`}
        className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10"
      >
        {ring.bouts.map(({ bout, eta }) => (
          <li
            key={bout.id}
            className={cn(
              'grid gap-2 p-4 sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:gap-4',
              bout.status === 'in_progress' && 'bg-corner-500/5',
              bout.status === 'decided' && 'text-ink-700',
            )}
          >
            <div className="flex items-baseline gap-3 sm:block">
              <p className="font-display text-xl font-extrabold">Bout {bout.number}</p>
              <p className="text-sm font-semibold text-ink-700">
                {bout.status === 'decided' ? 'Decided' : <>ETA {etaText(eta)}</>}
              </p>
            </div>
            <div className="min-w-0">
              <Corners line={bout} />
              <p className="mt-1 text-xs text-ink-600">
                <Link to={`/tournaments/${slug}/categories/${bout.category.id}`} className="hover:underline">
                  {bout.category.label}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:justify-end">
              {statusTag(bout)}
              {/* The bout's own page: its cards round by round and its decision (issue 16). */}
              <Link
                to={`/tournaments/${slug}/bouts/${bout.id}`}
                aria-label={`Bout ${bout.number} details`}
                className="text-sm font-semibold text-gold-700 hover:underline"
              >
                Details
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
