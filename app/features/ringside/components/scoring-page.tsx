import { ArrowLeft, Radio } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { BoutSheet } from '~/features/competition';
import { Badge } from '~/components/ui/badge';
import { roleLabel } from '../labels';
import { useOnline, useRingsideWorker } from '../offline/device';
import type { OutboxItem, Refusal } from '../offline/outbox';
import { readBout } from '../api';
import { useOutbox } from '../offline/use-outbox';
import { useBoutSheet } from '../use-bout-sheet';
import { boutFacts, CardsTable, Corners, DecisionBanner, Panel, StatusBadge } from './bout-parts';
import { JudgeCard } from './judge-card';
import { OutboxPanel } from './outbox-panel';
import { RecorderGrid } from './recorder-grid';
import { RefereePanel } from './referee-panel';

function viewerLine(sheet: BoutSheet): string {
  const { role, seat } = sheet.viewer;
  if (role === 'judge') return `You are judge ${seat ?? ''} of this bout`;
  if (role === 'referee' || role === 'recorder' || role === 'timekeeper')
    return `You are the ${roleLabel[role].toLowerCase()} of this bout`;
  if (role === 'organiser') return 'You run this tournament';
  return 'You follow this bout';
}

function stateLine(sheet: BoutSheet): string {
  if (sheet.status === 'scheduled')
    return sheet.viewer.role === 'referee'
      ? 'Scheduled: start the bout when the boxers are ready.'
      : 'Scheduled: waiting for the referee to start the bout. This page follows it by itself.';
  if (sheet.status === 'in_progress') {
    const complete = sheet.rounds.filter((r) => r.complete).length;
    return complete === 0
      ? 'In progress: no round has every card yet.'
      : `In progress: ${complete} of ${sheet.rules.rounds} rounds have every card in.`;
  }
  if (sheet.status === 'cancelled') return 'This bout was cancelled.';
  return 'Decided.';
}

/**
 * The ringside page of one bout (issue 16 item 2), for a tablet or a phone: the corners, then what this
 * official does — a judge their own card, the recorder every card from paper, the referee fouls, warnings
 * and stoppages. It asks for the bout again every few seconds while it can change. Cards and warnings go
 * through the device's outbox (issue 18): kept first, sent in order, shown as waiting while offline.
 */
export function ScoringPage({
  initial,
  account,
  clock,
}: {
  initial: BoutSheet;
  account: string;
  /** The bout's round clock (issue 33), given by the page: a judge scores a round after its bell. */
  clock?: React.ReactNode;
}) {
  const { sheet, update, sessionEnded } = useBoutSheet(initial);
  const role = sheet.viewer.role;
  useRingsideWorker();
  const online = useOnline();
  const onSent = useCallback(
    (item: OutboxItem, answer: unknown) => {
      const bout = (answer as { bout?: BoutSheet } | null)?.bout;
      if (item.boutId === sheet.id && bout) update(bout);
    },
    [sheet.id, update],
  );
  // A refusal means the bout changed while this device was away: show it as the server has it now.
  const onRefused = useCallback(
    (refusal: Refusal) => {
      if (refusal.boutId === sheet.id)
        readBout(sheet.id)
          .then(update)
          .catch(() => undefined);
    },
    [sheet.id, update],
  );
  const outbox = useOutbox(account, onSent, onRefused);
  // An ended session shows before any send meets its 401: the page's own reads tell it first.
  const blocked = sessionEnded ? 'signed-out' : outbox.blocked;
  return (
    <div className="bg-ring-lights min-h-screen text-white">
      <div className="container-page max-w-5xl space-y-6 py-6 sm:py-10">
        <Link
          to="/referee-dashboard"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          <ArrowLeft aria-hidden className="size-4" /> Referee Dashboard
        </Link>
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="goldOnDark">
              {role === 'public' ? 'Bout' : role === 'organiser' ? 'Organiser' : roleLabel[role]}
            </Badge>
            <StatusBadge status={sheet.status} />
            {sheet.status === 'in_progress' || sheet.status === 'scheduled' ? (
              <span className="inline-flex items-center gap-1 text-xs text-ink-300">
                <Radio aria-hidden className="size-3.5 text-naija-500" /> Updates by itself
              </span>
            ) : null}
          </div>
          <h1 className="text-4xl leading-none font-extrabold uppercase sm:text-5xl">
            {sheet.number === null ? 'Bout' : `Bout ${sheet.number}`}
            {sheet.ring !== null ? ` · Ring ${sheet.ring}` : ''}
          </h1>
          <p className="text-ink-300">
            {sheet.tournament.name} · {sheet.category.label}
          </p>
          <p className="text-sm text-ink-300">
            {boutFacts(sheet)} · {sheet.rules.rounds} rounds of {sheet.rules.roundMinutes} min ·{' '}
            {viewerLine(sheet)}
          </p>
          {role === 'timekeeper' ? (
            <Link
              to={`/referee-dashboard/bouts/${sheet.id}/clock`}
              className="inline-flex items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline"
            >
              Run the round clock
            </Link>
          ) : null}
        </header>
        {sheet.status === 'in_progress' ? clock : null}
        <OutboxPanel
          online={online}
          waiting={outbox.waiting}
          refused={outbox.refused}
          blocked={blocked}
          onRetry={() => void outbox.retry()}
          onDismiss={(key) => void outbox.dismiss(key)}
        />
        <Corners sheet={sheet} />
        <p role="status" className="rounded-xl bg-white/5 px-4 py-3 font-semibold">
          {stateLine(sheet)}
        </p>
        <DecisionBanner sheet={sheet} />
        {role === 'judge' ? (
          <>
            <JudgeCard
              sheet={sheet}
              account={account}
              waiting={outbox.waiting}
              blocked={blocked}
              onAnswer={(a) => update(a.bout)}
            />
            {sheet.status === 'decided' ? (
              <Panel title="Every card">
                <CardsTable sheet={sheet} caption="Every judge’s card by round" />
              </Panel>
            ) : null}
          </>
        ) : role === 'recorder' ? (
          <RecorderGrid sheet={sheet} onAnswer={(a) => update(a.bout)} />
        ) : role === 'referee' ? (
          <RefereePanel sheet={sheet} account={account} waiting={outbox.waiting} onSheet={update} />
        ) : (
          <Panel title="Cards">
            <CardsTable sheet={sheet} caption="Judges’ cards by round" />
          </Panel>
        )}
      </div>
    </div>
  );
}
