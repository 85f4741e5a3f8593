import { Check } from 'lucide-react';
import type { DemoMatch } from '~/content/demo';
import { cn } from '~/lib/cn';

const roundOrder = ['Quarter-final', 'Semi-final', 'Final'] as const;
const roundLabel: Record<(typeof roundOrder)[number], string> = {
  'Quarter-final': 'Quarter-finals',
  'Semi-final': 'Semi-finals',
  Final: 'Final',
};

function Corner({
  name,
  won,
  decided,
  compact,
}: {
  name: string;
  won: boolean;
  decided: boolean;
  compact: boolean;
}) {
  return (
    <span
      className={cn(
        'flex items-center justify-between gap-2',
        compact ? 'px-2.5 py-1.5 text-xs' : 'px-3 py-2 text-sm',
        won ? 'font-semibold' : decided ? 'opacity-60' : '',
      )}
    >
      <span className="truncate">{name}</span>
      {won ? (
        <>
          <Check aria-hidden className="size-4 shrink-0 text-gold-500" />
          <span className="sr-only">(winner)</span>
        </>
      ) : null}
    </span>
  );
}

/** A knockout bracket drawn with lists, so a screen reader hears rounds, bouts and winners in order. */
export function BracketView({
  matches,
  label,
  tone = 'light',
  compact = false,
  className,
}: {
  matches: readonly DemoMatch[];
  label: string;
  tone?: 'light' | 'dark';
  /** Smaller type for narrow places such as the platform hero. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn('grid gap-6 sm:grid-cols-3 sm:gap-4', className)}>
      {roundOrder.map((round) => (
        <li key={round} className="flex flex-col">
          <p className={cn('eyebrow mb-3 text-[0.7rem]', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>
            {roundLabel[round]}
          </p>
          <ol className="flex flex-1 flex-col justify-around gap-3">
            {matches
              .filter((m) => m.round === round)
              .map((match) => (
                <li
                  key={match.id}
                  className={cn(
                    'relative divide-y overflow-hidden rounded-lg ring-1',
                    tone === 'light'
                      ? 'divide-ink-900/10 bg-white ring-ink-900/10'
                      : 'divide-white/10 bg-white/5 text-white ring-white/10',
                    match.status === 'live' && 'ring-2 ring-corner-500',
                  )}
                >
                  {match.status === 'live' ? (
                    <span className="absolute top-0 right-0 rounded-bl-md bg-corner-600 px-1.5 py-0.5 font-display text-[0.6rem] font-bold tracking-wider text-white uppercase">
                      Live
                    </span>
                  ) : null}
                  <Corner
                    name={match.boxer1}
                    won={match.winner === match.boxer1}
                    decided={match.status === 'completed'}
                    compact={compact}
                  />
                  <Corner
                    name={match.boxer2}
                    won={match.winner === match.boxer2}
                    decided={match.status === 'completed'}
                    compact={compact}
                  />
                </li>
              ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
