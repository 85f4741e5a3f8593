import { ArrowLeft, Download, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/lagos-time';
import type { OrganiserMoney } from '../money.server';
import { formatKobo } from '../naira';

/**
 * A tournament's Money page (issue 31): where its entry fees are paid, the figures summed from the ledger
 * (collected online, cash, Paystack's fees, the platform's commission, refunds, the net to the organiser,
 * outstanding), a CSV of the same, and every ledger line, dated in Lagos.
 */
export function MoneyView({ view }: { view: OrganiserMoney }) {
  const { tournament: t, money, lines, payout } = view;
  const here = `/admin-dashboard/tournaments/${t.id}`;
  return (
    <article aria-labelledby="money-title" className="space-y-8">
      <Link
        to={here}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Money</p>
          <h2 id="money-title" className="text-3xl font-extrabold uppercase">
            {t.name}
          </h2>
          <p className="mt-2 text-ink-700">
            Entry fee {t.entryFee === 0 ? 'free' : formatKobo(t.entryFee * 100)} · figures from the payments
            ledger, in naira
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={`${here}/money.csv`} download>
            <Download aria-hidden /> Download CSV
          </a>
        </Button>
      </header>

      <Card className="flex items-start gap-4 p-5">
        <Landmark aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold uppercase">Where the fees go</h3>
          {view.isAcademy ? (
            <p className="text-ink-700">
              The academy’s own tournament: fees are paid to its Paystack account.
            </p>
          ) : payout ? (
            <p className="text-ink-700">
              Paid online to <strong>{payout.businessName}</strong>, {payout.bankName} ····
              {payout.accountLast4}, less Paystack’s fee and the platform’s commission.{' '}
              <Link
                to="/admin-dashboard/payouts"
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                Change
              </Link>
            </p>
          ) : (
            <p className="text-ink-700">
              No payout account yet: online fees are held by the platform until you{' '}
              <Link
                to="/admin-dashboard/payouts"
                className="font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                add your bank account
              </Link>
              .
            </p>
          )}
        </div>
      </Card>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Collected online" kobo={money.collectedKobo} />
        <Figure label="Cash at the venue" kobo={money.cashKobo} />
        <Figure label="Paystack fees" kobo={-money.feesKobo} />
        <Figure label="Platform commission" kobo={-money.commissionKobo} />
        <Figure label="Refunds" kobo={-money.refundsKobo} />
        <Figure label="Net to you" kobo={money.netKobo} strong />
        <Figure
          label="Outstanding"
          kobo={money.outstandingKobo}
          note={`${money.unpaidEntries} unpaid ${money.unpaidEntries === 1 ? 'entry' : 'entries'}`}
        />
      </dl>

      <section aria-labelledby="ledger-heading" className="space-y-4">
        <h3 id="ledger-heading" className="text-2xl font-extrabold uppercase">
          Every payment
        </h3>
        {lines.length === 0 ? (
          <p className="text-ink-700">Nothing paid yet: payments appear here as they are made.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-ink-900/10">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Ledger lines of {t.name}, oldest first</caption>
              <thead className="bg-ink-900/5 text-xs tracking-wider text-ink-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    When (Lagos)
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    Reference
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-900/10">
                {lines.map((line) => (
                  <tr key={line.id}>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700 tabular-nums">
                      {formatDateTime(new Date(line.at))}
                    </td>
                    <td className="px-4 py-3 text-ink-900">{line.description}</td>
                    <td className="hidden px-4 py-3 font-mono text-xs text-ink-600 md:table-cell">
                      {line.reference ?? '—'}
                    </td>
                    <td
                      className={cn(
                        'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums',
                        line.amountKobo < 0 ? 'text-corner-600' : 'text-naija-700',
                      )}
                    >
                      {formatKobo(line.amountKobo)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-ink-900/15">
                <tr>
                  <th scope="row" colSpan={2} className="px-4 py-3 text-left font-bold uppercase md:hidden">
                    Net to you
                  </th>
                  <th
                    scope="row"
                    colSpan={3}
                    className="hidden px-4 py-3 text-left font-bold uppercase md:table-cell"
                  >
                    Net to you
                  </th>
                  <td className="px-4 py-3 text-right font-extrabold whitespace-nowrap tabular-nums">
                    {formatKobo(money.netKobo)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}

function Figure({
  label,
  kobo,
  note,
  strong,
}: {
  label: string;
  kobo: number;
  note?: string | undefined;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse rounded-2xl p-4 ring-1',
        strong ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white ring-ink-900/10',
      )}
    >
      <dt
        className={cn(
          'text-xs font-semibold tracking-wider uppercase',
          strong ? 'text-gold-300' : 'text-ink-600',
        )}
      >
        {label}
        {note ? <span className="block font-normal tracking-normal normal-case">{note}</span> : null}
      </dt>
      <dd
        className={cn(
          'font-display text-xl font-extrabold tabular-nums sm:text-2xl',
          strong ? 'text-white' : 'text-ink-900',
        )}
      >
        {formatKobo(kobo)}
      </dd>
    </div>
  );
}
