import { CheckCircle2, Trophy } from 'lucide-react';
import type { BoutSheet } from '~/features/competition';
import { Badge } from '~/components/ui/badge';
import { formatDateTime } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';
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
 * they are visible to them); a round with every card in is marked complete.
 */
export function CardsTable({ sheet, caption }: { sheet: BoutSheet; caption: string }) {
  const seats = Array.from({ length: sheet.rules.judges }, (_, i) => i + 1);
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10 bg-white/[0.03]">
      <table className="w-full text-left text-sm text-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-white/10 text-xs font-semibold tracking-wider text-ink-300 uppercase">
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
        <tbody className="divide-y divide-white/5">
          {sheet.rounds.map((r) => (
            <tr key={r.round}>
              <th scope="row" className="px-4 py-3 font-semibold">
                Round {r.round}
              </th>
              {seats.map((seat) => {
                const card = r.cards.find((c) => c.seat === seat);
                return (
                  <td key={seat} className="px-3 py-3 text-center tabular-nums">
                    {card ? (
                      <span>
                        <span className="font-bold text-corner-400">{card.red}</span>
                        <span className="text-ink-400"> – </span>
                        <span className="font-bold text-sky-300">{card.blue}</span>
                      </span>
                    ) : (
                      <span className="text-ink-400">—</span>
                    )}
                  </td>
                );
              })}
              <td className="px-4 py-3 text-xs text-ink-300">
                {r.complete ? (
                  <span className="inline-flex items-center gap-1 text-naija-500">
                    <CheckCircle2 aria-hidden className="size-4" /> All cards in
                  </span>
                ) : (
                  'Waiting for cards'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
