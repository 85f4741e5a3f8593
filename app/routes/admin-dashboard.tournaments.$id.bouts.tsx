import { ArrowDown, ArrowLeft, ArrowUp, CalendarClock, ListOrdered, UserCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { FormAlert } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import {
  assignOfficials,
  boutDays,
  listBouts,
  listSessions,
  managedTournament,
  MAX_RINGS,
  moveBout,
  officialPool,
  officialsByBout,
  scheduleTournament,
  setSessions,
} from '~/features/competition';
import type { BoutRow } from '~/features/competition';
import { requireWorkspace } from '~/features/organisations';
import { formatClock, formatLongDate, lagosDate } from '~/lib/lagos-time';
import { DayNav } from '~/components/event/day-nav';
import { pickDay } from '~/lib/event-days';
import { useHydrated } from '~/lib/use-hydrated';
import { isServiceError } from '@server/service-error';
import { clock } from '@server/clock';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Bout order · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

/** Rows of the sessions form: enough for a three-day event with two sessions a day; blank rows are ignored. */
const SESSION_ROWS = 6;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const sessions = await listSessions(db, tournament.id);
  const rings = sessions[0]?.rings ?? 2;
  // A large event is shown a day (and, when asked, a ring) at a time: ~100 bouts a day at 600 entries.
  const url = new URL(request.url);
  const spread =
    tournament.status === 'draft' ? { days: [], unscheduled: 0 } : await boutDays(db, tournament.id);
  const { days, day } = pickDay(spread.days, url.searchParams.get('day'), clock.now());
  // A ring at a time (ring 1 first) when there are several; ?ring=all shows every ring of the day.
  const askedRing = url.searchParams.get('ring');
  const ringNumber = Number(askedRing);
  const ring =
    askedRing === 'all' || rings === 1
      ? null
      : Number.isInteger(ringNumber) && ringNumber >= 1 && ringNumber <= rings
        ? ringNumber
        : 1;
  // Bouts the order could not fit into the sessions are listed after the last day's.
  const bouts =
    tournament.status === 'draft'
      ? []
      : day === null
        ? // No bout has a planned start yet: every bout a ring holds.
          (await listBouts(db, tournament.id, ring === null ? {} : { ring })).filter((b) => b.ring !== null)
        : await listBouts(db, tournament.id, {
            ...(ring === null ? {} : { ring }),
            day: { day, unplanned: day === days.at(-1) },
          });
  const officials = await officialsByBout(
    db,
    tournament.id,
    bouts.map((b) => b.id),
  );
  // The officials form is opened for one bout at a time (its selects list every official of the pool).
  const askedBout = Number(url.searchParams.get('officials'));
  const editing =
    bouts.find((b) => b.id === askedBout && (b.status === 'scheduled' || b.status === 'in_progress'))?.id ??
    null;
  const pool = editing === null ? [] : await officialPool(db, tournament.organisationId);
  return {
    tournament,
    sessions,
    rings,
    bouts,
    days,
    day,
    ring,
    editing,
    unscheduled: spread.unscheduled,
    officials: Object.fromEntries(officials),
    pool: pool.map((o) => ({
      value: o.id,
      label: o.organisationName ? `${o.name} (${o.organisationName})` : o.name,
    })),
    judges: tournament.rules.judgesCount,
    maxRings: MAX_RINGS,
  };
}

type Answer = { ok: boolean; message: string; boutId: number | null; warnings?: string[]; part: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  // A change to the bout order e-mails the boxers it matters to (and their coaches).
  const notify = { notify: { baseUrl: context.services.config.baseUrl } };
  const tournament = await managedTournament(db, workspace, params.id);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const boutId = Number(form.get('boutId'));
  const part = intent === 'sessions' || intent === 'schedule' ? intent : 'bout';
  try {
    if (intent === 'sessions') {
      const sessions = Array.from({ length: SESSION_ROWS }, (_, i) => ({
        day: String(form.get(`day-${i}`) ?? '').trim(),
        start: String(form.get(`start-${i}`) ?? '').trim(),
      })).filter((s) => s.day !== '' || s.start !== '');
      const saved = await setSessions(db, workspace, tournament.id, {
        rings: Number(form.get('rings')),
        sessions,
      });
      return {
        ok: true,
        part,
        boutId: null,
        message: `${saved.sessions.length} sessions on ${saved.rings} rings saved.`,
      };
    }
    if (intent === 'schedule') {
      const done = await scheduleTournament(db, workspace, tournament.id, notify);
      return {
        ok: true,
        part,
        boutId: null,
        message:
          done.unscheduled > 0
            ? `${done.scheduled} bouts scheduled; ${done.unscheduled} did not fit: add a session or a ring.`
            : `${done.scheduled} bouts scheduled on ${done.rings} rings.`,
      };
    }
    if (intent === 'up' || intent === 'down') {
      await moveBout(db, workspace, boutId, { direction: intent }, notify);
      return { ok: true, part, boutId, message: `Bout moved ${intent}.` };
    }
    if (intent === 'ring') {
      const moved = await moveBout(db, workspace, boutId, { ring: Number(form.get('ring')) }, notify);
      return { ok: true, part, boutId, message: `Bout moved to ring ${moved.ring}.` };
    }
    const judges = form.getAll('judge').map(String);
    const recorder = String(form.get('recorder') ?? '');
    const done = await assignOfficials(db, workspace, boutId, {
      referee: String(form.get('referee') ?? ''),
      judges,
      recorder: recorder === '' || recorder === 'none' ? null : recorder,
    });
    return { ok: true, part, boutId, message: 'Officials saved.', warnings: done.warnings };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        part,
        boutId: Number.isInteger(boutId) ? boutId : null,
        message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
      };
    throw error;
  }
}

function corner(c: BoutRow['red']) {
  return c ? c.name : 'To be decided';
}

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

      <section aria-labelledby="sessions-heading">
        <Card className="p-6">
          <h3
            id="sessions-heading"
            className="flex items-center gap-2 font-display text-xl font-bold uppercase"
          >
            <CalendarClock aria-hidden className="size-5" /> Sessions and rings
          </h3>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="sessions" />
            <div className="w-32">
              <Label htmlFor="rings">Rings</Label>
              <Input
                id="rings"
                name="rings"
                type="number"
                min={1}
                max={maxRings}
                defaultValue={rings}
                required
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">Sessions (day and start time)</legend>
              {Array.from({ length: SESSION_ROWS }, (_, i) => {
                const s = sessions[i];
                return (
                  <div key={i} className="flex flex-wrap gap-3">
                    <div>
                      <Label htmlFor={`day-${i}`} className="sr-only">
                        Session {i + 1} day
                      </Label>
                      <Input
                        id={`day-${i}`}
                        name={`day-${i}`}
                        type="date"
                        min={t.startDate}
                        max={t.endDate}
                        defaultValue={s?.day ?? (i === 0 ? t.startDate : '')}
                      />
                    </div>
                    <div>
                      <Label htmlFor={`start-${i}`} className="sr-only">
                        Session {i + 1} start
                      </Label>
                      <Input
                        id={`start-${i}`}
                        name={`start-${i}`}
                        type="time"
                        defaultValue={s?.start ?? (i === 0 ? '10:00' : '')}
                      />
                    </div>
                  </div>
                );
              })}
            </fieldset>
            <FormAlert message={said('sessions')?.ok === false ? said('sessions')!.message : undefined} />
            {said('sessions')?.ok ? <FormAlert tone="success" message={said('sessions')!.message} /> : null}
            <Button type="submit" variant="dark" disabled={busy}>
              Save sessions
            </Button>
          </Form>
          <Form method="post" className="mt-6 border-t border-ink-900/10 pt-4">
            <input type="hidden" name="intent" value="schedule" />
            <p className="mb-3 text-sm text-ink-700">
              {sessions.length === 0
                ? 'Save the sessions first.'
                : `${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}: ${sessions
                    .map((s) => `${formatLongDate(s.day)} ${s.start}`)
                    .join('; ')}.`}
            </p>
            <Button type="submit" disabled={busy}>
              <ListOrdered aria-hidden /> Schedule bouts
            </Button>
            <div className="mt-3">
              <FormAlert message={said('schedule')?.ok === false ? said('schedule')!.message : undefined} />
              {said('schedule')?.ok ? <FormAlert tone="success" message={said('schedule')!.message} /> : null}
            </div>
          </Form>
        </Card>
      </section>

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
                const day = b.plannedStart ? lagosDate(new Date(b.plannedStart)) : null;
                return (
                  <li key={b.id} id={`bout-${b.id}`} className="scroll-mt-24">
                    <Card className="p-4" aria-label={`Bout ${b.number}`}>
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div>
                          <p className="font-display text-lg font-bold">
                            Bout {b.number} ·{' '}
                            {b.plannedStart ? formatClock(new Date(b.plannedStart)) : 'No time'}
                            {b.eta && b.eta !== b.plannedStart
                              ? ` (ETA ${formatClock(new Date(b.eta))})`
                              : ''}
                          </p>
                          <p className="text-sm text-ink-700">
                            {day ? `${formatLongDate(day)} · ` : ''}
                            {b.category}
                          </p>
                          <p className="mt-1">
                            <span className="font-semibold text-corner-700">{corner(b.red)}</span>{' '}
                            <span className="text-ink-600">vs</span>{' '}
                            <span className="font-semibold text-sky-800">{corner(b.blue)}</span>
                          </p>
                        </div>
                        {b.status === 'scheduled' ? (
                          // One form per bout for its moves (up, down, to a ring): the button pressed names the
                          // move. A day of a large event lists ~45 bouts a ring, so each costs little markup.
                          <Form method="post" className="flex flex-wrap items-end gap-2">
                            <input type="hidden" name="boutId" value={b.id} />
                            <Button
                              type="submit"
                              name="intent"
                              value="up"
                              variant="outline"
                              size="icon"
                              disabled={busy}
                              aria-label={`Move bout ${b.number} up`}
                            >
                              <ArrowUp aria-hidden />
                            </Button>
                            <Button
                              type="submit"
                              name="intent"
                              value="down"
                              variant="outline"
                              size="icon"
                              disabled={busy}
                              aria-label={`Move bout ${b.number} down`}
                            >
                              <ArrowDown aria-hidden />
                            </Button>
                            {rings > 1 ? (
                              <>
                                <div>
                                  <Label htmlFor={`ring-of-${b.id}`} className="sr-only">
                                    Ring for bout {b.number}
                                  </Label>
                                  <Select
                                    id={`ring-of-${b.id}`}
                                    name="ring"
                                    defaultValue={String(ring)}
                                    options={ringOptions}
                                    className="h-10"
                                  />
                                </div>
                                <Button
                                  type="submit"
                                  name="intent"
                                  value="ring"
                                  variant="outline"
                                  size="sm"
                                  disabled={busy}
                                >
                                  Move <span className="sr-only">bout {b.number} to this ring</span>
                                </Button>
                              </>
                            ) : null}
                          </Form>
                        ) : null}
                      </div>
                      {b.status !== 'scheduled' ? (
                        <p className="mt-2 text-sm">
                          <Link
                            className="font-semibold underline underline-offset-4"
                            to={`/admin-dashboard/tournaments/${t.id}/bouts/${b.id}`}
                          >
                            {b.status === 'decided'
                              ? `Result ${b.outcome ?? ''}: cards, corrections`
                              : 'Cards so far'}
                            <span className="sr-only"> of bout {b.number}</span>
                          </Link>
                        </p>
                      ) : null}
                      {o ? (
                        <p className="mt-3 text-sm text-ink-700">
                          <span className="font-semibold text-ink-900">Referee</span> {o.named.referee ?? '—'}
                          {' · '}
                          <span className="font-semibold text-ink-900">Judges</span>{' '}
                          {o.named.judges.length > 0 ? o.named.judges.join(', ') : '—'}
                          {o.named.recorder ? (
                            <>
                              {' · '}
                              <span className="font-semibold text-ink-900">Recorder</span> {o.named.recorder}
                            </>
                          ) : null}
                        </p>
                      ) : (
                        <p className="mt-3 text-sm text-ink-600">No officials named yet.</p>
                      )}
                      {(b.status === 'scheduled' || b.status === 'in_progress') && editing !== b.id ? (
                        <p className="mt-2 text-sm">
                          <Link
                            to={`${here({ officials: b.id })}#bout-${b.id}`}
                            preventScrollReset
                            className="inline-flex items-center gap-1.5 font-semibold text-gold-700 underline-offset-4 hover:underline"
                          >
                            <UserCheck aria-hidden className="size-4" />
                            {o ? 'Change officials' : 'Name officials'}
                            <span className="sr-only"> of bout {b.number}</span>
                          </Link>
                        </p>
                      ) : null}
                      {editing === b.id ? (
                        <Form
                          method="post"
                          className="mt-4 grid gap-3 border-t border-ink-900/10 pt-4 sm:grid-cols-2 lg:grid-cols-4"
                        >
                          <input type="hidden" name="boutId" value={b.id} />
                          <input type="hidden" name="intent" value="officials" />
                          <div>
                            <Label htmlFor={`referee-${b.id}`}>Referee</Label>
                            <Select
                              id={`referee-${b.id}`}
                              name="referee"
                              defaultValue={o?.referee ?? ''}
                              placeholder="Choose"
                              options={pool}
                            />
                          </div>
                          {Array.from({ length: judges }, (_, i) => (
                            <div key={i}>
                              <Label htmlFor={`judge-${b.id}-${i}`}>Judge {i + 1}</Label>
                              <Select
                                id={`judge-${b.id}-${i}`}
                                name="judge"
                                defaultValue={o?.judges[i] ?? ''}
                                placeholder="Choose"
                                options={pool}
                              />
                            </div>
                          ))}
                          <div>
                            <Label htmlFor={`recorder-${b.id}`}>Recorder (optional)</Label>
                            <Select
                              id={`recorder-${b.id}`}
                              name="recorder"
                              defaultValue={o?.recorder ?? 'none'}
                              options={[{ value: 'none', label: 'None' }, ...pool]}
                            />
                          </div>
                          <div className="flex items-end">
                            <Button type="submit" variant="dark" disabled={busy}>
                              <UserCheck aria-hidden /> Save officials{' '}
                              <span className="sr-only">for bout {b.number}</span>
                            </Button>
                          </div>
                        </Form>
                      ) : null}
                      {answer && !answer.ok ? (
                        <div className="mt-3">
                          <FormAlert message={answer.message} />
                        </div>
                      ) : null}
                      {answer?.ok ? (
                        <p role="status" className="mt-3 text-sm text-naija-700">
                          {answer.message}
                        </p>
                      ) : null}
                      {warnings.length > 0 ? (
                        <ul
                          role="status"
                          className="mt-3 space-y-1 rounded-lg bg-amber-400/15 p-3 text-sm text-amber-900"
                        >
                          {warnings.map((w) => (
                            <li key={w}>Warning: {w}</li>
                          ))}
                        </ul>
                      ) : null}
                    </Card>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
