import { ArrowDown, ArrowUp, CalendarClock, ListOrdered, UserCheck } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { formatClock, formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { BoutRow, listSessions, officialsByBout } from '..';
import { SESSION_ROWS } from '../forms';

/** The bout order page's answer to a post: about the sessions, the scheduling or one bout. */
export type BoutOrderAnswer = {
  ok: boolean;
  message: string;
  boutId: number | null;
  warnings?: string[];
  part: string;
};

type Session = Awaited<ReturnType<typeof listSessions>>[number];
type Officials = NonNullable<ReturnType<Awaited<ReturnType<typeof officialsByBout>>['get']>>;
type Option = { value: string; label: string };

function corner(c: BoutRow['red']) {
  return c ? c.name : 'To be decided';
}

/** Sessions (day and start time) and rings, and the button that schedules the bouts into them. */
export function SessionsCard({
  t,
  sessions,
  rings,
  maxRings,
  said,
  busy,
}: {
  t: { startDate: string; endDate: string };
  sessions: Session[];
  rings: number;
  maxRings: number;
  said: (part: string) => BoutOrderAnswer | undefined;
  busy: boolean;
}) {
  return (
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
  );
}

/**
 * One bout of a ring's order: its time (and ETA), corners, moves while scheduled, its officials and their
 * form when opened, and the answer to the last post about it.
 */
export function BoutOrderCard({
  b,
  ring,
  t,
  o,
  answer,
  warnings,
  rings,
  ringOptions,
  editing,
  officialsHref,
  pool,
  judges,
  busy,
}: {
  b: BoutRow;
  ring: number;
  t: { id: number };
  o: Officials | undefined;
  answer: BoutOrderAnswer | undefined;
  warnings: string[];
  rings: number;
  ringOptions: Option[];
  editing: number | null;
  officialsHref: string;
  pool: Option[];
  judges: number;
  busy: boolean;
}) {
  const day = b.plannedStart ? lagosDate(new Date(b.plannedStart)) : null;
  return (
    <li key={b.id} id={`bout-${b.id}`} className="scroll-mt-24">
      <Card className="p-4" aria-label={`Bout ${b.number}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-display text-lg font-bold">
              Bout {b.number} · {b.plannedStart ? formatClock(new Date(b.plannedStart)) : 'No time'}
              {b.eta && b.eta !== b.plannedStart ? ` (ETA ${formatClock(new Date(b.eta))})` : ''}
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
              {b.status === 'decided' ? `Result ${b.outcome ?? ''}: cards, corrections` : 'Cards so far'}
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
            {o.named.timekeeper ? (
              <>
                {' · '}
                <span className="font-semibold text-ink-900">Timekeeper</span> {o.named.timekeeper}
              </>
            ) : null}
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink-600">No officials named yet.</p>
        )}
        {(b.status === 'scheduled' || b.status === 'in_progress') && editing !== b.id ? (
          <p className="mt-2 text-sm">
            <Link
              to={officialsHref}
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
            <div>
              <Label htmlFor={`timekeeper-${b.id}`}>Timekeeper (optional)</Label>
              <Select
                id={`timekeeper-${b.id}`}
                name="timekeeper"
                defaultValue={o?.timekeeper ?? 'none'}
                options={[{ value: 'none', label: 'None' }, ...pool]}
              />
            </div>
            <div className="flex items-end">
              <Button type="submit" variant="dark" disabled={busy}>
                <UserCheck aria-hidden /> Save officials <span className="sr-only">for bout {b.number}</span>
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
          <ul role="status" className="mt-3 space-y-1 rounded-lg bg-amber-400/15 p-3 text-sm text-amber-900">
            {warnings.map((w) => (
              <li key={w}>Warning: {w}</li>
            ))}
          </ul>
        ) : null}
      </Card>
    </li>
  );
}
