import { ArrowRight, CalendarClock, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { formatClock, formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { HubBout } from '../hub.server';

const corners = (b: HubBout) => `${b.red ?? 'To be decided'} vs ${b.blue ?? 'To be decided'}`;
const ringLabel = (ring: number | null) => (ring === null ? 'Ring to be named' : `Ring ${ring}`);

/** A bout due's time: its ETA in WAT (the bout order's), with the day beneath. */
function DueTime({ bout }: { bout: HubBout }) {
  if (!bout.eta) return <>Time to be set</>;
  const at = new Date(bout.eta);
  return (
    <>
      <span className="block">
        ETA <time dateTime={bout.eta}>{formatClock(at)} WAT</time>
      </span>
      <span className="block text-xs font-semibold tracking-normal text-ink-600 normal-case">
        {formatLongDate(lagosDate(at))}
      </span>
    </>
  );
}

/**
 * The Live & Upcoming tab (SPEC §7, §9): a banner of the bouts in the ring now (up to 4), then the next 10
 * bouts due (each ring's Next and the bouts after it) with their ETAs, each with the way to its
 * tournament's bout order.
 */
export function LiveAndUpcoming({ live, upcoming }: { live: HubBout[]; upcoming: HubBout[] }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="live-now" className="overflow-hidden rounded-2xl bg-ring-lights text-white">
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-6 sm:px-8">
          <h2 id="live-now" className="flex items-center gap-3 text-3xl font-extrabold uppercase">
            <span aria-hidden className="relative flex size-3">
              {live.length > 0 ? (
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-corner-600 opacity-75 motion-reduce:animate-none" />
              ) : null}
              <span
                className={`relative inline-flex size-3 rounded-full ${live.length > 0 ? 'bg-corner-600' : 'bg-ink-400'}`}
              />
            </span>
            Live now
          </h2>
          <p className="text-sm text-ink-300">Bouts in the ring, up to four at a time</p>
        </div>
        {live.length === 0 ? (
          <p className="px-6 pt-3 pb-8 text-ink-300 sm:px-8">
            No bout is in the ring right now. When a referee starts one it appears here.
          </p>
        ) : (
          <ul className="grid gap-4 p-6 sm:grid-cols-2 sm:p-8">
            {live.map((bout) => (
              <li key={bout.id}>
                <Link
                  to={bout.href}
                  className="group block h-full rounded-xl bg-white/5 p-5 ring-1 ring-white/15 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="red">
                      <Radio aria-hidden className="size-3.5" /> Live
                    </Badge>
                    <span className="font-display text-sm font-bold tracking-wider text-gold-300 uppercase">
                      {ringLabel(bout.ring)}
                      {bout.number === null ? '' : ` · Bout ${bout.number}`}
                    </span>
                  </div>
                  <p className="mt-3 text-2xl leading-tight font-extrabold uppercase">
                    <span className="text-corner-400">{bout.red ?? 'To be decided'}</span>
                    <span className="mx-2 text-ink-400">vs</span>
                    <span className="text-sky-300">{bout.blue ?? 'To be decided'}</span>
                  </p>
                  <p className="mt-2 text-sm text-ink-300">{bout.category}</p>
                  <p className="mt-3 flex items-center gap-1 text-sm font-semibold text-white">
                    {bout.tournament.name}
                    <ArrowRight
                      aria-hidden
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="upcoming-bouts" className="space-y-4">
        <div>
          <h2 id="upcoming-bouts" className="text-3xl font-extrabold uppercase">
            Upcoming bouts
          </h2>
          <p className="mt-1 text-ink-700">
            The next 10 bouts due on the rings of active tournaments, with the ETAs of their bout orders
            (WAT).
          </p>
        </div>
        {upcoming.length === 0 ? (
          <Card className="flex items-start gap-4 px-6 py-8">
            <CalendarClock aria-hidden className="mt-1 size-6 shrink-0 text-gold-600" />
            <p className="text-ink-700">
              No bouts are due. They appear here once an organiser publishes a tournament’s bout order, and
              stay until they are boxed.
            </p>
          </Card>
        ) : (
          <Card className="p-0">
            <ol aria-label="Upcoming bouts" className="divide-y divide-ink-900/10">
              {upcoming.map((bout) => (
                <li
                  key={bout.id}
                  className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:gap-6"
                >
                  <p className="w-44 shrink-0 font-display text-sm font-bold tracking-wider text-gold-700 uppercase">
                    <DueTime bout={bout} />
                  </p>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold text-ink-950">
                      {bout.next ? (
                        <Badge tone="dark" className="px-2 py-0.5 text-[0.65rem]">
                          Next on {ringLabel(bout.ring)}
                        </Badge>
                      ) : null}
                      {corners(bout)}
                    </p>
                    <p className="text-sm text-ink-600">
                      {bout.category} · {ringLabel(bout.ring)}
                      {bout.number === null ? '' : ` · Bout ${bout.number}`}
                    </p>
                  </div>
                  <Link
                    to={bout.href}
                    className="text-sm font-semibold text-gold-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
                  >
                    {bout.tournament.name}
                    <span className="sr-only"> bout order</span>
                  </Link>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </section>
    </div>
  );
}
