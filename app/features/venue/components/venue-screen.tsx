import { Maximize } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { cn } from '~/lib/cn';
import { formatClock } from '~/lib/lagos-time';
import type { LiveStatus } from '~/lib/use-live-events';
import type { BoutSheet } from '~/features/competition';
import type { VenueNextBout, VenueScreen } from '../venue.server';

const outcomeWords: Record<string, string> = {
  WP: 'on points',
  RSC: 'referee stopped the contest',
  'RSC-I': 'referee stopped the contest (injury)',
  KO: 'by knockout',
  ABD: 'abandoned',
  DSQ: 'by disqualification',
  WO: 'by walkover',
  DRAW: 'a draw',
};

function CornerPanel({ sheet, corner }: { sheet: BoutSheet; corner: 'red' | 'blue' }) {
  const boxer = sheet[corner];
  const warnings = sheet.warnings[corner];
  const won = sheet.decision?.winner === corner;
  return (
    <section
      aria-label={`${corner === 'red' ? 'Red' : 'Blue'} corner`}
      className={cn(
        'min-w-0 rounded-3xl border-t-[12px] bg-ink-900 p-5 sm:p-8',
        corner === 'red' ? 'border-t-corner-500' : 'border-t-sky-500',
        won && 'ring-4 ring-gold-400',
      )}
    >
      <p
        className={cn(
          'font-display text-xl font-bold tracking-widest uppercase sm:text-3xl',
          corner === 'red' ? 'text-corner-400' : 'text-sky-400',
        )}
      >
        {corner === 'red' ? 'Red corner' : 'Blue corner'}
      </p>
      <p className="mt-2 font-display text-4xl leading-none font-extrabold break-words uppercase sm:text-6xl xl:text-7xl">
        {boxer?.name ?? 'To be decided'}
      </p>
      <p className="mt-3 text-2xl text-ink-300 sm:text-4xl">{boxer?.club ?? 'No club'}</p>
      <p className="mt-4 text-xl font-semibold sm:text-3xl">
        {warnings === 0 ? (
          <span className="text-ink-400">No warnings</span>
        ) : (
          <span className="text-gold-300">
            {warnings} {warnings === 1 ? 'warning' : 'warnings'}
          </span>
        )}
      </p>
    </section>
  );
}

function Rounds({ sheet }: { sheet: BoutSheet }) {
  const complete = sheet.rounds.filter((r) => r.complete);
  return (
    <section aria-labelledby="venue-rounds" className="rounded-3xl bg-ink-900 p-5 sm:p-8">
      <h2
        id="venue-rounds"
        className="font-display text-2xl font-bold tracking-widest text-gold-300 uppercase sm:text-4xl"
      >
        Round results
      </h2>
      {complete.length === 0 ? (
        <p className="mt-3 text-2xl text-ink-300 sm:text-4xl">
          {sheet.status === 'scheduled' ? 'The bout has not started.' : 'Round 1 is being scored.'}
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {complete.map((round) => (
            <li
              key={round.round}
              className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-3xl font-bold tabular-nums sm:text-5xl"
            >
              <span className="font-display text-gold-300 uppercase">Round {round.round}</span>
              {round.cards.map((card) => (
                <span key={card.seat} aria-label={`Judge ${card.seat}: red ${card.red}, blue ${card.blue}`}>
                  <span className="text-corner-400">{card.red}</span>
                  <span className="text-ink-400">–</span>
                  <span className="text-sky-400">{card.blue}</span>
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Decision({ sheet }: { sheet: BoutSheet }) {
  const decision = sheet.decision;
  if (!decision) return null;
  const winner = decision.winner ? sheet[decision.winner] : null;
  const how = outcomeWords[decision.outcome] ?? decision.outcome;
  return (
    <section aria-label="Decision" className="rounded-3xl bg-gold-400 p-5 text-ink-950 sm:p-8">
      <p className="font-display text-2xl font-bold tracking-widest uppercase sm:text-4xl">Decision</p>
      <p className="mt-2 font-display text-4xl leading-none font-extrabold uppercase sm:text-7xl">
        {winner ? `${winner.name} wins` : 'Draw'}
      </p>
      <p className="mt-3 text-2xl font-semibold sm:text-4xl">
        {decision.outcome} · {how}
        {decision.round !== null ? `, round ${decision.round}` : ''}
        {decision.verdict ? ` · ${decision.verdict}` : ''}
      </p>
    </section>
  );
}

function NextBouts({ next }: { next: VenueNextBout[] }) {
  return (
    <section aria-labelledby="venue-next" className="rounded-3xl bg-ink-900 p-5 sm:p-8">
      <h2
        id="venue-next"
        className="font-display text-2xl font-bold tracking-widest text-gold-300 uppercase sm:text-4xl"
      >
        Next
      </h2>
      {next.length === 0 ? (
        <p className="mt-3 text-2xl text-ink-300 sm:text-4xl">No more bouts on this ring.</p>
      ) : (
        <ol className="mt-4 divide-y divide-white/10">
          {next.map((bout) => (
            <li key={bout.id} className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-6">
              <p className="text-2xl font-bold tabular-nums sm:text-4xl">
                {bout.number === null ? 'Bout' : `Bout ${bout.number}`}
                <span className="block text-xl font-semibold text-ink-300 sm:text-2xl">
                  {bout.eta ? `${formatClock(new Date(bout.eta))}` : 'Time to be set'}
                </span>
              </p>
              <p className="min-w-0 text-2xl font-semibold sm:text-4xl">
                <span className="text-corner-400">{bout.red?.name ?? 'To be decided'}</span>
                <span className="px-3 text-ink-400">v</span>
                <span className="text-sky-400">{bout.blue?.name ?? 'To be decided'}</span>
                <span className="block text-lg font-normal text-ink-300 sm:text-2xl">{bout.category}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A ring's screen for a TV or projector at the venue: dark, huge type read from ten metres, the whole
 * window (over the site's header and footer), following the ring live.
 */
export function VenueScreenView({ screen, live }: { screen: VenueScreen; live: LiveStatus }) {
  const sheet = screen.current;
  // The screen covers the site's header and footer: the page behind it must not scroll.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <div className="fixed inset-0 z-[60] overflow-y-auto bg-ink-950 text-white">
      <div className="mx-auto flex min-h-full max-w-[120rem] flex-col gap-5 p-4 sm:gap-8 sm:p-8">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="truncate text-lg text-ink-300 sm:text-2xl">{screen.tournament.name}</p>
            <h1 className="font-display text-4xl font-extrabold uppercase sm:text-6xl">
              {screen.ring === null ? 'No ring set' : `Ring ${screen.ring}`}
              {sheet?.number != null ? <span className="text-gold-300"> · Bout {sheet.number}</span> : null}
            </h1>
            {sheet ? <p className="mt-1 text-xl text-ink-300 sm:text-3xl">{sheet.category.label}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatusNotice status={live} className="text-base text-ink-200 sm:text-xl" />
            {screen.rings.length > 1 ? (
              <nav aria-label="Rings" className="flex gap-2">
                {screen.rings.map((ring) => (
                  <Link
                    key={ring}
                    to={`?ring=${ring}`}
                    aria-current={ring === screen.ring ? 'page' : undefined}
                    className={cn(
                      'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-white/30',
                      ring === screen.ring ? 'bg-white text-ink-950' : 'text-white hover:bg-white/10',
                    )}
                  >
                    Ring {ring}
                  </Link>
                ))}
              </nav>
            ) : null}
            <button
              type="button"
              onClick={fullScreen}
              className="inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/10"
            >
              <Maximize aria-hidden className="size-4" /> Full screen
            </button>
          </div>
        </header>

        {sheet ? (
          <>
            <div className="grid gap-5 sm:gap-8 lg:grid-cols-2">
              <CornerPanel sheet={sheet} corner="red" />
              <CornerPanel sheet={sheet} corner="blue" />
            </div>
            <Decision sheet={sheet} />
            <Rounds sheet={sheet} />
          </>
        ) : (
          <p className="rounded-3xl bg-ink-900 p-8 text-3xl text-ink-300 sm:text-5xl">
            {screen.ring === null ? 'The bout order has no rings yet.' : 'No bout in the ring yet.'}
          </p>
        )}
        <NextBouts next={screen.next} />
      </div>
    </div>
  );
}
