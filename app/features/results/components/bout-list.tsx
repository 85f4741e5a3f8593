import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import type { ProfileBout } from '../results.server';
import { ringName } from '../shaping';
import { BoxerName, etaText, OutcomeTag } from './event-bits';

const resultTone = { won: 'green', lost: 'red', drawn: 'muted' } as const;
const resultWord = { won: 'Won', lost: 'Lost', drawn: 'Drawn' } as const;

/**
 * A boxer's bouts, newest first: tournament and category, opponent, and either the result or "when is my
 * fight" (bout number, ring, ETA in WAT).
 */
export function BoutList({ bouts, label }: { bouts: ProfileBout[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
      {bouts.map((b) => (
        <li key={b.boutId} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
              <Link to={`/tournaments/${b.tournament.slug}`} className="hover:text-gold-700">
                {b.tournament.name}
              </Link>{' '}
              · {b.category}
            </p>
            <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-sm text-ink-600">vs</span>
              {b.opponent ? (
                <BoxerName boxer={b.opponent} className="font-semibold" />
              ) : (
                <span className="text-ink-600 italic">Opponent to be decided</span>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            {b.result ? (
              <>
                <Badge tone={resultTone[b.result]}>{resultWord[b.result]}</Badge>
                <OutcomeTag outcome={b.outcome} />
              </>
            ) : b.status === 'cancelled' ? (
              <Badge tone="muted">Cancelled</Badge>
            ) : (
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-ink-600">Bout</dt>
                  <dd className="font-bold">{b.number ?? 'to be numbered'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Ring</dt>
                  <dd className="font-bold">{ringName(b.ring)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-ink-600">{b.status === 'in_progress' ? 'Started' : 'ETA'}</dt>
                  <dd className="font-bold">
                    {b.status === 'in_progress' ? 'in the ring now' : etaText(b.eta)}
                  </dd>
                </div>
              </dl>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
