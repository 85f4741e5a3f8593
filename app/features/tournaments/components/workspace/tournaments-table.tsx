import { ArrowRight, Plus, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { formatDateRange } from '~/features/tournaments/date-range';
import type { BackendStatus } from '~/features/tournaments/status';
import type { TournamentSummary } from '~/features/tournaments/types';
import { CalendarBadgeTag } from '~/features/tournaments/components/calendar/calendar-badge';
import { BackendStatusBadge, formatLabel } from './status-badge';

/** One row of the workspace's Tournaments tab: what the table and the phone cards show. */
export type WorkspaceTournamentRow = {
  id: number;
  name: string;
  /** Single Elimination, set in capitals (SPEC §3). */
  format: string;
  status: BackendStatus;
  /** Under way (issue 26): 'Live now' beside its status. */
  live: boolean;
  dates: string;
  city: string;
  participants: number;
  maxParticipants: number;
  organisation: string;
  /** The creator's first and last name (SPEC §7); null once their account is gone. */
  creator: string | null;
};

export function workspaceTournamentRow(t: TournamentSummary): WorkspaceTournamentRow {
  return {
    id: t.id,
    name: t.name,
    format: formatLabel(t.format),
    status: t.backendStatus,
    live: t.live,
    dates: formatDateRange(t.startDate, t.endDate),
    city: t.city,
    participants: t.participants,
    maxParticipants: t.maxParticipants,
    organisation: t.organisation.name,
    creator: t.createdBy ? `${t.createdBy.firstName} ${t.createdBy.lastName}`.trim() : null,
  };
}

export const manageHref = (id: number) => `/admin-dashboard/tournaments/${id}`;

function Entries({ row, compact = false }: { row: WorkspaceTournamentRow; compact?: boolean }) {
  const share = Math.round((row.participants / Math.max(1, row.maxParticipants)) * 100);
  return (
    <div className={compact ? 'w-full' : 'w-32'}>
      <div className="text-sm font-semibold text-ink-900 tabular-nums">
        {row.participants} <span className="font-normal text-ink-600">of {row.maxParticipants}</span>
      </div>
      <Progress
        value={share}
        label={`${row.name}: ${row.participants} of ${row.maxParticipants} places taken`}
        className="mt-1.5 h-1.5"
      />
    </div>
  );
}

function CreatorName({ creator }: { creator: string | null }) {
  return creator ? <>{creator}</> : <span className="text-ink-600 italic">Account removed</span>;
}

/**
 * The workspace's tournaments, newest first (SPEC §7): a table on a desktop, one card per tournament on a
 * phone. A platform admin sees every organisation's, with the organisation's name; an organiser their own.
 */
export function WorkspaceTournaments({
  rows,
  showOrganisation,
}: {
  rows: WorkspaceTournamentRow[];
  showOrganisation: boolean;
}) {
  if (rows.length === 0) return <NoTournamentsYet showOrganisation={showOrganisation} />;
  return (
    <>
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tournaments, newest first</caption>
          <thead className="border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Tournament
              </th>
              <th scope="col" className="px-3 py-3">
                Format
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3">
                Dates
              </th>
              <th scope="col" className="px-3 py-3">
                Entries
              </th>
              <th scope="col" className="px-3 py-3">
                Created by
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Manage</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle transition-colors hover:bg-ink-900/[0.02]">
                <th scope="row" className="max-w-72 px-5 py-4 font-normal">
                  <Link
                    to={manageHref(row.id)}
                    className="font-display text-base font-bold break-words text-ink-900 uppercase hover:text-gold-700"
                  >
                    {row.name}
                  </Link>
                  <div className="mt-0.5 text-ink-600">
                    {showOrganisation ? `${row.organisation} · ${row.city}` : row.city}
                  </div>
                </th>
                <td className="px-3 py-4 text-xs font-semibold tracking-wider text-ink-700 uppercase">
                  {row.format}
                </td>
                <td className="px-3 py-4">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <BackendStatusBadge status={row.status} />
                    {row.live ? <CalendarBadgeTag badge="live" /> : null}
                  </span>
                </td>
                <td className="px-3 py-4 whitespace-nowrap text-ink-800">{row.dates}</td>
                <td className="px-3 py-4">
                  <Entries row={row} />
                </td>
                <td className="px-3 py-4 text-ink-800">
                  <CreatorName creator={row.creator} />
                </td>
                <td className="px-5 py-4 text-right">
                  <Button asChild size="sm" variant="outline">
                    <Link to={manageHref(row.id)} aria-label={`Manage ${row.name}`}>
                      Manage
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul aria-label="Tournaments, newest first" className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={row.id}>
            <Card className="p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-display text-lg leading-tight font-bold break-words uppercase">
                  {row.name}
                </h3>
                <span className="flex shrink-0 flex-col items-end gap-1.5">
                  <BackendStatusBadge status={row.status} />
                  {row.live ? <CalendarBadgeTag badge="live" /> : null}
                </span>
              </div>
              {showOrganisation ? (
                <p className="mt-1 text-sm font-semibold text-ink-700">{row.organisation}</p>
              ) : null}
              <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Format</dt>
                  <dd className="mt-0.5 text-xs font-semibold tracking-wider text-ink-800 uppercase">
                    {row.format}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Dates</dt>
                  <dd className="mt-0.5 text-ink-900">{row.dates}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">City</dt>
                  <dd className="mt-0.5 text-ink-900">{row.city}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Created by</dt>
                  <dd className="mt-0.5 text-ink-900">
                    <CreatorName creator={row.creator} />
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Entries</dt>
                  <dd className="mt-1">
                    <Entries row={row} compact />
                  </dd>
                </div>
              </dl>
              <Button asChild variant="dark" size="sm" className="mt-5 w-full">
                <Link to={manageHref(row.id)} aria-label={`Manage ${row.name}`}>
                  Manage <ArrowRight aria-hidden />
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/** No tournament yet: what will be listed here, and the way to the first one. */
function NoTournamentsYet({ showOrganisation }: { showOrganisation: boolean }) {
  return (
    <section
      aria-labelledby="no-tournaments-heading"
      className="relative overflow-hidden rounded-2xl border border-ink-900/10 bg-white px-6 py-10 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-16px_rgb(0_0_0/0.18)] sm:px-10 sm:py-12"
    >
      <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
      <Trophy
        aria-hidden
        className="pointer-events-none absolute -right-8 -bottom-12 hidden size-64 text-ink-900/[0.04] md:block"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-start">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
        >
          <Trophy className="size-7" />
        </span>
        <div className="max-w-2xl">
          <h3 id="no-tournaments-heading" className="text-3xl leading-tight font-extrabold uppercase">
            No tournaments yet
          </h3>
          <p className="mt-2 text-lg text-ink-700">
            {showOrganisation
              ? 'Every organisation’s tournaments appear here, newest first, with their status, dates and entries, as soon as a draft is saved.'
              : 'Your organisation’s tournaments appear here, newest first, with their status, dates and entries, as soon as you save a draft.'}
          </p>
          <p className="mt-4 border-t border-ink-900/10 pt-4 text-sm font-semibold text-ink-600">
            Create one with the tournament wizard: name, format, categories and dates, then publish it to the
            calendar.
          </p>
          <Button asChild className="mt-6">
            <Link to="/tournaments/create">
              <Plus aria-hidden /> Create your first tournament
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
