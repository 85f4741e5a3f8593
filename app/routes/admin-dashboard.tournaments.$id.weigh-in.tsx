import { ArrowLeft, ArrowRightLeft, CalendarCheck, Scale, Search, UserMinus } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.weigh-in';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { PageNav, pageParam } from '~/components/event/page-nav';
import { FormAlert } from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import {
  closeWeighIn,
  dueWithoutWeight,
  managedTournament,
  moveEntry,
  recordWeighIn,
  weighInList,
} from '~/features/competition';
import type { DueWithoutWeight, WeighInRow } from '~/features/competition';
import { withdrawEntry } from '~/features/entries';
import { requireWorkspace } from '~/features/organisations';
import { addDays, formatLongDate, isCalendarDate } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Weigh-in · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

const PAGE_SIZE = 50;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.slice(0, 80) ?? '';
  // A multi-day event weighs its boxers on every day they box: ?day= picks the day (today by default).
  const asked = url.searchParams.get('day') ?? '';
  const list = await weighInList(db, workspace, tournament.id, {
    q,
    ...(isCalendarDate(asked) ? { day: asked } : {}),
  });
  const days: string[] = [];
  for (let d = tournament.startDate; d <= tournament.endDate && days.length < 31; d = addDays(d, 1))
    days.push(d);
  const due = await dueWithoutWeight(db, tournament.id, list.day);
  // 50 a page: at 600 entries the whole list is a page of 1.5 MB; search finds anyone in one step.
  const page = pageParam(url.searchParams.get('page'), list.rows.length, PAGE_SIZE);
  return {
    tournament,
    q,
    days,
    chosen: isCalendarDate(asked) ? asked : null,
    due,
    ...list,
    rows: list.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    total: list.rows.length,
    weighed: list.rows.filter((r) => r.weighIn).length,
  };
}

type Answer = (
  | { ok: true; entryId: number | null; message: string }
  | { ok: false; entryId: number | null; message: string }
) & { part?: 'close' };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const form = await request.formData();
  const entryId = Number(form.get('entryId'));
  const intent = form.get('intent');
  try {
    if (intent === 'close') {
      if (form.get('confirm') !== 'on')
        return {
          ok: false,
          entryId: null,
          part: 'close',
          message: 'Tick the box to confirm the walkovers first.',
        };
      const closed = await closeWeighIn(db, workspace, tournament.id, { day: form.get('day') });
      const names = closed.walkovers.map((w) => w.name);
      return {
        ok: true,
        entryId: null,
        part: 'close',
        message:
          names.length === 0
            ? `Weigh-in closed for ${formatLongDate(closed.day)}: nobody was missing.`
            : `Weigh-in closed for ${formatLongDate(closed.day)}: ${names.length === 1 ? 'a walkover' : `${names.length} walkovers`} (${names.join(', ')}).`,
      };
    }
    if (intent === 'move') {
      const moved = await moveEntry(db, workspace, entryId, Number(form.get('categoryId')));
      return { ok: true, entryId, message: `Moved to ${moved.label}.` };
    }
    if (intent === 'withdraw') {
      await withdrawEntry(db, workspace, entryId, 'Missed weight at the weigh-in');
      return { ok: true, entryId, message: 'Entry withdrawn.' };
    }
    const raw = String(form.get('weightKg') ?? '')
      .replace(',', '.')
      .trim();
    const weightKg = raw === '' ? Number.NaN : Number(raw);
    const day = String(form.get('day') ?? '');
    const done = await recordWeighIn(db, workspace, entryId, {
      weightKg,
      medicalCleared: form.get('medicalCleared') === 'on',
      ...(isCalendarDate(day) ? { day } : {}),
    });
    return {
      ok: true,
      entryId,
      message: `${done.weightKg} kg: ${done.madeWeight ? 'made weight' : 'missed weight'}, ${done.medicalCleared ? 'medically cleared' : 'medical pending'}.`,
    };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        entryId: Number.isInteger(entryId) ? entryId : null,
        ...(intent === 'close' ? { part: 'close' as const } : {}),
        message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
      };
    throw error;
  }
}

/**
 * One entry's card. Each card posts through its own fetcher: on weigh-in morning the organiser types a weight,
 * presses Enter and goes on to the next boxer at once; the answer shows on this card as soon as the server has
 * it, and the other cards stay usable meanwhile (a page-wide busy state would swallow an Enter pressed while
 * the previous weight was still being saved). Without JavaScript the forms post the page, and the answer
 * comes back as the page's action data.
 */
function Row({ row, answer, day }: { row: WeighInRow; answer: Answer | undefined; day: string | null }) {
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state === 'submitting';
  useEffect(() => {
    const data = fetcher.data;
    if (data?.ok) void import('sonner').then(({ toast }) => toast.success(data.message));
  }, [fetcher.data]);
  const w = row.weighIn;
  const mine = fetcher.data ?? (answer?.entryId === row.entryId ? answer : undefined);
  const withdrawn = row.status === 'withdrawn';
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-display text-lg font-bold">{row.name}</h3>
            <p className="text-sm text-ink-700">
              {row.category}
              {row.limitKg !== null ? ` · limit ${row.limitKg} kg` : ' · no upper limit'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {withdrawn ? <Badge tone="muted">Withdrawn</Badge> : null}
            {w ? (
              <Badge tone={w.madeWeight ? 'green' : 'red'}>
                {w.madeWeight ? 'Made weight' : 'Missed weight'} · {w.weightKg} kg
              </Badge>
            ) : !withdrawn ? (
              <Badge tone="muted">Not weighed</Badge>
            ) : null}
            {w ? (
              <Badge tone={w.medicalCleared ? 'green' : 'yellow'}>
                {w.medicalCleared ? 'Cleared' : 'Pending'}
              </Badge>
            ) : null}
          </div>
        </div>
        {!withdrawn ? (
          <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="entryId" value={row.entryId} />
            <input type="hidden" name="intent" value="weigh" />
            {day ? <input type="hidden" name="day" value={day} /> : null}
            <div className="w-32">
              <Label htmlFor={`kg-${row.entryId}`}>Weight (kg)</Label>
              <Input
                id={`kg-${row.entryId}`}
                name="weightKg"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={w ? String(w.weightKg) : ''}
                aria-invalid={mine && !mine.ok ? true : undefined}
                aria-describedby={mine ? `answer-${row.entryId}` : undefined}
              />
            </div>
            <label className="flex h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                name="medicalCleared"
                defaultChecked={w?.medicalCleared ?? false}
                className="size-5 accent-ink-900"
              />
              Medically cleared
            </label>
            {/* Never disabled: a weight corrected while the first is being saved is sent too (the later wins). */}
            <Button type="submit" variant="dark">
              <Scale aria-hidden /> Record <span className="sr-only">{row.name}</span>
            </Button>
          </fetcher.Form>
        ) : null}
        {mine ? (
          <p
            id={`answer-${row.entryId}`}
            role={mine.ok ? 'status' : 'alert'}
            className={mine.ok ? 'mt-2 text-sm text-naija-700' : 'mt-2 text-sm font-semibold text-corner-700'}
          >
            {mine.message}
          </p>
        ) : null}
        {w && !w.madeWeight && !withdrawn ? (
          <div className="mt-3 flex flex-wrap gap-3 border-t border-ink-900/10 pt-3">
            {row.rightCategory ? (
              <fetcher.Form method="post">
                <input type="hidden" name="entryId" value={row.entryId} />
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="categoryId" value={row.rightCategory.id} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  <ArrowRightLeft aria-hidden /> Move to {row.rightCategory.label}
                </Button>
              </fetcher.Form>
            ) : null}
            <fetcher.Form method="post">
              <input type="hidden" name="entryId" value={row.entryId} />
              <input type="hidden" name="intent" value="withdraw" />
              <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                <UserMinus aria-hidden /> Withdraw <span className="sr-only">{row.name}</span>
              </Button>
            </fetcher.Form>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

export default function WeighIn({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament: t, q, day, rows, days, chosen, due, page, total, weighed } = loaderData;
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (chosen) query.set('day', chosen);
    if (n > 1) query.set('page', String(n));
    return `?${query.toString()}`;
  };
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  return (
    <article aria-labelledby="weigh-in-title" className="space-y-6">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Weigh-in</p>
        <h2 id="weigh-in-title" className="text-3xl font-extrabold uppercase">
          {t.name}
        </h2>
        <p className="mt-2 text-ink-700">
          {formatLongDate(day)} · {weighed} of {total} weighed
          {t.rules.medicalCheckRequired ? ' · only boxers on weight and medically cleared are drawn' : ''}
        </p>
      </header>
      <Form method="get" role="search" className="flex items-end gap-3">
        <div className="flex-1">
          <Label htmlFor="q">Search by name</Label>
          <Input id="q" name="q" type="search" defaultValue={q} autoComplete="off" />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden /> Search
        </Button>
      </Form>
      {days.length > 1 ? (
        <nav aria-label="Weigh-in day" className="flex flex-wrap gap-2">
          {days.map((d) => (
            <Link
              key={d}
              to={`?day=${d}`}
              aria-current={d === day ? 'page' : undefined}
              className={`rounded-full border px-4 py-2 text-sm font-semibold ${d === day ? 'border-ink-900 bg-ink-900 text-white' : 'border-ink-900/20 text-ink-800 hover:border-ink-900'}`}
            >
              {formatLongDate(d)}
            </Link>
          ))}
        </nav>
      ) : null}
      <CloseDay
        day={day}
        due={due}
        answer={actionData?.part === 'close' ? actionData : undefined}
        busy={busy}
      />
      {!hydrated && actionData && !actionData.entryId && actionData.part !== 'close' ? (
        <FormAlert message={actionData.message} />
      ) : null}
      {rows.length === 0 ? (
        <p className="text-ink-700">{q ? `Nobody called “${q}” is entered.` : 'No entries yet.'}</p>
      ) : (
        <>
          <ul aria-label="Entries" className="space-y-3">
            {rows.map((row) => (
              <Row key={row.entryId} row={row} answer={actionData} day={chosen} />
            ))}
          </ul>
          <PageNav
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            href={pageHref}
            label="Weigh-in pages"
            noun="entries"
          />
        </>
      )}
    </article>
  );
}

/**
 * Closing a day's weigh-in: every boxer due to box that day without weight made and a clearance that day
 * gives a walkover. The names are listed and a tick confirms it (the same without JavaScript).
 */
function CloseDay({
  day,
  due,
  answer,
  busy,
}: {
  day: string;
  due: DueWithoutWeight[];
  answer: Answer | undefined;
  busy: boolean;
}) {
  const when = formatLongDate(day);
  return (
    <section aria-labelledby="close-day-title">
      <Card className="p-5">
        <h3 id="close-day-title" className="font-display text-lg font-bold">
          Close the weigh-in for {when}
        </h3>
        {due.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">
            Nobody due to box on {when} is missing: every boxer in a bout that day has made weight and been
            cleared, or no bout is planned that day.
          </p>
        ) : (
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="close" />
            <input type="hidden" name="day" value={day} />
            <p className="text-sm text-ink-700">
              A boxer weighs in on every day they box. Closing gives a walkover against each boxer due on{' '}
              {when} without weight made and a medical clearance that day:
            </p>
            <ul aria-label={`Due on ${when} without weight`} className="list-disc pl-5 text-sm">
              {due.map((d) => (
                <li key={d.entryId}>
                  <strong>{d.name}</strong> · {d.category}
                </li>
              ))}
            </ul>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="confirm" required className="size-5 accent-ink-900" />I confirm{' '}
              {due.length === 1 ? 'this walkover' : `these ${due.length} walkovers`}
            </label>
            <Button type="submit" variant="dark" disabled={busy}>
              <CalendarCheck aria-hidden /> Close weigh-in<span className="sr-only"> for {when}</span>
            </Button>
          </Form>
        )}
        {answer ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={
              answer.ok ? 'mt-3 text-sm text-naija-700' : 'mt-3 text-sm font-semibold text-corner-700'
            }
          >
            {answer.message}
          </p>
        ) : null}
      </Card>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
