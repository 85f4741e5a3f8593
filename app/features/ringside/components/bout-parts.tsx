import { CheckCircle2, Trophy } from 'lucide-react';
import type { BoutSheet } from '~/features/competition';
import { Badge } from '~/components/ui/badge';
import { formatDateTime } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';
import { stacked } from '~/components/ui/stacked-table';
import { latestTotals, runningTotals, totalText } from '~/lib/card-totals';
import { cornerWord, outcomeLabel, statusBadge } from '../labels';

/**
 * Where and when: "Bout 3 · Ring 1 · 23 Nov 2026, 10:40 WAT". The time is the one ETA every screen shows
 * (the actual start once boxed), else the planned start.
 */
export function boutFacts(sheet: Pick<BoutSheet, 'number' | 'ring' | 'plannedStart' | 'eta'>): string {
  const at = sheet.eta ?? sheet.plannedStart;
  return [
    sheet.number === null ? 'Bout to be numbered' : `Bout ${sheet.number}`,
    sheet.ring === null ? null : `Ring ${sheet.ring}`,
    at ? `${formatDateTime(new Date(at))} WAT` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The ringside pages are dark: the badge's light-page tones would lose their contrast there. */
const onDark: Record<BoutSheet['status'], string> = {
  scheduled: 'bg-sky-500/20 text-sky-100 ring-1 ring-sky-400/50',
  in_progress: '',
  decided: 'bg-naija-500/20 text-emerald-100 ring-1 ring-naija-500/60',
  cancelled: 'bg-white/10 text-ink-300 ring-1 ring-white/20',
};

export function StatusBadge({ status }: { status: BoutSheet['status'] }) {
  const s = statusBadge[status];
  return (
    <Badge tone={s.tone} className={onDark[status]}>
      {s.label}
    </Badge>
  );
}

export const cornerTone = {
  red: 'bg-corner-600 text-white',
  blue: 'bg-sky-700 text-white',
} as const;

/** The two corners side by side: colour, name, club and the warnings each has. */
export function Corners({ sheet }: { sheet: BoutSheet }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {(['red', 'blue'] as const).map((corner) => {
        const boxer = sheet[corner];
        const warnings = sheet.warnings[corner];
        const won = sheet.decision?.winner === corner;
        return (
          <section
            key={corner}
            aria-label={`${cornerWord[corner]} corner`}
            className={cn('relative overflow-hidden rounded-2xl p-4 sm:p-5', cornerTone[corner])}
          >
            <p className="font-display text-xs font-bold tracking-[0.2em] uppercase">
              {cornerWord[corner]} corner
            </p>
            <p className="mt-1 text-xl leading-tight font-extrabold sm:text-2xl">
              {boxer?.name ?? 'To be decided'}
            </p>
            <p className="text-sm">{boxer?.club ?? 'No club'}</p>
            <p className="mt-3 text-sm font-semibold" data-warnings={corner}>
              {warnings === 0 ? 'No warnings' : `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`}
              {warnings > 0 ? ` (−${warnings})` : ''}
            </p>
            {won ? (
              <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white/20 px-2.5 py-1 text-xs font-bold uppercase">
                <Trophy aria-hidden className="size-3.5" /> Winner
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** The decision once given: outcome, winner, round, the verdict and totals of a decision on points. */
export function DecisionBanner({ sheet }: { sheet: BoutSheet }) {
  const d = sheet.decision;
  if (!d) return null;
  const winner = d.winner ? sheet[d.winner] : null;
  return (
    <section
      aria-label="Decision"
      className="rounded-2xl border border-gold-400/40 bg-gold-400/10 p-5 text-white"
    >
      <p className="font-display text-xs font-bold tracking-[0.2em] text-gold-300 uppercase">Decision</p>
      <p className="mt-1 text-2xl font-extrabold">
        {d.outcome} · {outcomeLabel(d.outcome)}
      </p>
      <p className="mt-1 text-ink-300">
        {winner && d.winner ? `${winner.name} (${cornerWord[d.winner].toLowerCase()}) wins` : 'No winner'}
        {d.round !== null && d.outcome !== 'WP' ? ` in round ${d.round}` : ''}
        {d.verdict ? ` · ${d.verdict} decision` : ''}
      </p>
      {d.totals && d.totals.length > 0 ? (
        <p className="mt-2 text-sm text-ink-300">Cards: {d.totals.map(([r, b]) => `${r}-${b}`).join(', ')}</p>
      ) : null}
    </section>
  );
}

/**
 * The cards as a table, rounds down and judges across: what this viewer may see (a round's cards once
 * they are visible to them), each judge's running total under their card and the totals at the foot; a
 * round with every card in is marked complete. On a phone each round is a card of its own (no judge's
 * column cut off).
 */
export function CardsTable({ sheet, caption }: { sheet: BoutSheet; caption: string }) {
  const seats = Array.from({ length: sheet.rules.judges }, (_, i) => i + 1);
  const running = runningTotals(sheet.rounds, seats);
  const totals = latestTotals(sheet.rounds, seats);
  const anyTotal = totals.some((t) => t !== null);
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.03] max-sm:border-0 max-sm:bg-transparent">
      <table className={cn('w-full text-left text-sm text-white', stacked.table)}>
        <caption className="sr-only">{caption}, with each judge’s running total</caption>
        <thead
          className={cn(
            'border-b border-white/10 text-xs font-semibold tracking-wider text-ink-300 uppercase',
            stacked.head,
          )}
        >
          <tr>
            <th scope="col" className="px-4 py-3">
              Round
            </th>
            {seats.map((seat) => (
              <th key={seat} scope="col" className="px-3 py-3 text-center">
                Judge {seat}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Round state</span>
            </th>
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-white/5', stacked.body)}>
          {sheet.rounds.map((r, index) => (
            <tr
              key={r.round}
              className={cn(
                stacked.row,
                'max-sm:grid-cols-3 max-sm:bg-white/[0.04] max-sm:ring-1 max-sm:ring-white/10',
              )}
            >
              <th
                scope="row"
                className={cn(
                  'px-4 py-3 font-semibold',
                  stacked.plainCell,
                  'max-sm:col-span-2 max-sm:text-base',
                )}
              >
                Round {r.round}
              </th>
              {seats.map((seat, i) => {
                const card = r.cards.find((c) => c.seat === seat);
                const total = running[index]?.totals[i] ?? null;
                return (
                  <td
                    key={seat}
                    data-label={`Judge ${seat}`}
                    className={cn('px-3 py-3 text-center tabular-nums', stacked.cell, 'max-sm:order-1')}
                  >
                    {card ? (
                      <>
                        <span className="block">
                          <span className="font-bold text-corner-400">{card.red}</span>
                          <span className="text-ink-400"> – </span>
                          <span className="font-bold text-sky-300">{card.blue}</span>
                        </span>
                        {total && r.round > 1 ? (
                          <span className="block text-xs text-ink-300">
                            <span className="sr-only">running total </span>
                            <span aria-hidden>Σ </span>
                            {totalText(total)}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <span className="text-ink-400">—</span>
                    )}
                  </td>
                );
              })}
              <td
                className={cn(
                  'px-4 py-3 text-xs text-ink-300',
                  stacked.plainCell,
                  'max-sm:self-center max-sm:text-right',
                )}
              >
                {r.complete ? (
                  <span className="inline-flex items-center gap-1 whitespace-nowrap text-naija-500">
                    <CheckCircle2 aria-hidden className="size-4" /> All cards in
                  </span>
                ) : (
                  'Waiting for cards'
                )}
              </td>
            </tr>
          ))}
        </tbody>
        {anyTotal ? (
          <tfoot className="border-t border-white/15 max-sm:mt-3 max-sm:block">
            <tr
              className={cn(
                stacked.row,
                'max-sm:grid-cols-3 max-sm:bg-gold-400/10 max-sm:ring-1 max-sm:ring-gold-400/40',
              )}
            >
              <th
                scope="row"
                className={cn(
                  'px-4 py-3 font-display text-base font-bold tracking-wider text-gold-300 uppercase',
                  stacked.plainCell,
                  'max-sm:col-span-3',
                )}
              >
                Total
              </th>
              {totals.map((total, i) => (
                <td
                  key={seats[i]}
                  data-label={`Judge ${seats[i]}`}
                  className={cn('px-3 py-3 text-center text-base font-bold tabular-nums', stacked.cell)}
                >
                  {total ? (
                    <>
                      <span className="text-corner-400">{total.red}</span>
                      <span className="text-ink-400"> – </span>
                      <span className="text-sky-300">{total.blue}</span>
                    </>
                  ) : (
                    <span className="text-ink-400">—</span>
                  )}
                </td>
              ))}
              <td className={cn('px-4 py-3 text-xs text-ink-300', stacked.plainCell, 'max-sm:hidden')}>
                <span className="sr-only">Cards as scored</span>
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {anyTotal && sheet.fouls.some((f) => f.deduct) ? (
        <p className="px-4 pb-3 text-xs text-ink-300 max-sm:px-0 max-sm:pt-2">
          Totals are the cards as scored: the referee’s deductions count in the decision’s totals.
        </p>
      ) : null}
    </div>
  );
}

/** A bordered dark panel with a heading: the blocks of the ringside page. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-white/10 bg-ink-900/80 p-4 text-white sm:p-6', className)}
    >
      <h2 id={id} className="text-2xl font-extrabold uppercase">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The one line an action answers with: a status when it went through, an alert when it did not. */
export function Notice({ notice }: { notice: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'mt-3 rounded-xl px-4 py-3 text-sm font-semibold ring-1',
            notice.kind === 'error'
              ? 'bg-corner-600/15 text-corner-400 ring-corner-500/40'
              : 'bg-naija-500/15 text-naija-500 ring-naija-500/40',
          )}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
