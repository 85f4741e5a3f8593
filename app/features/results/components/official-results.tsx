import { Award, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { stacked } from '~/components/ui/stacked-table';
import { cn } from '~/lib/cn';
import type { CategorySheet, TournamentResults } from '../awards.server';
import { MEDAL_NAMES, NO_CLUB, resultLine } from '../sheets';
import type { ResultBout } from '../sheets';
import { BoxerName, outcomeNames } from './event-bits';
import { MedalDisc } from './medal';

function Corner({ boxer, won }: { boxer: ResultBout['red']; won: boolean }) {
  if (!boxer) return <span className="text-ink-600 italic">To be decided</span>;
  return <BoxerName boxer={{ ...boxer, club: boxer.club ?? '' }} won={won} />;
}

function CategoryResult({ sheet }: { sheet: CategorySheet }) {
  const headingId = `category-${sheet.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-2xl bg-white p-5 ring-1 ring-ink-900/10 sm:p-6 print:rounded-none print:p-0 print:ring-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-display text-xl font-bold uppercase print:text-base">
          {sheet.label}
        </h3>
        {sheet.complete ? (
          <Badge tone="green">Final</Badge>
        ) : (
          <Badge tone="yellow">
            {sheet.decided} of {sheet.total} bouts decided
          </Badge>
        )}
      </div>
      {sheet.placings.length > 0 ? (
        <ol className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={`${sheet.label} placings`}>
          {sheet.placings.map((p) => (
            <li
              key={p.awardId}
              className="flex items-center gap-3 rounded-xl bg-canvas p-3 print:bg-white print:p-1"
            >
              <MedalDisc awardType={p.medal} place={p.place} className="size-10 print:size-7" />
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  {MEDAL_NAMES[p.medal]}
                </p>
                <BoxerName boxer={{ ...p.boxer, club: p.boxer.club ?? NO_CLUB }} className="font-semibold" />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-ink-700">Medals are awarded when this category’s final is decided.</p>
      )}
      {sheet.bouts.length > 0 ? (
        <div className="mt-4">
          <table className={cn('w-full text-left text-sm print:text-[8pt]', stacked.table)}>
            <caption className="sr-only">{sheet.label}: every bout’s result</caption>
            <thead
              className={cn(
                'border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase',
                stacked.head,
              )}
            >
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Bout
                </th>
                <th scope="col" className="py-2 pr-3">
                  Red
                </th>
                <th scope="col" className="py-2 pr-3">
                  Blue
                </th>
                <th scope="col" className="py-2">
                  Result
                </th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-ink-900/10', stacked.body)}>
              {sheet.bouts.map((b) => (
                <tr
                  key={b.id}
                  className={cn(
                    'align-top',
                    stacked.row,
                    // Two corners side by side on a phone: their names wrap rather than end in an ellipsis.
                    'max-sm:grid-cols-2 max-sm:bg-canvas max-sm:[&_.truncate]:whitespace-normal',
                  )}
                >
                  <td
                    className={cn(
                      'py-2 pr-3 font-bold tabular-nums',
                      stacked.plainCell,
                      'max-sm:col-span-2 max-sm:font-display max-sm:text-xs max-sm:tracking-widest max-sm:text-ink-600 max-sm:uppercase',
                    )}
                  >
                    <span className="sm:hidden">Bout </span>
                    {b.number ?? '–'}
                  </td>
                  <td
                    data-label="Red"
                    className={cn('py-2 pr-3 max-sm:min-w-0', stacked.cell, 'max-sm:before:text-corner-600')}
                  >
                    <Corner boxer={b.red} won={b.winner === 'red'} />
                  </td>
                  <td
                    data-label="Blue"
                    className={cn('py-2 pr-3 max-sm:min-w-0', stacked.cell, 'max-sm:before:text-sky-700')}
                  >
                    <Corner boxer={b.blue} won={b.winner === 'blue'} />
                  </td>
                  <td data-label="Result" className={cn('py-2', stacked.cell, 'max-sm:col-span-2')}>
                    <span className="flex flex-wrap items-center gap-2">
                      {b.outcome ? (
                        <abbr
                          title={outcomeNames[b.outcome] ?? b.outcome}
                          className="rounded bg-ink-950 px-1.5 py-0.5 font-display text-xs font-bold text-gold-300 no-underline print:bg-white print:text-ink-950"
                        >
                          {b.outcome}
                        </abbr>
                      ) : null}
                      <span>{resultLine(b)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** The official results: best boxer, the clubs' medal table, then each category's sheet. */
export function OfficialResults({ results: r }: { results: TournamentResults }) {
  return (
    <>
      {r.bestBoxer ? (
        <section
          aria-labelledby="best-boxer-heading"
          className="relative flex items-center gap-4 overflow-hidden rounded-2xl bg-ink-950 p-6 text-white print:bg-white print:p-0 print:text-ink-950"
        >
          <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400 print:hidden" />
          <MedalDisc awardType="best_boxer" className="size-14" />
          <div>
            <h2 id="best-boxer-heading" className="eyebrow text-gold-300 print:text-ink-950">
              Best boxer
            </h2>
            <p className="mt-1 font-display text-2xl font-extrabold uppercase">
              <Link
                to={`/boxers/${encodeURIComponent(r.bestBoxer.boxer.boxerId)}`}
                className="hover:text-gold-300"
              >
                {r.bestBoxer.boxer.name}
              </Link>
            </p>
            <p className="text-sm text-ink-300 print:text-ink-700">{r.bestBoxer.boxer.club ?? NO_CLUB}</p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="medal-table-heading" className="space-y-4 break-inside-avoid">
        <h2
          id="medal-table-heading"
          className="flex items-center gap-2 text-3xl font-extrabold uppercase print:text-lg"
        >
          <Trophy aria-hidden className="size-7 text-gold-600 print:hidden" /> Medal table
        </h2>
        {r.medalTable.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6 text-ink-700">
            No medals yet: each category’s medals count here once its final is decided.
          </p>
        ) : (
          <div className="rounded-2xl bg-white ring-1 ring-ink-900/10 max-sm:bg-transparent max-sm:ring-0 print:rounded-none print:ring-0">
            <table className={cn('w-full text-left text-sm print:text-[9pt]', stacked.table)}>
              <caption className="sr-only">Medal table by club: gold, then silver, then bronze</caption>
              <thead
                className={cn(
                  'border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase',
                  stacked.head,
                )}
              >
                <tr>
                  <th scope="col" className="px-4 py-3">
                    #
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Club
                  </th>
                  <th scope="col" className="px-3 py-3 text-center">
                    Gold
                  </th>
                  <th scope="col" className="px-3 py-3 text-center">
                    Silver
                  </th>
                  <th scope="col" className="px-3 py-3 text-center">
                    Bronze
                  </th>
                  <th scope="col" className="px-4 py-3 text-center">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className={cn('divide-y divide-ink-900/10', stacked.body)}>
                {r.medalTable.map((row, i) => (
                  <tr
                    key={row.club}
                    className={cn(
                      stacked.row,
                      'max-sm:grid-cols-[2.5rem_repeat(4,minmax(0,1fr))] max-sm:bg-white max-sm:ring-1 max-sm:ring-ink-900/10',
                    )}
                  >
                    <td
                      className={cn(
                        'px-4 py-3 font-bold tabular-nums',
                        stacked.plainCell,
                        'max-sm:row-span-2 max-sm:self-center max-sm:font-display max-sm:text-3xl max-sm:text-ink-900',
                      )}
                    >
                      {i + 1}
                    </td>
                    <th
                      scope="row"
                      className={cn(
                        'px-4 py-3 font-semibold',
                        stacked.plainCell,
                        'max-sm:col-span-4 max-sm:text-base',
                      )}
                    >
                      {row.club}
                    </th>
                    <td
                      data-label="Gold"
                      className={cn(
                        'px-3 py-3 text-center font-bold tabular-nums text-gold-700',
                        stacked.cell,
                      )}
                    >
                      {row.gold}
                    </td>
                    <td
                      data-label="Silver"
                      className={cn(
                        'px-3 py-3 text-center font-bold tabular-nums text-slate-600',
                        stacked.cell,
                      )}
                    >
                      {row.silver}
                    </td>
                    <td
                      data-label="Bronze"
                      className={cn(
                        'px-3 py-3 text-center font-bold tabular-nums text-amber-800',
                        stacked.cell,
                      )}
                    >
                      {row.bronze}
                    </td>
                    <td
                      data-label="Total"
                      className={cn('px-4 py-3 text-center tabular-nums', stacked.cell, 'max-sm:font-bold')}
                    >
                      {row.total}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="sheets-heading" className="space-y-4">
        <h2
          id="sheets-heading"
          className="flex items-center gap-2 text-3xl font-extrabold uppercase print:text-lg"
        >
          <Award aria-hidden className="size-7 text-gold-600 print:hidden" /> Results by category
        </h2>
        {r.categories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6 text-ink-700">
            No category is drawn yet: result sheets appear here once the draws are made and bouts decided.
          </p>
        ) : (
          <div className="space-y-5 print:space-y-4">
            {r.categories.map((c) => (
              <CategoryResult key={c.id} sheet={c} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
