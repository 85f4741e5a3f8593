import { UserPlus } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { StandingView } from '~/components/event/standing-view';
import type { ShownStanding } from '~/components/event/standing-view';
import { formatDateTime } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { formatKg } from '../fit';
import type { squadChoices, listStudents } from '../students.server';
import { STUDENTS_PAGE } from '../students-page';
import { stacked } from '~/components/ui/stacked-table';
import { cn } from '~/lib/cn';

/** The dashboard's address with some parameters changed (null removes one), for the pagers' links. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return `?${params.toString()}`;
}

type Students = Awaited<ReturnType<typeof listStudents>> & { page: number; pages: number };
type Squad = Awaited<ReturnType<typeof squadChoices>> & {
  tournament: { id: number; name: string; slug: string; fee: number };
  /** Where each entered student stands (issue 30 item 2), by entry id: the same words as their own page. */
  standings?: Record<number, ShownStanding>;
};

/** A student's next bout as My Students shows it (the coach dashboard's loader makes it from the schedule). */
export type StudentNextBout = {
  number: number | null;
  ring: number | null;
  /** The one ETA (ISO), else the planned start; null when not yet on the bout order. */
  at: string | null;
  live: boolean;
  boutOrderHref: string;
};

function NextBoutCell({ next }: { next: StudentNextBout | undefined }) {
  if (!next) return <span className="text-ink-600">None to come</span>;
  const where = [
    next.number === null ? null : `Bout ${next.number}`,
    next.ring === null ? null : `Ring ${next.ring}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link to={next.boutOrderHref} className="group inline-flex flex-col hover:text-gold-700">
      {next.live ? (
        <Badge tone="red">In the ring now</Badge>
      ) : (
        <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums group-hover:text-gold-700">
          {next.at ? `${formatDateTime(new Date(next.at))} WAT` : 'Time to be set'}
        </span>
      )}
      {where ? <span className="text-xs text-ink-600">{where}</span> : null}
    </Link>
  );
}

/** My Students: the coach's boxers with record, weight and medical status, searchable and paged. */
export function MyStudents({
  students,
  q,
  all,
  search,
  nextBouts = {},
}: {
  students: Students;
  q: string;
  all: boolean;
  search: string;
  /** Each student's next bout, by boxer id. */
  nextBouts?: Record<string, StudentNextBout>;
}) {
  const more = students.total - students.students.length;
  return (
    <section aria-labelledby="students-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="students-heading" className="text-3xl font-extrabold uppercase">
            My Students
          </h2>
          <p className="mt-1 text-ink-700">
            The boxers you coach: record (W-L-D), declared weight, medical status and next bout (WAT).
          </p>
        </div>
      </div>
      {students.total > 10 || q ? (
        <Form
          method="get"
          role="search"
          aria-label="Find a student"
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="students" value="all" />
          <div>
            <label htmlFor="student-search" className="block text-sm font-semibold">
              Find a student
            </label>
            <input
              id="student-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={q}
              className="mt-1 h-11 w-64 max-w-full rounded-xl border border-ink-900/20 bg-white px-3"
            />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>
      ) : null}
      {students.total === 0 && q ? (
        <p className="text-ink-700">No student’s name holds “{q}”.</p>
      ) : students.total === 0 ? (
        <NotYetAvailable
          icon={UserPlus}
          badge="Nothing yet"
          title="No students yet"
          what="Register a student to create their boxer account; they appear here with their record, weight and medical status."
          arrives="Use Register Student above to add your first boxer."
          next={{ to: '/students/register', label: 'Register a student' }}
        />
      ) : (
        <Card className="overflow-x-auto p-0 max-sm:overflow-visible max-sm:bg-transparent max-sm:shadow-none max-sm:ring-0">
          <table className={cn('w-full text-left text-sm', stacked.table)}>
            <caption className="sr-only">My Students</caption>
            <thead
              className={cn(
                'border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase',
                stacked.head,
              )}
            >
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Name
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Record (W-L-D)
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Weight
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Medical
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
                  Next bout
                </th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-ink-900/10', stacked.body)}>
              {students.students.map((s) => (
                <tr
                  key={s.id}
                  className={cn(
                    stacked.row,
                    'max-sm:grid-cols-3 max-sm:bg-white max-sm:ring-1 max-sm:ring-ink-900/10',
                  )}
                >
                  <th
                    scope="row"
                    className={cn(
                      'px-3 py-3 font-semibold text-ink-900 sm:px-4',
                      stacked.plainCell,
                      'max-sm:col-span-3',
                    )}
                  >
                    {s.name}
                    {/* On a phone the next bout goes under the name: its column is off the narrow table. */}
                    {nextBouts[s.id] ? (
                      <span className="mt-1 block font-normal sm:hidden">
                        <span className="sr-only">Next bout: </span>
                        <NextBoutCell next={nextBouts[s.id]} />
                      </span>
                    ) : null}
                  </th>
                  <td data-label="Record" className={cn('px-3 py-3 tabular-nums sm:px-4', stacked.cell)}>
                    {s.record}
                  </td>
                  <td data-label="Weight" className={cn('px-3 py-3 tabular-nums sm:px-4', stacked.cell)}>
                    {s.weightKg === null ? '—' : formatKg(s.weightKg)}
                  </td>
                  <td data-label="Medical" className={cn('px-3 py-3 sm:px-4', stacked.cell)}>
                    <Badge tone={s.medicalStatus === 'Cleared' ? 'green' : 'yellow'}>{s.medicalStatus}</Badge>
                    {/* Issue 33: the student's licence and medical certificates, which the coach uploads. */}
                    <Link
                      to={`/medical-certificates/${encodeURIComponent(s.id)}`}
                      className="mt-1 block text-sm font-semibold text-gold-700 underline decoration-gold-400 underline-offset-2 hover:text-gold-600"
                    >
                      Certificates<span className="sr-only"> of {s.name}</span>
                    </Link>
                  </td>
                  <td className="hidden px-3 py-3 sm:table-cell sm:px-4">
                    <NextBoutCell next={nextBouts[s.id]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {!all && more > 0 ? (
        <p className="text-sm text-ink-700">
          Showing the first {students.students.length} of {students.total}.{' '}
          <Link
            to={withParams(search, { students: 'all', page: null })}
            className="font-semibold text-gold-700 underline"
          >
            Show all {students.total} students
          </Link>
        </p>
      ) : null}
      {all && students.pages > 1 ? (
        <Pager
          label="My Students pages"
          page={students.page}
          pages={students.pages}
          href={(n) => withParams(search, { students: 'all', page: String(n) })}
        />
      ) : null}
    </section>
  );
}

/** Entering students in an open tournament: choose it, tick the students, and withdraw those entered. */
export function SquadEntry({
  open,
  squad,
  q,
  busy,
  search,
}: {
  open: Array<{ id: number; name: string }>;
  squad: Squad | null;
  q: string;
  busy: boolean;
  search: string;
}) {
  return (
    <section aria-labelledby="enter-heading" className="space-y-4">
      <div>
        <h2 id="enter-heading" className="text-3xl font-extrabold uppercase">
          Enter students in a tournament
        </h2>
        <p className="mt-1 text-ink-700">
          Choose an open tournament, then tick the students to enter: each goes in the category their date of
          birth, gender and weight put them in.
        </p>
      </div>
      {open.length === 0 ? (
        <p className="text-ink-700">No tournament is open for registration right now.</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="register-tournament" className="block text-sm font-semibold">
              Tournament
            </label>
            <select
              id="register-tournament"
              name="register"
              defaultValue={squad?.tournament.id ?? open[0]!.id}
              className="mt-1 h-11 rounded-xl border border-ink-900/20 bg-white px-3"
            >
              {open.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="squad-search" className="block text-sm font-semibold">
              Students whose name holds (optional)
            </label>
            <input
              id="squad-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={q}
              className="mt-1 h-11 w-56 max-w-full rounded-xl border border-ink-900/20 bg-white px-3"
            />
          </div>
          <Button type="submit" variant="dark">
            Choose students
          </Button>
        </Form>
      )}
      {squad ? (
        <Form method="post" className="space-y-4" aria-label={`Enter students in ${squad.tournament.name}`}>
          <input type="hidden" name="tournamentId" value={squad.tournament.id} />
          <p className="font-semibold">
            {squad.tournament.name}: entry fee{' '}
            {squad.tournament.fee === 0 ? 'free' : formatNaira(squad.tournament.fee)} per boxer.
          </p>
          {squad.pages > 1 || squad.q ? (
            <p className="text-sm text-ink-700">
              {squad.total} {squad.total === 1 ? 'student' : 'students'}
              {squad.q ? ` whose name holds “${squad.q}”` : ''}; page {squad.page} of {squad.pages}.
            </p>
          ) : null}
          {squad.choices.length === 0 ? (
            <p className="text-ink-700">
              {squad.q
                ? `No student’s name holds “${squad.q}”.`
                : 'You have no students yet: register one first.'}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {squad.choices.map((c) => (
                <li key={c.id}>
                  <Card className="h-full p-4">
                    <div className="flex items-start gap-3">
                      <input
                        id={`boxer-${c.id}`}
                        type="checkbox"
                        name="boxer"
                        value={c.id}
                        disabled={c.blocked !== null}
                        aria-describedby={`boxer-${c.id}-category`}
                        className="mt-1 size-5 accent-gold-500"
                      />
                      <div>
                        <label htmlFor={`boxer-${c.id}`} className="block font-semibold">
                          {c.name}
                        </label>
                        <p id={`boxer-${c.id}-category`} className="text-sm text-ink-700">
                          {c.blocked ?? c.category}
                        </p>
                      </div>
                    </div>
                    {c.weightClass && c.ageGroup ? (
                      <>
                        <input type="hidden" name={`weightClass-${c.id}`} value={c.weightClass} />
                        <input type="hidden" name={`ageGroup-${c.id}`} value={c.ageGroup} />
                      </>
                    ) : null}
                    {c.under18 && c.blocked === null ? (
                      <fieldset className="mt-3 space-y-2 border-t border-ink-900/10 pt-3">
                        <legend className="text-sm font-semibold">
                          Under 18: their parent or guardian consents
                        </legend>
                        <label className="block text-sm" htmlFor={`guardianName-${c.id}`}>
                          Parent’s or guardian’s name
                        </label>
                        <input
                          id={`guardianName-${c.id}`}
                          name={`guardianName-${c.id}`}
                          maxLength={120}
                          className="h-10 w-full rounded-lg border border-ink-900/20 px-3"
                        />
                        <label className="block text-sm" htmlFor={`guardianEmail-${c.id}`}>
                          Parent’s or guardian’s e-mail address
                        </label>
                        <input
                          id={`guardianEmail-${c.id}`}
                          name={`guardianEmail-${c.id}`}
                          type="email"
                          maxLength={254}
                          aria-describedby={`guardianEmail-hint-${c.id}`}
                          className="h-10 w-full rounded-lg border border-ink-900/20 px-3"
                        />
                        <p id={`guardianEmail-hint-${c.id}`} className="text-sm text-ink-600">
                          They get a link to consent; {c.name.split(' ')[0]} is drawn once they do.
                        </p>
                        <label className="block text-sm" htmlFor={`guardianPhone-${c.id}`}>
                          Parent’s or guardian’s phone (optional)
                        </label>
                        <input
                          id={`guardianPhone-${c.id}`}
                          name={`guardianPhone-${c.id}`}
                          type="tel"
                          inputMode="tel"
                          maxLength={32}
                          aria-describedby={`guardianPhone-hint-${c.id}`}
                          className="h-10 w-full rounded-lg border border-ink-900/20 px-3"
                        />
                        <p id={`guardianPhone-hint-${c.id}`} className="text-sm text-ink-600">
                          Like 0803 123 4567: they get {c.name.split(' ')[0]}’s messages by WhatsApp or SMS
                          too.
                        </p>
                      </fieldset>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {squad.pages > 1 ? (
            <Pager
              label="Squad pages"
              page={squad.page}
              pages={squad.pages}
              href={(n) => withParams(search, { squadPage: String(n) })}
            />
          ) : null}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Registering…' : 'Register selected students'}
          </Button>
        </Form>
      ) : null}
      {squad && squad.choices.some((c) => c.entryId !== null) ? (
        <div className="space-y-3">
          <h3 className="text-xl font-extrabold uppercase">Entered in {squad.tournament.name}</h3>
          <ul className="space-y-3">
            {squad.choices
              .filter((c) => c.entryId !== null)
              .map((c) => (
                <li key={c.id}>
                  <Form
                    method="post"
                    className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-900/10"
                  >
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="entryId" value={c.entryId!} />
                    <input type="hidden" name="name" value={c.name} />
                    <div className="min-w-48 basis-full sm:basis-auto">
                      <p className="font-semibold">{c.name}</p>
                      {squad.standings?.[c.entryId!] ? (
                        <div className="mt-1.5">
                          <StandingView
                            standing={squad.standings[c.entryId!]!}
                            compact
                            label={`${c.name}’s standing in ${squad.tournament.name}`}
                          />
                        </div>
                      ) : null}
                    </div>
                    <div className="grow">
                      <label htmlFor={`reason-${c.id}`} className="block text-sm font-semibold">
                        Reason for withdrawing {c.name}
                      </label>
                      <input
                        id={`reason-${c.id}`}
                        name="reason"
                        maxLength={500}
                        className="mt-1 h-10 w-full rounded-lg border border-ink-900/20 px-3"
                      />
                    </div>
                    <Button type="submit" variant="outline" disabled={busy}>
                      Withdraw {c.name}
                    </Button>
                  </Form>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Previous and next links through a list's pages, with where the reader is. */
function Pager({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-semibold text-gold-700 underline">
          Previous {STUDENTS_PAGE}
        </Link>
      ) : null}
      <span className="text-ink-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="font-semibold text-gold-700 underline">
          Next {STUDENTS_PAGE}
        </Link>
      ) : null}
    </nav>
  );
}
