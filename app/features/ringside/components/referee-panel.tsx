import { AlertTriangle, Flag, Gavel, Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import type { CornerName, FoulType } from '@server/db/schema/officiating';
import { Button } from '~/components/ui/button';
import { Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { formatClock } from '~/lib/lagos-time';
import { actionKey, RingsideError, writeBout } from '../api';
import { heldWarnings } from '../held-warnings';
import type { OutboxItem } from '../offline/outbox';
import { submit } from '../offline/use-outbox';
import { cornerWord, foulTypeLabel, foulTypeOptions, outcomeLabel, stoppageOptions } from '../labels';
import type { Stoppage } from '../labels';
import { useStartBout } from '../use-start-bout';
import { CardsTable, Notice, Panel } from './bout-parts';

type NoticeState = { kind: 'ok' | 'error'; text: string } | null;

const darkField = 'border-white/20 bg-ink-950 text-white';

/** SPEC §5's boxer select: Boxer 1 is the red corner, Boxer 2 the blue, each with their name. */
function boxerOptions(sheet: BoutSheet) {
  return [
    { value: 'red', label: `Boxer 1 (red): ${sheet.red?.name ?? 'Red corner'}` },
    { value: 'blue', label: `Boxer 2 (blue): ${sheet.blue?.name ?? 'Blue corner'}` },
  ];
}

function roundOptions(sheet: BoutSheet) {
  return sheet.rounds.map((r) => ({ value: String(r.round), label: `Round ${r.round}` }));
}

/** The round the bout is in, as far as the cards tell: the first one not complete. */
function liveRound(sheet: BoutSheet): number {
  return sheet.rounds.find((r) => !r.complete)?.round ?? sheet.rules.rounds;
}

/** SPEC §5 foul form: boxer, foul type, round, 'Warning (−1 point)', description. The third warning is a DSQ. */
function FoulForm({
  sheet,
  account,
  waiting,
  onSheet,
}: {
  sheet: BoutSheet;
  account: string;
  waiting: OutboxItem[];
  onSheet: (s: BoutSheet) => void;
}) {
  const id = useId();
  const [corner, setCorner] = useState<CornerName>('red');
  const [foulType, setFoulType] = useState<FoulType>('low_blow');
  const [round, setRound] = useState(String(liveRound(sheet)));
  const [deduct, setDeduct] = useState(false);
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const name = sheet[corner]?.name ?? `${cornerWord[corner]} corner`;
  const other = sheet[corner === 'red' ? 'blue' : 'red']?.name ?? 'the other corner';
  // The warnings this device holds count too: offline, the third still asks for the DSQ's confirmation.
  const third = deduct && heldWarnings(sheet, waiting)[corner] >= 2;

  // Any change of the form clears the last answer (each record is an action with a key of its own).
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setNotice(null);
      set(v);
    };

  async function record(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      // Kept on the device first with its key (issue 18): sent at once, or in order when the network is back.
      const outcome = await submit({
        key: actionKey(),
        account,
        boutId: sheet.id,
        action: 'warnings',
        body: {
          corner,
          foulType,
          round: Number(round),
          deduct,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
        label: `${sheet.number === null ? 'Bout' : `Bout ${sheet.number}`} · ${deduct ? 'warning' : 'foul'} against ${name}: ${foulTypeLabel(foulType)}, round ${round}`,
      });
      if (outcome.kind === 'refused') {
        setNotice({ kind: 'error', text: outcome.refusal.message });
        return;
      }
      setDescription('');
      setDeduct(false);
      if (outcome.kind === 'waiting') {
        setNotice({
          kind: 'ok',
          text: `${deduct ? 'Warning' : 'Foul'} against ${name} kept on this device: waiting to send.`,
        });
        return;
      }
      const answer = outcome.answer as { bout: BoutSheet; disqualified: boolean };
      setNotice({
        kind: 'ok',
        text: answer.disqualified
          ? `${name} is disqualified (third warning): ${other} wins by DSQ.`
          : `${deduct ? 'Warning' : 'Foul'} recorded against ${name}: ${foulTypeLabel(foulType)}, round ${round}.`,
      });
      onSheet(answer.bout);
    } catch {
      setNotice({ kind: 'error', text: 'This device could not keep it: record it again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={record} aria-label="Record a foul" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-boxer`} className="text-ink-300">
            Boxer
          </Label>
          <Select
            id={`${id}-boxer`}
            className={darkField}
            options={boxerOptions(sheet)}
            value={corner}
            onChange={(e) => change(setCorner)(e.target.value as CornerName)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-type`} className="text-ink-300">
            Foul type
          </Label>
          <Select
            id={`${id}-type`}
            className={darkField}
            options={foulTypeOptions}
            value={foulType}
            onChange={(e) => change(setFoulType)(e.target.value as FoulType)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-round`} className="text-ink-300">
            Round
          </Label>
          <Select
            id={`${id}-round`}
            className={darkField}
            options={roundOptions(sheet)}
            value={round}
            onChange={(e) => change(setRound)(e.target.value)}
          />
        </div>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 self-end rounded-md border border-white/20 px-4 py-3 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400">
          <input
            type="checkbox"
            checked={deduct}
            // While the last record is being kept the form is about to be put back: a tick made now would be
            // undone by it, unseen.
            disabled={sending}
            onChange={(e) => change(setDeduct)(e.target.checked)}
            className="size-5 accent-gold-400"
          />
          Warning (−1 point)
        </label>
      </div>
      <div>
        <Label htmlFor={`${id}-description`} className="text-ink-300">
          Description (optional)
        </Label>
        <Textarea
          id={`${id}-description`}
          className={`${darkField} min-h-20`}
          maxLength={500}
          value={description}
          onChange={(e) => change(setDescription)(e.target.value)}
        />
      </div>
      {third ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-corner-600/20 p-4 font-semibold text-corner-400 ring-1 ring-corner-500/50"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          This is {name}’s third warning: it ends the bout. {name} is disqualified (DSQ) and {other} wins.
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        variant={third ? 'red' : 'gold'}
        disabled={sending}
        // A long name on a phone: the label wraps instead of widening the page.
        className="h-auto min-h-13 py-3 whitespace-normal"
      >
        <Flag aria-hidden />
        {sending
          ? 'Recording…'
          : third
            ? `Confirm third warning: disqualify ${name}`
            : deduct
              ? 'Record warning'
              : 'Record foul'}
      </Button>
      <Notice notice={notice} />
    </form>
  );
}

/**
 * A stoppage: RSC, RSC-I, KO, ABD, DSQ with its winner and round, after a confirm step. Nothing is chosen
 * for the referee (issue 30: the form opened on RSC, Red, the live round): each select starts empty and
 * Stop the bout names what is still to choose. The API refuses a stoppage without its winner or round.
 */
function DecisionForm({ sheet, onSheet }: { sheet: BoutSheet; onSheet: (s: BoutSheet) => void }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Stoppage | ''>('');
  const [winner, setWinner] = useState<CornerName | ''>('');
  const [round, setRound] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const key = useRef<string | null>(null);
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      key.current = null;
      setConfirming(false);
      setNotice(null);
      setMissing([]);
      set(v);
    };
  const winnerName = winner ? (sheet[winner]?.name ?? `${cornerWord[winner]} corner`) : '';
  // A disqualification may come before a round is under way; every other stoppage names its round.
  const needsRound = outcome !== 'DSQ';

  function askToConfirm() {
    const unchosen = [
      outcome ? null : { field: 'outcome', word: 'the outcome' },
      winner ? null : { field: 'winner', word: 'the winner' },
      !needsRound || round ? null : { field: 'round', word: 'the round' },
    ].filter((x) => x !== null);
    setMissing(unchosen.map((u) => u.field));
    if (unchosen.length > 0) {
      setNotice({ kind: 'error', text: `Choose ${listWords(unchosen.map((u) => u.word))} first.` });
      document.getElementById(`${id}-${unchosen[0]!.field}`)?.focus();
      return;
    }
    setNotice(null);
    setConfirming(true);
  }

  async function submit() {
    if (sending || !outcome || !winner) return;
    key.current ??= actionKey();
    setSending(true);
    try {
      const { bout } = await writeBout<{ bout: BoutSheet }>(
        sheet.id,
        'decision',
        { outcome, winner, ...(round ? { round: Number(round) } : {}) },
        key.current,
      );
      key.current = null;
      setNotice({ kind: 'ok', text: `Decision given: ${outcomeLabel(outcome)}, ${winnerName} wins.` });
      onSheet(bout);
    } catch (error) {
      if (!(error instanceof RingsideError && error.status === 0)) key.current = null;
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : 'Not recorded: try again.' });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  const invalid = (field: string) => (missing.includes(field) ? true : undefined);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-outcome`} className="text-ink-300">
            Outcome
          </Label>
          <Select
            id={`${id}-outcome`}
            className={darkField}
            required
            aria-invalid={invalid('outcome')}
            placeholder="Choose the outcome"
            options={stoppageOptions}
            value={outcome}
            onChange={(e) => change(setOutcome)(e.target.value as Stoppage)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-winner`} className="text-ink-300">
            Winner
          </Label>
          <Select
            id={`${id}-winner`}
            className={darkField}
            required
            aria-invalid={invalid('winner')}
            placeholder="Choose the winner"
            options={[
              { value: 'red', label: `Red: ${sheet.red?.name ?? 'Red corner'}` },
              { value: 'blue', label: `Blue: ${sheet.blue?.name ?? 'Blue corner'}` },
            ]}
            value={winner}
            onChange={(e) => change(setWinner)(e.target.value as CornerName)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-round`} className="text-ink-300">
            Round{needsRound ? '' : ' (optional for a disqualification)'}
          </Label>
          <Select
            id={`${id}-round`}
            className={darkField}
            required={needsRound}
            aria-invalid={invalid('round')}
            placeholder="Choose the round"
            options={roundOptions(sheet)}
            value={round}
            onChange={(e) => change(setRound)(e.target.value)}
          />
        </div>
      </div>
      {confirming && outcome && winner ? (
        <div className="rounded-xl bg-white/5 p-4">
          <p className="text-lg">
            End the bout: <strong>{outcomeLabel(outcome)}</strong>
            {round ? <> in round {round}</> : null}, <strong>{winnerName}</strong> wins?
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="lg" variant="red" onClick={submit} disabled={sending}>
              <Gavel aria-hidden /> {sending ? 'Recording…' : 'Confirm decision'}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="text-white"
              onClick={() => setConfirming(false)}
              disabled={sending}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" variant="outline" className="text-white" onClick={askToConfirm}>
          <Gavel aria-hidden /> Stop the bout
        </Button>
      )}
      <Notice notice={notice} />
    </div>
  );
}

/** "the outcome, the winner and the round". */
function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The referee's page (SPEC §4, §5, §7): Start Match while scheduled; then the foul form with the warnings
 * per corner, the fouls of the bout, a stoppage's decision, and every judge's card as it comes in.
 */
export function RefereePanel({
  sheet,
  account,
  waiting,
  onSheet,
}: {
  sheet: BoutSheet;
  account: string;
  /** This device's writes still waiting to be sent (its warnings count towards the third). */
  waiting: OutboxItem[];
  onSheet: (s: BoutSheet) => void;
}) {
  const { start, starting } = useStartBout(onSheet);
  return (
    <div className="space-y-6">
      {sheet.status === 'scheduled' ? (
        <Panel title="Start the bout">
          <p className="text-ink-300">
            When both boxers are in the ring and the judges are seated, start the bout: the judges can then
            send their cards.
          </p>
          <Button
            size="lg"
            className="mt-4"
            disabled={starting === sheet.id || !sheet.red || !sheet.blue}
            onClick={() => start(sheet.id)}
          >
            <Play aria-hidden /> Start Match
          </Button>
        </Panel>
      ) : null}
      {sheet.status === 'in_progress' ? (
        <Panel title="Fouls and warnings">
          <FoulForm sheet={sheet} account={account} waiting={waiting} onSheet={onSheet} />
        </Panel>
      ) : null}
      {sheet.fouls.length > 0 ? (
        <Panel title="Fouls in this bout">
          <ol className="divide-y divide-white/10">
            {sheet.fouls.map((f) => (
              <li key={f.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <span>
                  <strong className={f.corner === 'red' ? 'text-corner-400' : 'text-sky-300'}>
                    {sheet[f.corner]?.name ?? cornerWord[f.corner]}
                  </strong>{' '}
                  · {foulTypeLabel(f.foulType)} · round {f.round}
                  {f.deduct ? ' · warning (−1)' : ''}
                  {f.description ? <span className="block text-sm text-ink-300">{f.description}</span> : null}
                </span>
                <span className="text-sm text-ink-400">{formatClock(new Date(f.createdAt))} WAT</span>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      <Panel title="Judges’ cards">
        <CardsTable sheet={sheet} caption="Judges’ cards by round" />
      </Panel>
      {sheet.status === 'in_progress' ? (
        <Panel title="Stop the bout">
          <p className="mb-4 text-ink-300">
            A decision on points follows the judges’ cards by itself. For a stoppage, give the outcome, the
            winner and the round.
          </p>
          <DecisionForm sheet={sheet} onSheet={onSheet} />
        </Panel>
      ) : null}
    </div>
  );
}
