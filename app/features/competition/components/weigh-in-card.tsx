import { ArrowRightLeft, CalendarCheck, Scale, UserMinus } from 'lucide-react';
import { useEffect } from 'react';
import { Form, useFetcher } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { formatLongDate } from '~/lib/lagos-time';
import type { DueWithoutWeight, WeighInRow } from '..';

/** The weigh-in page's answer to a post: on an entry's card, on closing the day, or (no id) on the page. */
export type WeighInAnswer = (
  | { ok: true; entryId: number | null; message: string }
  | { ok: false; entryId: number | null; message: string }
) & { part?: 'close' };

/**
 * One entry's card. Each card posts through its own fetcher: on weigh-in morning the organiser types a weight,
 * presses Enter and goes on to the next boxer at once; the answer shows on this card as soon as the server has
 * it, and the other cards stay usable meanwhile (a page-wide busy state would swallow an Enter pressed while
 * the previous weight was still being saved). Without JavaScript the forms post the page, and the answer
 * comes back as the page's action data.
 */
export function WeighInCard({
  row,
  answer,
  day,
}: {
  row: WeighInRow;
  answer: WeighInAnswer | undefined;
  day: string | null;
}) {
  const fetcher = useFetcher<WeighInAnswer>();
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

/**
 * Closing a day's weigh-in: every boxer due to box that day without weight made and a clearance that day
 * gives a walkover. The names are listed and a tick confirms it (the same without JavaScript).
 */
export function CloseDay({
  day,
  due,
  answer,
  busy,
}: {
  day: string;
  due: DueWithoutWeight[];
  answer: WeighInAnswer | undefined;
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
