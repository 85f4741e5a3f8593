import { ChevronLeft, ChevronRight, Pencil, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { formatDateTime } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';
import type { MatchesPage, MatchRow } from '../results.server';
import { ringName } from '../shaping';
import { OutcomeTag } from './event-bits';

const statusBadge: Record<MatchRow['status'], { tone: 'blue' | 'red' | 'green' | 'muted'; label: string }> = {
  scheduled: { tone: 'blue', label: 'Scheduled' },
  in_progress: { tone: 'red', label: 'In progress' },
  decided: { tone: 'green', label: 'Completed' },
  cancelled: { tone: 'muted', label: 'Cancelled' },
};

function Name({ name, won }: { name: string | null; won: boolean }) {
  if (!name) return <span className="text-ink-600 italic">To be decided</span>;
  return (
    <span className={cn(won && 'font-bold')}>
      {name}
      {won ? <span className="sr-only"> (winner)</span> : null}
    </span>
  );
}

function when(row: MatchRow): string {
  return row.scheduledTime ? `${formatDateTime(new Date(row.scheduledTime))} WAT` : 'Not scheduled yet';
}

function Result({ row }: { row: MatchRow }) {
  const s = statusBadge[row.status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={s.tone}>{s.label}</Badge>
      {row.status === 'decided' ? <OutcomeTag outcome={row.outcome} /> : null}
    </span>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const link =
    'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-ink-900/10 bg-white hover:ring-gold-500';
  return (
    <nav aria-label="Matches pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={link} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700" aria-live="polite">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className={link} rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The bout's own page for its organisers (SPEC §6: the admin's Edit buttons): its officials and cards, its
 * decision, and a correction with a reason once decided. Every row of the workspace's Matches is a bout of
 * a tournament the viewer runs.
 */
function EditLink({ row }: { row: MatchRow }) {
  return (
    <Link
      to={`/admin-dashboard/tournaments/${row.tournament.id}/bouts/${row.id}`}
      aria-label={row.number !== null ? `Edit bout ${row.number}` : `Edit the bout of ${row.category}`}
      className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-900/15 hover:ring-gold-500 focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none"
    >
      <Pencil aria-hidden className="size-3.5" /> Edit
    </Link>
  );
}

/**
 * The workspace's Matches (SPEC §7): bouts with tournament, both boxers and the referee, by scheduled time,
 * 10 a page with links to the others (plain links: it pages without JavaScript). A table on a desktop,
 * cards on a phone.
 */
export function MatchesTable({ data }: { data: MatchesPage }) {
  if (data.total === 0) {
    return (
      <Card className="relative overflow-hidden px-6 py-10 sm:px-10">
        <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
          >
            <Swords className="size-7" />
          </span>
          <div className="max-w-2xl">
            <h3 className="text-2xl font-extrabold uppercase">No matches yet</h3>
            <p className="mt-2 text-ink-700">
              Bouts appear here by scheduled time once a tournament’s draws are made, with both boxers and the
              referee.
            </p>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Matches by scheduled time, page {data.page} of {data.pages}
          </caption>
          <thead className="border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Scheduled (WAT)
              </th>
              <th scope="col" className="px-3 py-3">
                Tournament
              </th>
              <th scope="col" className="px-3 py-3">
                Boxer 1 (red)
              </th>
              <th scope="col" className="px-3 py-3">
                Boxer 2 (blue)
              </th>
              <th scope="col" className="px-3 py-3">
                Referee
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {data.rows.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="px-5 py-4 font-normal whitespace-nowrap">
                  <span className="font-semibold text-ink-900">{when(row)}</span>
                  <div className="text-ink-600">
                    {row.number !== null
                      ? `Bout ${row.number} · ${ringName(row.ring)}`
                      : 'Bout to be numbered'}
                  </div>
                </th>
                <td className="max-w-64 px-3 py-4">
                  <Link
                    to={`/tournaments/${row.tournament.slug}/bouts`}
                    className="font-semibold hover:text-gold-700"
                  >
                    {row.tournament.name}
                  </Link>
                  <div className="text-ink-600">{row.category}</div>
                </td>
                <td className="px-3 py-4">
                  <Name name={row.boxer1} won={row.winner === 'boxer1'} />
                </td>
                <td className="px-3 py-4">
                  <Name name={row.boxer2} won={row.winner === 'boxer2'} />
                </td>
                <td className="px-3 py-4">
                  {row.referee ?? <span className="text-ink-600 italic">Not assigned</span>}
                </td>
                <td className="px-3 py-4">
                  <Result row={row} />
                </td>
                <td className="px-5 py-4 text-right">
                  <EditLink row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ol
        aria-label={`Matches by scheduled time, page ${data.page} of ${data.pages}`}
        className="space-y-3 lg:hidden"
      >
        {data.rows.map((row) => (
          <li key={row.id}>
            <Card className="p-4">
              <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold">{when(row)}</span>
                <Result row={row} />
              </p>
              <p className="mt-1 text-xs text-ink-600">
                {row.number !== null ? `Bout ${row.number} · ${ringName(row.ring)} · ` : ''}
                {row.tournament.name} · {row.category}
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-600">Boxer 1</dt>
                <dd>
                  <Name name={row.boxer1} won={row.winner === 'boxer1'} />
                </dd>
                <dt className="text-ink-600">Boxer 2</dt>
                <dd>
                  <Name name={row.boxer2} won={row.winner === 'boxer2'} />
                </dd>
                <dt className="text-ink-600">Referee</dt>
                <dd>{row.referee ?? <span className="text-ink-600 italic">Not assigned</span>}</dd>
              </dl>
              <div className="mt-3 flex justify-end">
                <EditLink row={row} />
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <Pager page={data.page} pages={data.pages} />
    </div>
  );
}
