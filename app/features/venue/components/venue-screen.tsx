import { Maximize } from 'lucide-react';
import { Link } from 'react-router';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { cn } from '~/lib/cn';
import { formatClock } from '~/lib/lagos-time';
import type { LiveStatus } from '~/lib/use-live-events';
import type { BoutSheet } from '~/features/competition';
import { latestTotals } from '~/lib/card-totals';
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
        'relative min-w-0 overflow-hidden rounded-3xl border-t-[10px] bg-ink-900 p-5 sm:p-7 lg:border-t-[1.2vh] lg:p-[2.6vh]',
        corner === 'red' ? 'border-t-corner-500' : 'border-t-sky-500',
        won && 'ring-4 ring-gold-400',
      )}
    >
      <div
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 opacity-60',
          corner === 'red'
            ? 'bg-[radial-gradient(ellipse_at_top_left,rgb(229_40_58/0.22),transparent_60%)]'
            : 'bg-[radial-gradient(ellipse_at_top_left,rgb(14_165_233/0.22),transparent_60%)]',
        )}
      />
      <div className="relative">
        <p
          className={cn(
            'flex items-center gap-3 font-display text-lg font-bold tracking-widest uppercase sm:text-2xl lg:text-[2.4vh]',
            corner === 'red' ? 'text-corner-400' : 'text-sky-400',
          )}
        >
          {corner === 'red' ? 'Red corner' : 'Blue corner'}
          {won ? <span className="rounded-full bg-gold-400 px-3 py-0.5 text-ink-950">Winner</span> : null}
        </p>
        <p className="mt-1 font-display text-4xl leading-[0.95] font-extrabold break-words uppercase sm:text-6xl lg:text-[7.2vh]">
          {boxer?.name ?? 'To be decided'}
        </p>
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <p className="text-xl text-ink-300 sm:text-3xl lg:text-[3.4vh]">{boxer?.club ?? 'No club'}</p>
          <p className="text-lg font-semibold sm:text-2xl lg:text-[3vh]">
            {warnings === 0 ? (
              <span className="text-ink-400">No warnings</span>
            ) : (
              <span className="text-gold-300">
                {warnings} {warnings === 1 ? 'warning' : 'warnings'}
              </span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}

const headingClass =
  'font-display text-xl font-bold tracking-widest text-gold-300 uppercase sm:text-3xl lg:text-[3vh]';

/** Each round's cards, judges across, with each judge's running total beneath (the public's cards only). */
function Rounds({ sheet }: { sheet: BoutSheet }) {
  const complete = sheet.rounds.filter((r) => r.complete);
  const seats = Array.from({ length: sheet.rules.judges }, (_, i) => i + 1);
  const totals = latestTotals(complete, seats);
  return (
    <section
      aria-labelledby="venue-rounds"
      className="min-w-0 rounded-3xl bg-ink-900 p-5 sm:p-7 lg:p-[2.6vh]"
    >
      <h2 id="venue-rounds" className={headingClass}>
        Round results
      </h2>
      {complete.length === 0 ? (
        <p className="mt-3 text-2xl text-ink-300 sm:text-4xl lg:text-[3.4vh]">
          {sheet.status === 'scheduled' ? 'The bout has not started.' : 'Round 1 is being scored.'}
        </p>
      ) : (
        <table className="mt-3 w-full text-left font-bold tabular-nums">
          <caption className="sr-only">Judges’ cards by round, red first, and each judge’s total</caption>
          <thead className="text-xs tracking-widest text-ink-400 uppercase sm:text-base lg:text-[1.9vh]">
            <tr>
              <th scope="col" className="pb-1 font-semibold">
                <span className="sr-only">Round</span>
              </th>
              {seats.map((seat) => (
                <th key={seat} scope="col" className="pb-1 text-center font-semibold">
                  Judge {seat}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-xl sm:text-4xl lg:text-[4.6vh]">
            {complete.map((round) => (
              <tr key={round.round}>
                <th
                  scope="row"
                  className="py-0.5 pr-3 font-display font-bold whitespace-nowrap text-gold-300 uppercase"
                >
                  <span className="hidden sm:inline">Round </span>
                  <span className="sm:hidden">R</span>
                  {round.round}
                </th>
                {seats.map((seat) => {
                  const card = round.cards.find((c) => c.seat === seat);
                  return (
                    <td key={seat} className="py-0.5 text-center whitespace-nowrap">
                      {card ? (
                        <Score red={card.red} blue={card.blue} label={`Judge ${seat}`} />
                      ) : (
                        <span className="text-ink-400">—</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-white/15 text-lg sm:text-3xl lg:text-[3.8vh]">
            <tr>
              <th
                scope="row"
                className="pt-1 pr-3 font-display text-base tracking-widest text-ink-300 uppercase sm:text-xl lg:text-[2vh]"
              >
                Total
              </th>
              {totals.map((total, i) => (
                <td key={seats[i]} className="pt-1 text-center whitespace-nowrap">
                  {total ? (
                    <Score red={total.red} blue={total.blue} label={`Judge ${seats[i]} total`} />
                  ) : (
                    <span className="text-ink-400">—</span>
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** A card or a total, red first, read out whole: "Judge 1: red 10, blue 9". */
function Score({ red, blue, label }: { red: number; blue: number; label: string }) {
  return (
    <span aria-label={`${label}: red ${red}, blue ${blue}`}>
      <span className="text-corner-400">{red}</span>
      <span className="text-ink-400">–</span>
      <span className="text-sky-400">{blue}</span>
    </span>
  );
}

function Decision({ sheet }: { sheet: BoutSheet }) {
  const decision = sheet.decision;
  if (!decision) return null;
  const winner = decision.winner ? sheet[decision.winner] : null;
  const how = outcomeWords[decision.outcome] ?? decision.outcome;
  return (
    <section
      aria-label="Decision"
      className="flex flex-col gap-x-8 gap-y-1 rounded-3xl bg-gradient-to-r from-gold-300 via-gold-400 to-gold-500 p-5 text-ink-950 sm:p-7 lg:flex-row lg:items-baseline lg:px-[2.6vh] lg:py-[1.8vh]"
    >
      <p className="font-display text-xl font-bold tracking-widest uppercase sm:text-3xl lg:text-[2.4vh]">
        Decision
      </p>
      <p className="font-display text-4xl leading-none font-extrabold uppercase sm:text-6xl lg:text-[5vh]">
        {winner ? `${winner.name} wins` : 'Draw'}
      </p>
      <p className="text-xl font-semibold sm:text-3xl lg:text-[2.6vh]">
        {decision.outcome} · {how}
        {decision.round !== null ? `, round ${decision.round}` : ''}
        {decision.verdict ? ` · ${decision.verdict}` : ''}
      </p>
    </section>
  );
}

function NextBouts({ next }: { next: VenueNextBout[] }) {
  return (
    <section aria-labelledby="venue-next" className="min-w-0 rounded-3xl bg-ink-900 p-5 sm:p-7 lg:p-[2.6vh]">
      <h2 id="venue-next" className={headingClass}>
        Next
      </h2>
      {next.length === 0 ? (
        <p className="mt-3 text-2xl text-ink-300 sm:text-4xl lg:text-[3.4vh]">No more bouts on this ring.</p>
      ) : (
        <ol className="mt-2 divide-y divide-white/10">
          {next.map((bout) => (
            <li
              key={bout.id}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6 lg:grid-cols-[auto_minmax(0,1fr)] lg:py-[1.2vh]"
            >
              <p className="text-lg leading-tight font-bold whitespace-nowrap tabular-nums sm:text-3xl lg:text-[3.4vh]">
                {bout.number === null ? 'Bout' : `Bout ${bout.number}`}
                <span className="block text-base font-semibold text-gold-300 sm:text-2xl lg:text-[2.8vh]">
                  {bout.eta ? `${formatClock(new Date(bout.eta))}` : 'Time to be set'}
                </span>
              </p>
              <p className="min-w-0 text-lg leading-tight font-semibold sm:text-3xl lg:text-[3.4vh]">
                <span className="text-corner-400">{bout.red?.name ?? 'To be decided'}</span>
                <span className="px-2 text-ink-400">v</span>
                <span className="text-sky-400">{bout.blue?.name ?? 'To be decided'}</span>
                <span className="block text-sm font-normal text-ink-300 sm:text-xl lg:text-[2.2vh]">
                  {bout.category}
                </span>
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
 * window (the site's header and footer step aside: app.css, [data-venue-screen]), following the ring live.
 * From 1024 px wide it is laid out to the window's height, so a 1280×900 or 1920×1080 screen shows the
 * corners, the cards and the next bouts at once; a phone scrolls it as a page.
 */
/** `clock`: the current bout's round clock (issue 33), given by the page. */
export function VenueScreenView({
  screen,
  live,
  clock,
}: {
  screen: VenueScreen;
  live: LiveStatus;
  clock?: React.ReactNode;
}) {
  const sheet = screen.current;
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <div data-venue-screen className="bg-ink-950 text-white">
      <div className="mx-auto flex min-h-dvh max-w-[120rem] flex-col gap-4 p-4 sm:gap-6 sm:p-6 lg:gap-[2vh] lg:p-[2.6vh]">
        <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0">
            <p className="truncate text-base text-ink-300 sm:text-2xl lg:text-[2.2vh]">
              {screen.tournament.name}
            </p>
            <h1 className="font-display text-4xl leading-none font-extrabold uppercase sm:text-6xl lg:text-[6.4vh]">
              {screen.ring === null ? 'No ring set' : `Ring ${screen.ring}`}
              {sheet?.number != null ? <span className="text-gold-300"> · Bout {sheet.number}</span> : null}
            </h1>
            {sheet ? (
              <p className="mt-1 text-lg text-ink-300 sm:text-3xl lg:text-[2.6vh]">{sheet.category.label}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatusNotice status={live} className="text-base text-ink-300 empty:hidden sm:text-xl" />
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
            {/* With a round clock it stands between the corners, as on a broadcast: a TV keeps Next in view. */}
            <div
              className={cn(
                'grid gap-4 sm:gap-6 lg:gap-[2vh]',
                clock ? 'lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]' : 'lg:grid-cols-2',
              )}
            >
              <CornerPanel sheet={sheet} corner="red" />
              {clock}
              <CornerPanel sheet={sheet} corner="blue" />
            </div>
            <Decision sheet={sheet} />
          </>
        ) : (
          <p className="rounded-3xl bg-ink-900 p-6 text-2xl text-ink-300 sm:p-8 sm:text-5xl lg:text-[4vh]">
            {screen.ring === null ? 'The bout order has no rings yet.' : 'No bout in the ring yet.'}
          </p>
        )}
        <div className="grid flex-1 gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-[2vh]">
          {sheet ? <Rounds sheet={sheet} /> : null}
          <NextBouts next={screen.next} />
        </div>
      </div>
    </div>
  );
}
