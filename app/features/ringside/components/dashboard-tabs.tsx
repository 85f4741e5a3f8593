import { CalendarClock, ChevronLeft, ChevronRight, ClipboardPen, Flag, Play, Target } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BoutSheet } from '~/features/competition';
import type { FoulRow, OfficiatingBout, OfficiatingPage } from '~/features/results';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { formatDateTime } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';
import { actionKey, RingsideError, writeBout } from '../api';
import { cornerWord, foulTypeLabel, roleLabel, statusBadge } from '../labels';
import { useRingsideWorker } from '../offline/device';
import { currentRound } from './judge-card';

export const scoringPath = (boutId: number) => `/referee-dashboard/bouts/${boutId}`;

function when(plannedStart: string | null): string {
  return plannedStart ? `${formatDateTime(new Date(plannedStart))} WAT` : 'Not scheduled yet';
}

function CornerName({ corner, boxer }: { corner: 'red' | 'blue'; boxer: OfficiatingBout['red'] }) {
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          corner === 'red' ? 'bg-corner-500' : 'bg-sky-600',
        )}
      />
      <span className="min-w-0">
        <span className="sr-only">{cornerWord[corner]} corner: </span>
        <span className="font-semibold text-ink-900">{boxer?.name ?? 'To be decided'}</span>
        <span className="block truncate text-xs text-ink-600">{boxer?.club ?? ''}</span>
      </span>
    </span>
  );
}

const groupTitle = { today: 'Today', upcoming: 'Upcoming', past: 'Past' } as const;

function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const link =
    'inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold ring-1 ring-ink-900/10 hover:ring-gold-500';
  return (
    <nav aria-label="My Matches pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={link} rel="prev" preventScrollReset>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className={link} rel="next" preventScrollReset>
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * My Matches (SPEC §2, §4, §7): every bout the account officiates, today's first, then upcoming, then past,
 * 10 a page; a scheduled bout the viewer referees offers Start Match, an in-progress one Score Match.
 */
export function MyMatches({
  data,
  onStart,
  starting,
}: {
  data: OfficiatingPage;
  onStart: (boutId: number) => void;
  starting: number | null;
}) {
  // The officials' pages work offline (decision 0014): the worker is registered from them only.
  useRingsideWorker();
  if (data.total === 0)
    return (
      <NotYetAvailable
        icon={CalendarClock}
        badge="Nothing yet"
        title="No bouts assigned yet"
        what="When an organiser names you referee, judge or recorder of a bout, it appears here with its ring, number, corners and start time."
        arrives="Nothing to officiate yet: assignments arrive once a tournament’s bouts are scheduled."
        next={{ to: '/tournament-schedule', label: 'See the tournaments to come' }}
      />
    );
  const groups = (['today', 'upcoming', 'past'] as const)
    .map((w) => ({ when: w, rows: data.rows.filter((r) => r.when === w) }))
    .filter((g) => g.rows.length > 0);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl font-extrabold uppercase">My Matches</h2>
        <p className="mt-1 text-sm text-ink-600">
          {data.total} {data.total === 1 ? 'bout' : 'bouts'} you officiate, today’s first
        </p>
      </div>
      {groups.map((g) => (
        <section key={g.when} aria-label={groupTitle[g.when]} className="space-y-3">
          <h3 className="font-display text-sm font-bold tracking-[0.18em] text-ink-600 uppercase">
            {groupTitle[g.when]}
          </h3>
          <ol className="space-y-3">
            {g.rows.map((row) => {
              const s = statusBadge[row.status];
              const label = row.number === null ? `Bout ${row.boutId}` : `Bout ${row.number}`;
              return (
                <li key={row.boutId} aria-label={`${label}, ${row.tournament.name}`}>
                  <Card
                    className={cn(
                      'grid gap-4 p-4 sm:p-5 md:grid-cols-[11rem_1fr_auto] md:items-center',
                      row.status === 'in_progress' && 'ring-2 ring-corner-500/50',
                    )}
                  >
                    <div>
                      <p className="text-lg font-extrabold uppercase">
                        {label}
                        {row.ring !== null ? ` · Ring ${row.ring}` : ''}
                      </p>
                      <p className="text-sm text-ink-700">{when(row.eta ?? row.plannedStart)}</p>
                    </div>
                    <div className="min-w-0 space-y-2">
                      <p className="text-sm text-ink-600">
                        <Link
                          to={`/tournaments/${row.tournament.slug}/bouts`}
                          className="font-semibold text-ink-900 hover:text-gold-700"
                        >
                          {row.tournament.name}
                        </Link>{' '}
                        · {row.category}
                      </p>
                      <div className="grid grid-cols-2 gap-3">
                        <CornerName corner="red" boxer={row.red} />
                        <CornerName corner="blue" boxer={row.blue} />
                      </div>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
                      <div className="flex flex-wrap gap-1.5">
                        <Badge tone="dark">
                          {roleLabel[row.role]}
                          {row.seat !== null ? ` ${row.seat}` : ''}
                        </Badge>
                        <Badge tone={s.tone}>{s.label}</Badge>
                        {row.outcome ? <Badge tone="muted">{row.outcome}</Badge> : null}
                      </div>
                      {row.status === 'scheduled' && row.role === 'referee' ? (
                        <Button
                          size="sm"
                          disabled={starting === row.boutId || row.red === null || row.blue === null}
                          onClick={() => onStart(row.boutId)}
                          aria-label={`Start Match: ${label}`}
                        >
                          <Play aria-hidden /> Start Match
                        </Button>
                      ) : row.status === 'in_progress' ? (
                        <Button size="sm" variant="red" asChild>
                          <Link to={scoringPath(row.boutId)} aria-label={`Score Match: ${label}`}>
                            <Target aria-hidden /> Score Match
                          </Link>
                        </Button>
                      ) : (
                        <Button size="sm" variant="outline" asChild>
                          <Link to={scoringPath(row.boutId)} aria-label={`Open ${label}`}>
                            Open bout
                          </Link>
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <Pager page={data.page} pages={data.pages} />
    </div>
  );
}

/**
 * Live Scoring (SPEC §2, §5): the active bout (the one just started, else the viewer's bout in progress),
 * a link to its scoring page, and the SPEC's two number inputs with 'Submit Round Score', which send the
 * viewer's card for the round they are on.
 */
export function LiveScoring({
  sheet,
  onSent,
}: {
  sheet: BoutSheet | null;
  /** After a card went in: the bout stays the active one and the page reloads its data. */
  onSent: (boutId: number) => void;
}) {
  const id = useId();
  const [red, setRed] = useState('');
  const [blue, setBlue] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const key = useRef<string | null>(null);
  useRingsideWorker();
  if (!sheet)
    return (
      <NotYetAvailable
        icon={ClipboardPen}
        badge="Nothing yet"
        title="No bout in progress"
        what="Start a bout from My Matches (or wait for its referee to start it): it becomes your active bout here, with its scoring page."
        arrives="Nothing to score right now."
      />
    );
  const judge = sheet.viewer.role === 'judge';
  const round = judge ? currentRound(sheet) : null;
  const label = sheet.number === null ? 'Active bout' : `Bout ${sheet.number}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!sheet || round === null || sending) return;
    key.current ??= actionKey();
    setSending(true);
    try {
      await writeBout(sheet.id, 'scorecards', { round, red: Number(red), blue: Number(blue) }, key.current);
      key.current = null;
      setNotice({ kind: 'ok', text: `Round ${round} sent: ${red}-${blue}.` });
      setRed('');
      setBlue('');
      onSent(sheet.id);
    } catch (error) {
      if (!(error instanceof RingsideError && error.status === 0)) key.current = null;
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : 'Not sent: try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-label="Active bout"
      className="bg-ring-lights overflow-hidden rounded-2xl p-5 text-white sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Badge tone="goldOnDark">Active bout</Badge>
          <h2 className="mt-3 text-3xl font-extrabold uppercase">
            {label}
            {sheet.ring !== null ? ` · Ring ${sheet.ring}` : ''}
          </h2>
          <p className="text-ink-300">
            {sheet.tournament.name} · {sheet.category.label}
          </p>
          <p className="mt-1 text-sm text-ink-300">
            You are{' '}
            {sheet.viewer.role === 'judge' ? `judge ${sheet.viewer.seat}` : `the ${sheet.viewer.role}`}
          </p>
        </div>
        <Button asChild size="lg" variant="red">
          <Link to={scoringPath(sheet.id)}>
            <Target aria-hidden /> Open scoring page
          </Link>
        </Button>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        {(['red', 'blue'] as const).map((corner) => (
          <div
            key={corner}
            className={cn('rounded-xl p-4', corner === 'red' ? 'bg-corner-600' : 'bg-sky-700')}
          >
            <p className="text-xs font-bold tracking-[0.18em] uppercase">{cornerWord[corner]} corner</p>
            <p className="text-lg font-extrabold">{sheet[corner]?.name ?? 'To be decided'}</p>
            <p className="text-sm">
              {sheet.warnings[corner]} {sheet.warnings[corner] === 1 ? 'warning' : 'warnings'}
            </p>
          </div>
        ))}
      </div>
      <form onSubmit={submit} aria-label="Round score" className="mt-6 rounded-xl bg-white/5 p-4 sm:p-5">
        <fieldset disabled={!judge || round === null || sheet.status !== 'in_progress'} className="space-y-4">
          <legend className="text-lg font-bold">
            {judge
              ? round === null
                ? 'Your card is complete'
                : `Your card · Round ${round}`
              : 'Round scores come from the judges'}
          </legend>
          {!judge ? (
            <p className="text-sm text-ink-300">
              As the {sheet.viewer.role} you follow the judges’ cards on the scoring page.
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor={`${id}-red`} className="text-ink-300">
                Red corner score
              </Label>
              <Input
                id={`${id}-red`}
                type="number"
                inputMode="numeric"
                min={7}
                max={10}
                placeholder="10"
                required
                value={red}
                onChange={(e) => {
                  key.current = null;
                  setRed(e.target.value);
                }}
                className="border-white/20 bg-ink-950 text-2xl text-white"
              />
            </div>
            <div>
              <Label htmlFor={`${id}-blue`} className="text-ink-300">
                Blue corner score
              </Label>
              <Input
                id={`${id}-blue`}
                type="number"
                inputMode="numeric"
                min={7}
                max={10}
                placeholder="9"
                required
                value={blue}
                onChange={(e) => {
                  key.current = null;
                  setBlue(e.target.value);
                }}
                className="border-white/20 bg-ink-950 text-2xl text-white"
              />
            </div>
          </div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? 'Sending…' : 'Submit Round Score'}
          </Button>
        </fieldset>
        <div aria-live="polite">
          {notice ? (
            <p
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={cn(
                'mt-3 rounded-lg px-3 py-2 text-sm font-semibold',
                notice.kind === 'error'
                  ? 'bg-corner-600/20 text-corner-400'
                  : 'bg-naija-500/15 text-naija-500',
              )}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Foul History (SPEC §2, §7, §9): the fouls the account called, newest first, the first 10. */
export function FoulHistory({ fouls }: { fouls: FoulRow[] }) {
  if (fouls.length === 0)
    return (
      <NotYetAvailable
        icon={Flag}
        badge="Nothing yet"
        title="No fouls recorded yet"
        what="Every foul and warning you record as referee appears here, newest first, with its bout, round, corner and description."
        arrives="Nothing to show yet: record fouls from a bout’s scoring page."
      />
    );
  const boutName = (f: FoulRow) =>
    `${f.bout.tournament} · ${f.bout.number === null ? 'Bout' : `Bout ${f.bout.number}`}`;
  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-3xl font-extrabold uppercase">Foul History</h2>
        <p className="mt-1 text-sm text-ink-600">Your fouls, newest first (the latest 10)</p>
      </div>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Foul History, newest first</caption>
          <thead className="border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                When (WAT)
              </th>
              <th scope="col" className="px-3 py-3">
                Bout
              </th>
              <th scope="col" className="px-3 py-3">
                Round
              </th>
              <th scope="col" className="px-3 py-3">
                Boxer
              </th>
              <th scope="col" className="px-3 py-3">
                Foul
              </th>
              <th scope="col" className="px-5 py-3">
                Deduction
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {fouls.map((f) => (
              <tr key={f.id} className="align-top">
                <td className="px-5 py-4 whitespace-nowrap">{formatDateTime(new Date(f.createdAt))}</td>
                <td className="px-3 py-4">
                  <Link to={scoringPath(f.boutId)} className="font-semibold hover:text-gold-700">
                    {boutName(f)}
                  </Link>
                </td>
                <td className="px-3 py-4 tabular-nums">{f.round}</td>
                <td className="px-3 py-4">
                  {f.boxer ?? '—'}
                  <span className="block text-xs text-ink-600">{cornerWord[f.corner]} corner</span>
                </td>
                <td className="max-w-72 px-3 py-4">
                  <span className="font-semibold">{foulTypeLabel(f.foulType)}</span>
                  {f.description ? <span className="block text-ink-700">{f.description}</span> : null}
                </td>
                <td className="px-5 py-4">
                  {f.deduct ? <Badge tone="red">−1 point</Badge> : <Badge tone="muted">None</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ol aria-label="Foul History, newest first" className="space-y-3 md:hidden">
        {fouls.map((f) => (
          <li key={f.id}>
            <Card className="p-4">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{foulTypeLabel(f.foulType)}</span>
                {f.deduct ? <Badge tone="red">−1 point</Badge> : <Badge tone="muted">No deduction</Badge>}
              </p>
              <p className="mt-1 text-sm text-ink-700">
                {f.boxer ?? '—'} ({cornerWord[f.corner].toLowerCase()}) · round {f.round}
              </p>
              {f.description ? <p className="mt-1 text-sm text-ink-700">{f.description}</p> : null}
              <p className="mt-2 text-xs text-ink-600">
                {boutName(f)} · {formatDateTime(new Date(f.createdAt))} WAT
              </p>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
