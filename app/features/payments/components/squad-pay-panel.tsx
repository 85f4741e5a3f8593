import { useState } from 'react';
import { CheckCircle2, CreditCard, Wallet } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { formatNaira } from '~/lib/money';
import type { SquadPayment } from '../squad.server';

/**
 * A coach's unpaid entry fees (issue 31 item 2): per tournament, the students' entries not yet paid, each with
 * a checkbox, and one "Pay ₦X for N entries" for those ticked: one Paystack checkout for all of them. A plain
 * form to /payments/checkout (it works without JavaScript, all ticked); back from Paystack, each reads paid.
 */
export function SquadPayPanel({ payments }: { payments: SquadPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="squad-pay-heading" className="space-y-4">
      <div>
        <h2 id="squad-pay-heading" className="flex items-center gap-2 text-2xl font-extrabold uppercase">
          <Wallet aria-hidden className="size-6 text-gold-700" /> Entry fees
        </h2>
        <p className="text-ink-700">
          Pay for your students in one payment. An entry still unpaid at the registration deadline is
          withdrawn.
        </p>
      </div>
      {payments.map((group) => (
        <TournamentFees key={group.tournament.id} group={group} />
      ))}
    </section>
  );
}

function TournamentFees({ group }: { group: SquadPayment }) {
  const { tournament: t } = group;
  const payable = group.entries.filter((e) => !e.paid && !e.checkoutUnderWay);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(payable.map((e) => e.id)));
  const busy = useNavigation().formAction === '/payments/checkout';
  const n = chosen.size;
  const headingId = `squad-pay-${t.id}`;
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" action="/payments/checkout" reloadDocument aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="font-display text-lg font-bold uppercase">
            {t.name}
          </h3>
          <p className="text-sm text-ink-600">
            {formatNaira(t.fee)} an entry ·{' '}
            {t.closed ? `registration closed ${t.deadline}` : `pay by ${t.deadline}`}
          </p>
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">Entries of {t.name} to pay for</legend>
          <ul className="divide-y divide-ink-900/10 rounded-xl ring-1 ring-ink-900/10">
            {group.entries.map((e) => (
              <li key={e.id} className="flex items-center gap-3 px-4 py-3">
                {e.paid ? (
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-naija-600" />
                ) : (
                  <input
                    id={`pay-entry-${e.id}`}
                    type="checkbox"
                    name="entryId"
                    value={e.id}
                    disabled={e.checkoutUnderWay}
                    checked={chosen.has(e.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(e.id);
                      else next.delete(e.id);
                      setChosen(next);
                    }}
                    className="size-5 shrink-0 accent-gold-600"
                  />
                )}
                <label htmlFor={e.paid ? undefined : `pay-entry-${e.id}`} className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{e.boxerName}</span>
                  <span className="block text-sm text-ink-600">
                    {e.category}
                    {e.paid ? (
                      <span className="font-semibold text-naija-700"> · Paid</span>
                    ) : e.checkoutUnderWay ? (
                      ' · a payment is under way'
                    ) : (
                      ' · unpaid'
                    )}
                  </span>
                </label>
                <span className="text-sm font-semibold text-ink-800 tabular-nums">{formatNaira(t.fee)}</span>
              </li>
            ))}
          </ul>
        </fieldset>
        {payable.length === 0 ? (
          <p className="mt-4 font-semibold text-naija-700" role="status">
            {group.entries.every((e) => e.paid) ? 'All paid.' : 'Nothing left to pay just now.'}
          </p>
        ) : (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy || n === 0}>
              <CreditCard aria-hidden className="size-4" />
              {n === 0
                ? 'Choose the entries to pay for'
                : `Pay ${formatNaira(t.fee * n)} for ${n} ${n === 1 ? 'entry' : 'entries'}`}
            </Button>
            <p className="text-sm text-ink-600">One payment on Paystack: card, bank transfer or USSD.</p>
          </div>
        )}
      </Form>
    </Card>
  );
}
