import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import type { CornerName } from '@server/db/schema/officiating';
import { Button } from '~/components/ui/button';
import { actionKey, RingsideError, writeBout } from '../api';
import { cardTotals, scoreOptions } from '../labels';
import type { ScorecardAnswer } from '../use-bout-sheet';
import { Notice, Panel } from './bout-parts';

type NoticeState = { kind: 'ok' | 'error'; text: string } | null;

const cellField =
  'w-full rounded-md border border-white/20 bg-ink-950 px-2 py-2 text-base text-white focus:border-gold-500 focus:ring-3 focus:ring-gold-400/40 focus:outline-none';

/** One judge's round typed from paper: a score, the winner if the card ends level, send. */
function Cell({
  sheet,
  seat,
  round,
  onAnswer,
  onNotice,
}: {
  sheet: BoutSheet;
  seat: number;
  round: number;
  onAnswer: (a: ScorecardAnswer) => void;
  onNotice: (n: NoticeState) => void;
}) {
  const [score, setScore] = useState('');
  const [preferred, setPreferred] = useState<CornerName | ''>('');
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);
  const [red, blue] = score ? score.split('-').map(Number) : [NaN, NaN];
  const earlier = sheet.rounds
    .filter((r) => r.round < round)
    .map((r) => r.cards.find((c) => c.seat === seat))
    .filter((c): c is { seat: number; red: number; blue: number } => c !== undefined);
  const level =
    round === sheet.rules.rounds &&
    score !== '' &&
    (() => {
      const t = cardTotals([...earlier, { red: red!, blue: blue! }], sheet.warnings);
      return t.red === t.blue;
    })();
  const label = `Judge ${seat}, round ${round}`;

  async function send() {
    if (!score || sending || (level && !preferred)) return;
    key.current ??= actionKey();
    setSending(true);
    try {
      const answer = await writeBout<ScorecardAnswer>(
        sheet.id,
        'scorecards',
        { seat, round, red, blue, ...(level && preferred ? { preferred } : {}) },
        key.current,
      );
      key.current = null;
      onNotice({ kind: 'ok', text: `${label}: ${red}-${blue} entered.` });
      onAnswer(answer);
    } catch (error) {
      if (!(error instanceof RingsideError && error.status === 0)) key.current = null;
      onNotice({ kind: 'error', text: `${label}: ${error instanceof Error ? error.message : 'not sent'}` });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <select
        aria-label={`${label} score`}
        className={cellField}
        value={score}
        onChange={(e) => {
          key.current = null;
          setScore(e.target.value);
        }}
      >
        <option value="" disabled>
          Score
        </option>
        {scoreOptions.map((o) => (
          <option key={`${o.red}-${o.blue}`} value={`${o.red}-${o.blue}`}>
            {o.red}-{o.blue}
          </option>
        ))}
      </select>
      {level ? (
        <select
          aria-label={`${label}: winner of the level card`}
          className={cellField}
          value={preferred}
          onChange={(e) => {
            key.current = null;
            setPreferred(e.target.value as CornerName);
          }}
        >
          <option value="" disabled>
            Level: winner?
          </option>
          <option value="red">Red: {sheet.red?.name ?? 'Red'}</option>
          <option value="blue">Blue: {sheet.blue?.name ?? 'Blue'}</option>
        </select>
      ) : null}
      <Button
        size="sm"
        aria-label={`Send ${label.toLowerCase()}`}
        disabled={!score || sending || (level && !preferred)}
        onClick={send}
      >
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </div>
  );
}

/**
 * Recorder mode (issue 16 item 2): one official types every judge's card from paper, judges across and
 * rounds down; each judge's next round opens once the one before is in.
 */
export function RecorderGrid({
  sheet,
  onAnswer,
}: {
  sheet: BoutSheet;
  onAnswer: (a: ScorecardAnswer) => void;
}) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const seats = sheet.officials.judges.length
    ? sheet.officials.judges
    : Array.from({ length: sheet.rules.judges }, (_, i) => ({
        seat: i + 1,
        name: `Judge ${i + 1}`,
        userId: '',
      }));
  return (
    <Panel title="Recorder: judges’ cards from paper">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Judges’ cards: judges across, rounds down</caption>
          <thead className="text-xs font-semibold tracking-wider text-ink-300 uppercase">
            <tr>
              <th scope="col" className="px-2 py-2">
                Round
              </th>
              {seats.map((j) => (
                <th key={j.seat} scope="col" className="px-2 py-2">
                  Judge {j.seat}
                  <span className="block font-normal tracking-normal normal-case">{j.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {sheet.rounds.map((r) => (
              <tr key={r.round} className="align-top">
                <th scope="row" className="px-2 py-3 font-semibold">
                  Round {r.round}
                  {r.complete ? <span className="block text-xs text-naija-500">All cards in</span> : null}
                </th>
                {seats.map((j) => {
                  const card = r.cards.find((c) => c.seat === j.seat);
                  const previousIn =
                    r.round === 1 || sheet.rounds[r.round - 2]?.cards.some((c) => c.seat === j.seat) === true;
                  return (
                    <td key={j.seat} className="px-2 py-3">
                      {card ? (
                        <span className="inline-flex items-center gap-1.5 font-bold tabular-nums">
                          <Check aria-hidden className="size-4 text-naija-500" />
                          <span className="text-corner-400">{card.red}</span>-
                          <span className="text-sky-300">{card.blue}</span>
                        </span>
                      ) : sheet.status === 'in_progress' && previousIn ? (
                        <Cell
                          sheet={sheet}
                          seat={j.seat}
                          round={r.round}
                          onAnswer={onAnswer}
                          onNotice={setNotice}
                        />
                      ) : (
                        <span className="text-ink-400">—</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Notice notice={notice} />
    </Panel>
  );
}
