import { History } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { formatDateTime } from '~/lib/lagos-time';
import type { BoutSheet } from '..';

export function cornerName(bout: BoutSheet, corner: 'red' | 'blue' | null): string {
  if (corner === null) return 'Nobody (a draw)';
  return bout[corner]?.name ?? 'To be decided';
}

export function describe(result: Record<string, unknown>, bout: BoutSheet): string {
  const winner = result.winner === 'red' || result.winner === 'blue' ? cornerName(bout, result.winner) : null;
  return [
    result.outcome,
    winner ? `to ${winner}` : null,
    result.round ? `round ${String(result.round)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Each judge's score per round, the totals after warnings, the warnings and the fouls. */
export function BoutCards({ bout }: { bout: BoutSheet }) {
  return (
    <section aria-labelledby="cards-heading">
      <Card className="overflow-x-auto p-6">
        <h3 id="cards-heading" className="font-display text-xl font-bold uppercase">
          Judges’ cards
        </h3>
        <table className="mt-4 w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Each judge’s score per round, red then blue</caption>
          <thead>
            <tr className="border-b border-ink-900/10">
              <th scope="col" className="py-2 pr-4">
                Round
              </th>
              {bout.officials.judges.map((j) => (
                <th key={j.seat} scope="col" className="py-2 pr-4">
                  Judge {j.seat} · {j.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bout.rounds.map((r) => (
              <tr key={r.round} className="border-b border-ink-900/5">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {r.round}
                </th>
                {bout.officials.judges.map((j) => {
                  const card = r.cards.find((c) => c.seat === j.seat);
                  return (
                    <td key={j.seat} className="py-2 pr-4 tabular-nums">
                      {card ? `${card.red}–${card.blue}` : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
            {bout.decision?.totals ? (
              <tr>
                <th scope="row" className="py-2 pr-4 font-semibold">
                  Total after warnings
                </th>
                {bout.decision.totals.map((total, i) => (
                  <td key={i} className="py-2 pr-4 font-semibold tabular-nums">
                    {total[0]}–{total[1]}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-ink-700">
          Warnings: red {bout.warnings.red}, blue {bout.warnings.blue}.{' '}
          {bout.fouls.length > 0
            ? `Fouls: ${bout.fouls
                .map(
                  (f) =>
                    `round ${f.round}, ${f.corner}, ${f.foulType.replaceAll('_', ' ')}${f.deduct ? ' (warning)' : ''}`,
                )
                .join('; ')}.`
            : 'No fouls recorded.'}
        </p>
      </Card>
    </section>
  );
}

/** The result's corrections, oldest first: who, when, from what to what, why, and what was set aside. */
export function BoutCorrections({ bout }: { bout: BoutSheet }) {
  return (
    <section aria-labelledby="audit-heading">
      <Card className="p-6">
        <h3 id="audit-heading" className="flex items-center gap-2 font-display text-xl font-bold uppercase">
          <History aria-hidden className="size-5" /> Corrections
        </h3>
        {bout.corrections.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">No correction: the result stands as given at ringside.</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {bout.corrections.map((c, i) => (
              <li key={i} className="rounded-lg border border-ink-900/10 p-3 text-sm">
                <p className="font-semibold">
                  {formatDateTime(new Date(c.createdAt))} · {c.actorName ?? 'A former organiser'}
                </p>
                <p>
                  From {describe(c.before, bout)} to {describe(c.after, bout)}.
                </p>
                <p className="text-ink-700">Reason: {c.reason}</p>
                {c.voided.length > 0 ? (
                  <p className="text-ink-700">Set aside, to be boxed again: bout {c.voided.join(', ')}.</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
