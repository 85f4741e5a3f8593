import { ArrowLeft, Search } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.weigh-in';
import { PageNav } from '~/components/event/page-nav';
import { FormAlert } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { CloseDay, WeighInCard } from '~/features/competition/components/weigh-in-card';
import { WEIGH_IN_PAGE_SIZE } from '~/features/competition/weigh-in-page';
import { formatLongDate } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';

// The day's weigh-in: loader and action (a weight, a move, a withdrawal, closing the day) are server-only.
export { action, loader } from './admin-dashboard.tournaments.$id.weigh-in.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Weigh-in · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

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
              <WeighInCard key={row.entryId} row={row} answer={actionData} day={chosen} />
            ))}
          </ul>
          <PageNav
            page={page}
            pageSize={WEIGH_IN_PAGE_SIZE}
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
