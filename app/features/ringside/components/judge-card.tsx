import { Check, CloudUpload, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import type { CornerName } from '@server/db/schema/officiating';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { actionKey } from '../api';
import type { OutboxItem, Unreachable } from '../offline/outbox';
import { submit } from '../offline/use-outbox';
import type { ScorecardAnswer } from '../use-bout-sheet';
import { cardTotals, cornerWord, scoreOptions } from '../labels';
import { forgetDraft, useDeviceDraft } from '../use-device-draft';
import { Notice, Panel } from './bout-parts';

type Choice = { red: number; blue: number; preferred?: CornerName };

const draftKey = (boutId: number, seat: number | null, round: number) =>
  `ringside:card:${boutId}:${seat ?? 0}:${round}`;

function parseDraft(raw: string | null): Choice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Choice;
    return scoreOptions.some((o) => o.red === v.red && o.blue === v.blue) ? v : null;
  } catch {
    return null;
  }
}

/** The rounds of this judge's card kept on the device and not yet taken by the server, by round. */
export function waitingRounds(waiting: OutboxItem[], sheet: BoutSheet): Map<number, Choice> {
  const rounds = new Map<number, Choice>();
  for (const item of waiting) {
    if (item.boutId !== sheet.id || item.action !== 'scorecards') continue;
    const body = item.body as { round: number; red: number; blue: number; preferred?: CornerName };
    rounds.set(body.round, { red: body.red, blue: body.blue, preferred: body.preferred });
  }
  return rounds;
}

/**
 * The sheet as this judge sees it: the rounds waiting on the device count as theirs (they are sent in
 * order, each once), so the next round opens at once, offline too.
 */
export function withWaiting(sheet: BoutSheet, waiting: Map<number, Choice>): BoutSheet {
  if (waiting.size === 0) return sheet;
  return {
    ...sheet,
    rounds: sheet.rounds.map((r) => {
      const w = waiting.get(r.round);
      return r.mine || !w ? r : { ...r, mine: { red: w.red, blue: w.blue } };
    }),
  };
}

/** The first round of this card not sent yet, or null when every round is in. */
export function currentRound(sheet: BoutSheet): number | null {
  return sheet.rounds.find((r) => r.mine === null)?.round ?? null;
}

/** What a judge reads about their round still on the device, by why it has not gone. */
export function waitingWord(blocked: Unreachable | undefined): string {
  if (blocked === 'signed-out') return 'your session has ended. Sign in again and it is sent.';
  if (blocked === 'timeout') return 'the server did not answer in time. It goes by itself when it does.';
  return 'waiting to send. It goes by itself when the server answers.';
}

/** Whether a card with this last round is level after the warnings (the judge then names the winner). */
export function levelWith(sheet: BoutSheet, round: number, choice: Choice): boolean {
  if (round !== sheet.rules.rounds) return false;
  const sent = sheet.rounds.filter((r) => r.round < round && r.mine).map((r) => r.mine!);
  const t = cardTotals([...sent, choice], sheet.warnings);
  return t.red === t.blue;
}

/** One score button: red's number on red, blue's on blue, big enough for a thumb at ringside. */
export function ScoreButton({
  option,
  selected,
  onChoose,
}: {
  option: { red: number; blue: number };
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`Red ${option.red}, Blue ${option.blue}`}
      onClick={onChoose}
      className={cn(
        'flex min-h-20 items-center justify-center gap-1 rounded-2xl border-2 text-2xl font-extrabold tabular-nums transition-colors sm:min-h-24 sm:gap-2 sm:text-4xl',
        selected
          ? 'border-gold-400 bg-gold-400/15 shadow-[0_0_0_3px_rgb(232_185_73/0.35)]'
          : 'border-white/15 bg-white/5 hover:border-white/40',
      )}
    >
      <span className="text-corner-400">{option.red}</span>
      <span aria-hidden className="text-xl text-ink-400">
        –
      </span>
      <span className="text-sky-300">{option.blue}</span>
    </button>
  );
}

/**
 * A judge's own card (issue 16 item 2): round by round, a score from the big buttons, a confirm step, then
 * send. A level card on the last round asks for the winner first. What was chosen and not sent survives a
 * reload (this device keeps it); a sent round shows as sent.
 */
export function JudgeCard({
  sheet: served,
  account,
  waiting,
  blocked,
  onAnswer,
}: {
  sheet: BoutSheet;
  /** The signed-in account: the device's outbox sends its cards only under this account. */
  account: string;
  /** This device's writes still waiting to be sent (every bout: this card picks its own). */
  waiting: OutboxItem[];
  /** Why those writes have not gone yet (an ended session asks the judge to sign in, not to wait). */
  blocked?: Unreachable;
  onAnswer: (answer: ScorecardAnswer) => void;
}) {
  const pending = waitingRounds(waiting, served);
  const sheet = withWaiting(served, pending);
  const round = currentRound(sheet);
  const storage = round === null ? null : draftKey(sheet.id, sheet.viewer.seat, round);
  // The choice of this round not yet sent, kept on this device across a reload.
  const [draft, setDraft] = useDeviceDraft(storage);
  const choice = parseDraft(draft);
  // The round whose confirm step is open, and the round being sent: by round, so that the answer to round
  // 1 (slow, or timed out) never closes round 2's confirm step, and a hanging send never holds the next round.
  const [confirming, setConfirming] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  // `waitingKey`: a notice about a card waiting to send, which goes once the card has left the outbox.
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string; waitingKey?: string } | null>(
    null,
  );

  function choose(next: Choice) {
    setNotice(null);
    setConfirming(null);
    setDraft(JSON.stringify(next));
  }

  const inProgress = sheet.status === 'in_progress';
  const level = round !== null && choice !== null && levelWith(sheet, round, choice);
  const ready = choice !== null && (!level || choice.preferred !== undefined);

  async function send() {
    if (round === null || !choice || sending === round || !storage) return;
    setSending(round);
    try {
      // Kept on the device first, with its key made now: sent at once when the server answers, later (and
      // still once) when it does not.
      const key = actionKey();
      const outcome = await submit({
        key,
        account,
        boutId: sheet.id,
        action: 'scorecards',
        body: {
          round,
          red: choice.red,
          blue: choice.blue,
          ...(level && choice.preferred ? { preferred: choice.preferred } : {}),
        },
        label: `${sheet.number === null ? 'Bout' : `Bout ${sheet.number}`} · round ${round}: ${choice.red}-${choice.blue}`,
      });
      forgetDraft(storage);
      setConfirming((open) => (open === round ? null : open));
      if (outcome.kind === 'sent') {
        const answer = outcome.answer as ScorecardAnswer;
        setNotice({
          kind: 'ok',
          text: answer.decided
            ? `Round ${round} sent. The bout is decided.`
            : answer.roundComplete
              ? `Round ${round} sent. Every card of round ${round} is in.`
              : `Round ${round} sent.`,
        });
        onAnswer(answer);
      } else if (outcome.kind === 'refused') {
        setNotice({ kind: 'error', text: `Round ${round} was not accepted: ${outcome.refusal.message}` });
      } else {
        setNotice({ kind: 'ok', text: `Round ${round} is kept on this device`, waitingKey: key });
      }
    } catch {
      setNotice({ kind: 'error', text: 'This device could not keep the card: send it again.' });
    } finally {
      setSending((now) => (now === round ? null : now));
    }
  }

  const red = sheet.red?.name ?? 'Red corner';
  const blue = sheet.blue?.name ?? 'Blue corner';
  return (
    <Panel title={`Your card · Judge ${sheet.viewer.seat ?? ''}`}>
      <ol className="space-y-4">
        {sheet.rounds.map((r) => {
          const current = r.round === round;
          return (
            <li
              key={r.round}
              aria-label={`Round ${r.round}`}
              className={cn(
                'rounded-2xl border p-3 sm:p-4',
                current && inProgress ? 'border-gold-400/60 bg-white/[0.04]' : 'border-white/10',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl font-extrabold uppercase">Round {r.round}</h3>
                {r.mine && pending.has(r.round) && !served.rounds.find((x) => x.round === r.round)?.mine ? (
                  <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-400/15 px-3 py-1 text-sm font-bold text-amber-300 ring-1 ring-amber-400/50">
                    <CloudUpload aria-hidden className="size-4" /> Yours {r.mine.red}-{r.mine.blue} · waiting
                    to send
                  </p>
                ) : r.mine ? (
                  <p className="inline-flex items-center gap-1.5 text-sm font-bold text-naija-500">
                    <Check aria-hidden className="size-4" /> Sent {r.mine.red}-{r.mine.blue}
                    {r.complete ? ' · all cards in' : ''}
                  </p>
                ) : current ? (
                  <p className="text-sm text-gold-300">
                    {inProgress
                      ? 'Score this round'
                      : sheet.status === 'scheduled'
                        ? 'Waits for the bout to start'
                        : 'Not scored'}
                  </p>
                ) : (
                  <p className="text-sm text-ink-400">
                    {round !== null && r.round > round ? `After round ${r.round - 1}` : 'Not scored'}
                  </p>
                )}
              </div>
              {current && inProgress ? (
                <div className="mt-4 space-y-4">
                  <fieldset>
                    <legend className="mb-2 text-sm text-ink-300">
                      <span className="font-semibold text-corner-400">{red}</span> (red) –{' '}
                      <span className="font-semibold text-sky-300">{blue}</span> (blue)
                    </legend>
                    <div className="grid grid-cols-3 gap-2 sm:gap-3">
                      {scoreOptions.map((o) => (
                        <ScoreButton
                          key={`${o.red}-${o.blue}`}
                          option={o}
                          selected={choice?.red === o.red && choice.blue === o.blue}
                          onChoose={() => choose({ red: o.red, blue: o.blue })}
                        />
                      ))}
                    </div>
                  </fieldset>
                  {level && choice ? (
                    <fieldset className="rounded-xl border border-gold-400/40 p-4">
                      <legend className="px-1 text-sm font-bold text-gold-300">
                        The card is level after the warnings: who won?
                      </legend>
                      <div className="mt-2 grid grid-cols-2 gap-3">
                        {(['red', 'blue'] as const).map((corner) => (
                          <label
                            key={corner}
                            className={cn(
                              'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
                              corner === 'red' ? 'bg-corner-600/80' : 'bg-sky-700/80',
                              choice.preferred === corner && 'ring-3 ring-gold-400',
                            )}
                          >
                            <input
                              type="radio"
                              name={`preferred-${r.round}`}
                              value={corner}
                              checked={choice.preferred === corner}
                              onChange={() => choose({ ...choice, preferred: corner })}
                              className="size-5 accent-gold-400"
                            />
                            {corner === 'red' ? red : blue}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ) : null}
                  {confirming === r.round && choice ? (
                    <div className="rounded-xl bg-white/5 p-4">
                      <p className="text-lg">
                        Send round {r.round}:{' '}
                        <strong className="text-corner-400">
                          {red} {choice.red}
                        </strong>{' '}
                        –{' '}
                        <strong className="text-sky-300">
                          {choice.blue} {blue}
                        </strong>
                        {level && choice.preferred
                          ? `, winner ${cornerWord[choice.preferred].toLowerCase()}`
                          : ''}
                        ?
                      </p>
                      <div className="mt-3 flex flex-wrap gap-3">
                        <Button size="lg" onClick={send} disabled={sending === r.round}>
                          <Send aria-hidden /> {sending === r.round ? 'Sending…' : `Send round ${r.round}`}
                        </Button>
                        <Button
                          size="lg"
                          variant="outline"
                          className="text-white"
                          onClick={() => setConfirming(null)}
                          disabled={sending === r.round}
                        >
                          <Undo2 aria-hidden /> Change
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <Button size="lg" disabled={!ready} onClick={() => setConfirming(r.round)}>
                      Confirm round {r.round}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {round === null && sheet.status !== 'decided' ? (
        <p className="mt-4 text-ink-300">
          Your card is complete: the decision follows once every judge’s card is in.
        </p>
      ) : null}
      <Notice
        notice={
          !notice?.waitingKey
            ? notice
            : waiting.some((w) => w.key === notice.waitingKey)
              ? {
                  kind: blocked === 'signed-out' ? 'error' : notice.kind,
                  text: `${notice.text}: ${waitingWord(blocked)}`,
                }
              : null
        }
      />
    </Panel>
  );
}
