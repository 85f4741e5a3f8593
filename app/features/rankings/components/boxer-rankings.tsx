import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '~/components/marketing/section-heading';
import { formatShortDay } from '~/lib/lagos-time';

type Ranking = {
  key: string;
  label: string;
  href: string;
  rank: number;
  of: number;
  points: number;
  history: { on: string; rank: number; points: number }[];
};

const pointsFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** A boxer's rank in each division they hold points in, and its recent history (their public profile). */
export function BoxerRankings({ rankings }: { rankings: readonly Ranking[] }) {
  if (rankings.length === 0) return null;
  return (
    <section aria-labelledby="rankings-heading">
      <SectionHeading id="rankings-heading" eyebrow="Live rankings" title="Rankings" />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {rankings.map((r) => (
          <li key={r.key} className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
            <div className="flex items-start gap-4">
              <span className="flex size-14 shrink-0 flex-col items-center justify-center rounded-full bg-ink-950 text-gold-300">
                <span className="sr-only">Rank </span>
                <span className="font-display text-2xl leading-none font-extrabold">#{r.rank}</span>
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  Rank {r.rank} of {r.of}
                </p>
                <Link
                  to={r.href}
                  className="text-sm text-ink-700 underline decoration-gold-400 underline-offset-2 hover:text-gold-700"
                >
                  {r.label}
                </Link>
                <p className="text-sm text-ink-700">{pointsFormat.format(r.points)} points</p>
              </div>
            </div>
            {r.history.length > 1 ? (
              <div className="mt-4 border-t border-ink-900/10 pt-3">
                <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  <ChartColumn aria-hidden className="size-4 text-gold-600" /> History
                </p>
                <ol className="mt-2 flex flex-wrap gap-2 text-xs text-ink-700">
                  {r.history.map((h) => (
                    <li key={h.on} className="rounded-full bg-canvas px-2.5 py-1 tabular-nums">
                      {formatShortDay(h.on)}: #{h.rank}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
