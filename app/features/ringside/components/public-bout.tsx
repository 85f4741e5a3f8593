import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { BoutSheet } from '~/features/competition';
import { useBoutSheet } from '../use-bout-sheet';
import { boutFacts, CardsTable, Corners, DecisionBanner, Panel, StatusBadge } from './bout-parts';

/**
 * A bout as the public follows it (issue 16 item 2): the corners, each round's cards once every judge's card
 * of that round is in, the decision once given. It asks again every few seconds while the bout can change.
 */
export function PublicBout({ initial, clock }: { initial: BoutSheet; clock?: React.ReactNode }) {
  const { sheet } = useBoutSheet(initial);
  const shown = sheet.rounds.filter((r) => r.complete).length;
  return (
    <div className="bg-ring-lights min-h-screen text-white">
      <div className="container-page max-w-5xl space-y-6 py-8 sm:py-12">
        <Link
          to={`/tournaments/${sheet.tournament.slug}/bouts`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          <ArrowLeft aria-hidden className="size-4" /> Bout order
        </Link>
        <header className="space-y-2">
          <StatusBadge status={sheet.status} />
          <h1 className="text-4xl leading-none font-extrabold uppercase sm:text-5xl">
            {sheet.number === null ? 'Bout' : `Bout ${sheet.number}`}
            {sheet.ring !== null ? ` · Ring ${sheet.ring}` : ''}
          </h1>
          <p className="text-ink-300">
            {sheet.tournament.name} · {sheet.category.label}
          </p>
          <p className="text-sm text-ink-300">
            {boutFacts(sheet)} · {sheet.rules.rounds} rounds of {sheet.rules.roundMinutes} min
          </p>
        </header>
        <Corners sheet={sheet} />
        {sheet.status === 'in_progress' ? clock : null}
        <DecisionBanner sheet={sheet} />
        <Panel title="Scorecards">
          <p className="mb-4 text-sm text-ink-300">
            {sheet.status === 'decided'
              ? 'Every judge’s card, round by round.'
              : shown === 0
                ? 'A round’s cards show here once every judge has sent theirs.'
                : `${shown} of ${sheet.rules.rounds} rounds scored by every judge.`}
          </p>
          <CardsTable sheet={sheet} caption="Judges’ cards by round" />
        </Panel>
      </div>
    </div>
  );
}
