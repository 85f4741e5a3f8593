import { Link } from 'react-router';
import { TIE_BREAK_TEXT, type TieBreak } from '../rules';

export type RankingRow = {
  rank: number;
  boxerId: string;
  name: string;
  club: string | null;
  points: number;
  golds: number;
  silvers: number;
  bronzes: number;
  wins: number;
  tieBreak: TieBreak | null;
};

const pointsFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** "1 gold · 2 wins": what earned the points. */
export function resultsText(r: Pick<RankingRow, 'golds' | 'silvers' | 'bronzes' | 'wins'>): string {
  const parts = [
    r.golds ? `${r.golds} gold` : '',
    r.silvers ? `${r.silvers} silver` : '',
    r.bronzes ? `${r.bronzes} bronze` : '',
    r.wins ? `${r.wins} ${r.wins === 1 ? 'win' : 'wins'}` : '',
  ].filter(Boolean);
  return parts.join(' · ') || '—';
}

/** A division's table: rank, boxer (to their profile), club, points, results; a tie-break said where it decided. */
export function RankingTable({ rows, caption }: { rows: readonly RankingRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-ink-900/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-950 text-xs tracking-wider text-ink-300 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Rank
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Boxer
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Club
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Points
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              Results
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10">
          {rows.map((r) => (
            <tr key={r.boxerId} className={r.rank <= 3 ? 'bg-gold-200/25' : undefined}>
              <td className="px-4 py-3 font-display text-2xl font-extrabold text-ink-900 tabular-nums">
                {r.rank}
              </td>
              <td className="px-4 py-3">
                <Link
                  to={`/boxers/${r.boxerId}`}
                  className="font-semibold text-ink-900 underline-offset-4 hover:underline focus-visible:underline"
                >
                  {r.name}
                </Link>
                <span className="block text-xs text-ink-600 sm:hidden">{r.club ?? 'No club'}</span>
                <span className="block text-xs text-ink-600 md:hidden">{resultsText(r)}</span>
                {r.tieBreak ? (
                  <span className="mt-1 block text-xs font-medium text-gold-700">
                    {TIE_BREAK_TEXT[r.tieBreak]}
                  </span>
                ) : null}
              </td>
              <td className="hidden px-4 py-3 text-ink-700 sm:table-cell">{r.club ?? 'No club'}</td>
              <td className="px-4 py-3 text-right font-display text-xl font-bold text-ink-900 tabular-nums">
                {pointsFormat.format(r.points)}
              </td>
              <td className="hidden px-4 py-3 text-ink-700 md:table-cell">{resultsText(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
