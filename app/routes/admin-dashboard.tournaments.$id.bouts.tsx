import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts';
import { DayNav } from '~/components/event/day-nav';
import { BoutOrderCard, SessionsCard } from '~/features/competition/components/bout-order';
import { useHydrated } from '~/lib/use-hydrated';

// The rings and bout order: loader and action (sessions, scheduling, moves, officials) are server-only.
export { action, loader } from './admin-dashboard.tournaments.$id.bouts.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Bout order · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export default function BoutOrder({ loaderData, actionData }: Route.ComponentProps) {
  const {
    tournament: t,
    sessions,
    rings,
    bouts,
    days,
    day,
    ring: ringShown,
    editing,
    unscheduled,
    officials,
    pool,
    judges,
    maxRings,
  } = loaderData;
  /** This page's address with some of its filters changed. */
  const here = (change: { day?: string | null; ring?: number | null; officials?: number | null }) => {
    const q = new URLSearchParams();
    const d = change.day === undefined ? day : change.day;
    const r = change.ring === undefined ? ringShown : change.ring;
    if (d) q.set('day', d);
    if (rings > 1) q.set('ring', r ? String(r) : 'all');
    if (change.officials) q.set('officials', String(change.officials));
    const query = q.toString();
    return query ? `?${query}` : '?';
  };
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  const said = (part: string, boutId: number | null = null) =>
    actionData && actionData.part === part && actionData.boutId === boutId && (!actionData.ok || !hydrated)
      ? actionData
      : undefined;
  const ringNumbers = [...new Set(bouts.map((b) => b.ring).filter((r): r is number => r !== null))].sort();
  const ringOptions = Array.from({ length: rings }, (_, i) => ({
    value: String(i + 1),
    label: `Ring ${i + 1}`,
  }));
  return (
    <article aria-labelledby="bouts-title" className="space-y-8">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">
          Rings and bout order
        </p>
        <h2 id="bouts-title" className="text-3xl font-extrabold uppercase">
          {t.name}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          A bout takes {t.rules.numberOfRounds} × ({t.rules.roundDuration} + 1) minutes plus 5 to change over;
          a boxer boxes once a day. Times are in Lagos (WAT).
        </p>
      </header>

      <SessionsCard t={t} sessions={sessions} rings={rings} maxRings={maxRings} said={said} busy={busy} />

      {bouts.length === 0 ? (
        <p className="text-ink-700">
          No bouts yet:{' '}
          <Link className="underline" to={`/admin-dashboard/tournaments/${t.id}/draws`}>
            draw the categories
          </Link>{' '}
          first.
        </p>
      ) : null}
      {unscheduled > 0 ? <p className="text-ink-700">{unscheduled} bouts are not scheduled yet.</p> : null}

      {days.length > 1 || rings > 1 ? (
        <div className="space-y-3">
          <DayNav days={days} day={day} href={(d) => here({ day: d })} label="Days of the bout order" />
          {rings > 1 && days.length > 0 ? (
            <nav aria-label="Rings" className="flex flex-wrap gap-2">
              {[null, ...Array.from({ length: rings }, (_, i) => i + 1)].map((r) => (
                <Link
                  key={r ?? 'all'}
                  to={here({ ring: r })}
                  preventScrollReset
                  aria-current={r === ringShown ? 'page' : undefined}
                  className={
                    r === ringShown
                      ? 'rounded-full bg-ink-950 px-4 py-1.5 text-sm font-semibold text-white'
                      : 'rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-900/10 hover:ring-gold-500'
                  }
                >
                  {r === null ? 'All rings' : `Ring ${r}`}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>
      ) : null}

      {ringNumbers.map((ring) => (
        <section key={ring} aria-labelledby={`ring-${ring}`} className="space-y-3">
          <h3 id={`ring-${ring}`} className="text-2xl font-extrabold uppercase">
            Ring {ring}
          </h3>
          <ol className="space-y-3">
            {bouts
              .filter((b) => b.ring === ring)
              .map((b) => {
                const o = officials[b.id];
                const answer = said('bout', b.id);
                const warnings = actionData?.boutId === b.id ? (actionData.warnings ?? []) : [];
                return (
                  <BoutOrderCard
                    key={b.id}
                    b={b}
                    ring={ring}
                    t={t}
                    o={o}
                    answer={answer}
                    warnings={warnings}
                    rings={rings}
                    ringOptions={ringOptions}
                    editing={editing}
                    officialsHref={`${here({ officials: b.id })}#bout-${b.id}`}
                    pool={pool}
                    judges={judges}
                    busy={busy}
                  />
                );
              })}
          </ol>
        </section>
      ))}
    </article>
  );
}
