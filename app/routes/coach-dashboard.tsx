import type { Route } from './+types/coach-dashboard';
import { useEffect } from 'react';
import { data, Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { toast } from 'sonner';
import { UserPlus } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { DashboardShell, NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';
import { registerSquad, withdrawEntry } from '~/features/entries';
import { formatKg } from '~/features/entries/fit';
import { listStudents, squadChoices } from '~/features/entries/students.server';
import { STUDENTS_PAGE } from '~/features/entries/students-page';
import { workspaceFor } from '~/features/organisations';
import { coachBouts } from '~/features/results';
import { CoachSchedule } from '~/features/results/components/coach-schedule';
import { coachFeedbackForm, feedbackChoices } from '~/features/results';
import { CoachFeedback } from '~/features/results/components/coach-feedback';
import { getTournament, listActiveTournaments } from '~/features/tournaments';
import {
  ActiveTournaments,
  activeTournamentRow,
} from '~/features/tournaments/components/workspace/active-tournaments';
import { isServiceError } from '@server/service-error';
import { formatNaira } from '~/lib/money';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import { clock } from '@server/clock';

export const meta: Route.MetaFunction = () => [
  { title: 'Coach Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

/** A page number from the address: 1 unless it is a whole number from 1 up. */
function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The dashboard's address with some parameters changed (null removes one), for the pagers' links. */
function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return `?${params.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const db = context.services.database.db;
  const workspace = await workspaceFor(db, viewer);
  const url = new URL(request.url);
  const all = url.searchParams.get('students') === 'all';
  // A club of any size is reachable: My Students in full pages 50 at a time, and both lists take a search.
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = pageNumber(url.searchParams.get('page'));
  const [tournaments, students, schedule] = await Promise.all([
    listActiveTournaments(db),
    listStudents(db, workspace, {
      limit: all ? STUDENTS_PAGE : 10,
      offset: all ? (page - 1) * STUDENTS_PAGE : 0,
      q,
    }),
    coachBouts(db, workspace, clock.now()),
  ]);
  const open = tournaments.filter((t) => t.badge === 'open' || t.badge === 'closing');
  const chosen = Number(url.searchParams.get('register'));
  const target = open.find((t) => t.id === chosen) ?? null;
  let squad = null;
  if (target) {
    const detail = await getTournament(db, target.id, workspace);
    squad = {
      tournament: { id: detail.id, name: detail.name, slug: detail.slug, fee: detail.entryFee },
      ...(await squadChoices(db, workspace, detail, {
        q,
        page: pageNumber(url.searchParams.get('squadPage')),
      })),
    };
  }
  const feedback = await feedbackChoices(db, workspace);
  return {
    viewer,
    students: { ...students, page, pages: Math.max(1, Math.ceil(students.total / STUDENTS_PAGE)) },
    q,
    feedback,
    all,
    open: open.map((t) => ({ id: t.id, name: t.name })),
    squad,
    schedule,
    tournaments: tournaments.map(activeTournamentRow),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const db = context.services.database.db;
  const form = await request.formData();
  if (form.get('intent') === 'note' || form.get('intent') === 'assess') {
    // A coach's feedback to a boxer (issue 16): a note or a skill assessment.
    const answer = await coachFeedbackForm(db, await workspaceFor(db, viewer), form);
    return answer.status === 'feedback-saved' ? answer : data(answer, { status: answer.httpStatus });
  }
  if (form.get('intent') === 'withdraw') {
    try {
      await withdrawEntry(
        db,
        await workspaceFor(db, viewer),
        Number(form.get('entryId')),
        form.get('reason'),
      );
      return { status: 'withdrawn' as const, name: String(form.get('name') ?? '') };
    } catch (error) {
      if (isServiceError(error))
        return data({ status: 'withdraw-refused' as const, reason: error.message }, { status: error.status });
      throw error;
    }
  }
  const tournamentId = Number(form.get('tournamentId'));
  const boxers = form.getAll('boxer').map(String);
  const list = boxers.map((id) => ({
    boxerId: id,
    weightClass: String(form.get(`weightClass-${id}`) ?? ''),
    ageGroup: String(form.get(`ageGroup-${id}`) ?? ''),
    guardianName: String(form.get(`guardianName-${id}`) ?? '').trim() || undefined,
    guardianEmail: String(form.get(`guardianEmail-${id}`) ?? '').trim() || undefined,
  }));
  try {
    const entered = await registerSquad(db, await workspaceFor(db, viewer), tournamentId, list, {
      notify: { baseUrl: context.services.config.baseUrl },
    });
    return {
      status: 'registered' as const,
      names: entered.map((e) => e.boxerName),
    };
  } catch (error) {
    if (isServiceError(error))
      return data({ status: 'refused' as const, reason: error.message }, { status: error.status });
    throw error;
  }
}

const SUCCESS = {
  title: 'Registration Successful',
  description: "You've been registered for the tournament",
};
const FAILURE = { title: 'Registration Failed', description: 'Failed to register for tournament' };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (result?.status === 'registered') toast.success(SUCCESS.title, { description: SUCCESS.description });
    if (result?.status === 'refused')
      toast.error(FAILURE.title, { description: `${FAILURE.description}: ${result.reason}` });
  }, [result]);
  const { students, squad } = loaderData;
  const location = useLocation();
  const more = students.total - students.students.length;
  // The Match Schedule follows the students' bouts being scheduled, moved, started and decided.
  const live = useLiveEvents(ALL_TOURNAMENTS, { relevant: changesBoutLists });
  return (
    <DashboardShell
      eyebrow="Coach"
      title="Coach Dashboard"
      lead={`Signed in as ${loaderData.viewer.name}`}
      live={live}
      tabs={[
        {
          value: 'students',
          label: 'My Students',
          content: (
            <div className="space-y-8">
              {result?.status === 'withdrawn' || result?.status === 'withdraw-refused' ? (
                <div
                  role={result.status === 'withdraw-refused' ? 'alert' : 'status'}
                  className={`rounded-2xl p-4 ring-1 ${result.status === 'withdraw-refused' ? 'bg-corner-600/10 text-corner-600 ring-corner-600/30' : 'bg-naija-500/10 text-naija-700 ring-naija-500/40'}`}
                >
                  <p className="font-bold">
                    {result.status === 'withdrawn' ? `${result.name} is withdrawn` : 'Withdrawal refused'}
                  </p>
                  {result.status === 'withdraw-refused' ? <p>{result.reason}</p> : null}
                </div>
              ) : result?.status === 'refused' || result?.status === 'registered' ? (
                <div
                  role={result.status === 'refused' ? 'alert' : 'status'}
                  className={`rounded-2xl p-4 ring-1 ${result.status === 'refused' ? 'bg-corner-600/10 text-corner-600 ring-corner-600/30' : 'bg-naija-500/10 text-naija-700 ring-naija-500/40'}`}
                >
                  <p className="font-bold">{result.status === 'refused' ? FAILURE.title : SUCCESS.title}</p>
                  <p>
                    {result.status === 'refused'
                      ? `${FAILURE.description}: ${result.reason}`
                      : `${SUCCESS.description}: ${result.names.join(', ')}.`}
                  </p>
                </div>
              ) : null}
              <section aria-labelledby="students-heading" className="space-y-4">
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <div>
                    <h2 id="students-heading" className="text-3xl font-extrabold uppercase">
                      My Students
                    </h2>
                    <p className="mt-1 text-ink-700">
                      The boxers you coach: record (W-L-D), declared weight and medical status.
                    </p>
                  </div>
                </div>
                {students.total > 10 || loaderData.q ? (
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
                        defaultValue={loaderData.q}
                        className="mt-1 h-11 w-64 max-w-full rounded-xl border border-ink-900/20 bg-white px-3"
                      />
                    </div>
                    <Button type="submit" variant="outline">
                      Search
                    </Button>
                  </Form>
                ) : null}
                {students.total === 0 && loaderData.q ? (
                  <p className="text-ink-700">No student’s name holds “{loaderData.q}”.</p>
                ) : students.total === 0 ? (
                  <NotYetAvailable
                    icon={UserPlus}
                    badge="Nothing yet"
                    title="No students yet"
                    what="Register a student to create their boxer account; they appear here with their record, weight and medical status."
                    arrives="Use Register Student above to add your first boxer."
                  />
                ) : (
                  <Card className="overflow-x-auto p-0">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">My Students</caption>
                      <thead className="border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase">
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
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-ink-900/10">
                        {students.students.map((s) => (
                          <tr key={s.id}>
                            <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-ink-900">
                              {s.name}
                            </th>
                            <td className="px-3 py-3 sm:px-4 tabular-nums">{s.record}</td>
                            <td className="px-3 py-3 sm:px-4 tabular-nums">
                              {s.weightKg === null ? '—' : formatKg(s.weightKg)}
                            </td>
                            <td className="px-3 py-3 sm:px-4">
                              <Badge tone={s.medicalStatus === 'Cleared' ? 'green' : 'yellow'}>
                                {s.medicalStatus}
                              </Badge>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </Card>
                )}
                {!loaderData.all && more > 0 ? (
                  <p className="text-sm text-ink-700">
                    Showing the first {students.students.length} of {students.total}.{' '}
                    <Link
                      to={withParams(location.search, { students: 'all', page: null })}
                      className="font-semibold text-gold-700 underline"
                    >
                      Show all {students.total} students
                    </Link>
                  </p>
                ) : null}
                {loaderData.all && students.pages > 1 ? (
                  <Pager
                    label="My Students pages"
                    page={students.page}
                    pages={students.pages}
                    href={(n) => withParams(location.search, { students: 'all', page: String(n) })}
                  />
                ) : null}
              </section>

              <section aria-labelledby="enter-heading" className="space-y-4">
                <div>
                  <h2 id="enter-heading" className="text-3xl font-extrabold uppercase">
                    Enter students in a tournament
                  </h2>
                  <p className="mt-1 text-ink-700">
                    Choose an open tournament, then tick the students to enter: each goes in the category
                    their date of birth, gender and weight put them in.
                  </p>
                </div>
                {loaderData.open.length === 0 ? (
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
                        defaultValue={squad?.tournament.id ?? loaderData.open[0]!.id}
                        className="mt-1 h-11 rounded-xl border border-ink-900/20 bg-white px-3"
                      >
                        {loaderData.open.map((t) => (
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
                        defaultValue={loaderData.q}
                        className="mt-1 h-11 w-56 max-w-full rounded-xl border border-ink-900/20 bg-white px-3"
                      />
                    </div>
                    <Button type="submit" variant="dark">
                      Choose students
                    </Button>
                  </Form>
                )}
                {squad ? (
                  <Form
                    method="post"
                    className="space-y-4"
                    aria-label={`Enter students in ${squad.tournament.name}`}
                  >
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
                        href={(n) => withParams(location.search, { squadPage: String(n) })}
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
                              <p className="min-w-40 font-semibold">{c.name}</p>
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

              <CoachFeedback students={loaderData.feedback} />
            </div>
          ),
        },
        {
          value: 'schedule',
          label: 'Match Schedule',
          content: <CoachSchedule bouts={loaderData.schedule.bouts} total={loaderData.schedule.total} />,
        },
        {
          value: 'tournaments',
          label: 'Tournaments',
          content: (
            <ActiveTournaments
              rows={loaderData.tournaments}
              title="Active tournaments"
              lead="Active tournaments by start date: open one for its categories, fee and deadline; enter your students from My Students."
              empty="Tournaments appear here by start date as soon as an organiser publishes one; you then register your students by weight class and age group. The calendar lists what is coming."
            />
          ),
        },
      ]}
      actions={
        <Button asChild>
          <Link to="/students/register">Register Student</Link>
        </Button>
      }
    />
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPage error={error} eyebrow="Coach" title="Coach Dashboard" home="/coach-dashboard" />;
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
