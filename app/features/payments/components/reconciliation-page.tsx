import { useEffect } from 'react';
import { Scale } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import type { FieldErrors } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FieldError, Input, Label } from '~/components/ui/input';
import { stacked } from '~/components/ui/stacked-table';
import { cn } from '~/lib/cn';
import { formatDateTime, formatLongDate } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import type { ReconciliationMismatch } from '../daily-reconciliation.server';
import { formatKobo } from '../naira';

export type ReconciliationAnswer = {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  day?: string;
};

export type ReconciliationRow = {
  day: string;
  status: 'matched' | 'mismatched' | 'failed';
  providerCount: number;
  ledgerCount: number;
  providerTotalKobo: number;
  ledgerTotalKobo: number;
  mismatches: ReconciliationMismatch[];
  error: string | null;
  ranAt: string;
};

/** What each kind of difference means, in the admin's words. */
const differences: Record<ReconciliationMismatch['kind'], string> = {
  missing_in_ledger: 'Paystack took a charge our books do not have',
  missing_at_provider: 'Paid in our books, not on Paystack',
  amount_differs: 'The amounts differ',
  status_differs: 'Paid on one side only',
  refund_missing_in_ledger: 'Paystack made a refund our books do not have',
  refund_missing_at_provider: 'Refunded in our books, not on Paystack',
  refund_amount_differs: 'The refunded amounts differ',
  refund_status_differs: 'Refunded on one side only',
};

const amount = (kobo: number | null) => (kobo === null ? '—' : formatKobo(kobo));
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The daily reconciliation (issue 31 item 6, decision 0032), for platform admins: each day's report of our
 * payments and refunds against Paystack's own lists, the differences found, and "Run now" for any day up to
 * today. A plain form: it works without JavaScript.
 */
export function ReconciliationPage({
  reports,
  today,
  answer,
}: {
  reports: ReconciliationRow[];
  today: string;
  answer: ReconciliationAnswer | undefined;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().formData?.get('intent') === 'run';
  useEffect(() => {
    if (answer?.ok) void import('sonner').then(({ toast }) => toast.success(answer.message));
  }, [answer]);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const general = answer && !answer.ok && Object.keys(errors).length === 0 ? answer.message : undefined;
  return (
    <div className="space-y-10">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">
          Reconciliation
        </p>
        <h2 className="text-3xl font-extrabold uppercase">Our books against Paystack</h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          Every morning after 06:00 in Lagos, yesterday’s payments and refunds are compared with Paystack’s
          own lists, to the kobo. Each difference is listed here for you to look into; nothing is changed on
          either side.
        </p>
      </header>

      <Card className="p-6 sm:p-8">
        <h3 id="run-heading" className="flex items-center gap-2 font-display text-xl font-bold uppercase">
          <Scale aria-hidden className="size-5 text-gold-700" /> Compare a day now
        </h3>
        {!hydrated && answer?.ok ? <FormAlert tone="success" message={answer.message} /> : null}
        <FormAlert message={general} />
        <Form method="post" aria-labelledby="run-heading" className="mt-5 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="run" />
          <div>
            <Label htmlFor="day">Day</Label>
            <Input
              id="day"
              name="day"
              type="date"
              required
              max={today}
              defaultValue={(answer && !answer.ok ? answer.day : undefined) ?? today}
              aria-invalid={errors.day ? true : undefined}
              aria-describedby={errors.day ? 'day-error' : undefined}
              className="w-auto"
            />
            <FieldError id="day-error" errors={errors.day} />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Comparing…' : 'Run now'}
          </Button>
        </Form>
      </Card>

      {reports.length === 0 ? (
        <Card className="p-6 text-ink-700">
          No report yet: the first is made tomorrow after 06:00, or compare a day now.
        </Card>
      ) : (
        <section aria-labelledby="reports-heading" className="space-y-6">
          <h3 id="reports-heading" className="font-display text-xl font-bold uppercase">
            Day by day
          </h3>
          {reports.map((report) => (
            <DayReport key={report.day} report={report} />
          ))}
        </section>
      )}
    </div>
  );
}

function DayReport({ report }: { report: ReconciliationRow }) {
  const title = formatLongDate(report.day);
  return (
    <Card role="region" aria-label={`Report of ${title}`} className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-900/10 p-5">
        <div>
          <h4 className="font-display text-lg font-bold uppercase">{title}</h4>
          <p className="text-sm text-ink-600">Compared {formatDateTime(new Date(report.ranAt))}</p>
        </div>
        {report.status === 'matched' ? (
          <Badge tone="green">Matched</Badge>
        ) : report.status === 'mismatched' ? (
          <Badge tone="red">{count(report.mismatches.length, 'difference', 'differences')}</Badge>
        ) : (
          <Badge tone="yellow">Not compared</Badge>
        )}
      </div>
      {report.status === 'failed' ? (
        <p className="p-5 text-ink-700" role="note">
          Paystack could not be asked: {report.error ?? 'no answer'}. Run the day again once it answers.
        </p>
      ) : (
        <dl className="grid gap-px bg-ink-900/10 sm:grid-cols-2">
          <div className="bg-white p-5">
            <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Paystack</dt>
            <dd className="mt-1 font-semibold text-ink-900">
              {count(report.providerCount, 'charge', 'charges')} · {formatKobo(report.providerTotalKobo)}
            </dd>
          </div>
          <div className="bg-white p-5">
            <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Our books</dt>
            <dd className="mt-1 font-semibold text-ink-900">
              {count(report.ledgerCount, 'payment', 'payments')} · {formatKobo(report.ledgerTotalKobo)}
            </dd>
          </div>
        </dl>
      )}
      {report.mismatches.length > 0 ? (
        <table className={cn('w-full text-left text-sm', stacked.table)}>
          <caption className="sr-only">Differences found on {title}</caption>
          <thead className={cn('bg-canvas text-xs tracking-wider text-ink-600 uppercase', stacked.head)}>
            <tr>
              <th scope="col" className="px-5 py-3">
                Difference
              </th>
              <th scope="col" className="px-5 py-3">
                Reference
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Paystack
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Our books
              </th>
            </tr>
          </thead>
          <tbody className={cn('divide-y divide-ink-900/10', stacked.body)}>
            {report.mismatches.map((m, i) => (
              <tr key={i} className={stacked.row}>
                <td
                  data-label="Difference"
                  className={cn('px-5 py-3 font-semibold text-ink-900', stacked.cell)}
                >
                  {differences[m.kind]}
                </td>
                <td data-label="Reference" className={cn('px-5 py-3 font-mono text-xs', stacked.cell)}>
                  {m.reference ?? '—'}
                  {m.providerId ? <span className="block text-ink-600">Paystack {m.providerId}</span> : null}
                </td>
                <td data-label="Paystack" className={cn('px-5 py-3 text-right', stacked.cell)}>
                  {amount(m.providerAmountKobo)}
                  {m.providerStatus ? <span className="block text-ink-600">{m.providerStatus}</span> : null}
                </td>
                <td data-label="Our books" className={cn('px-5 py-3 text-right', stacked.cell)}>
                  {amount(m.ledgerAmountKobo)}
                  {m.ledgerStatus ? <span className="block text-ink-600">{m.ledgerStatus}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
