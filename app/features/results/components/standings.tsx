import type { StandingsRow } from '../shaping';
import { BoxerName } from './event-bits';

/** A pool's or Swiss event's table: rank, boxer (with club), bouts boxed, won, lost, drawn. */
export function StandingsTable({ rows, caption }: { rows: StandingsRow[]; caption: string }) {
  return (
    <div
      role="region"
      aria-label={`${caption}, scrolls sideways`}
      // A region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-w-3xl overflow-x-auto rounded-2xl bg-white ring-1 ring-ink-900/10 print:max-w-none print:overflow-visible"
    >
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-950 text-xs tracking-wider text-white uppercase">
          <tr>
            <th scope="col" className="px-3 py-3">
              #
            </th>
            <th scope="col" className="px-3 py-3">
              Boxer
            </th>
            <th scope="col" className="px-2 py-3 text-right">
              <abbr title="Bouts boxed" className="no-underline">
                B
              </abbr>
            </th>
            <th scope="col" className="px-2 py-3 text-right">
              <abbr title="Won" className="no-underline">
                W
              </abbr>
            </th>
            <th scope="col" className="px-2 py-3 text-right">
              <abbr title="Lost" className="no-underline">
                L
              </abbr>
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              <abbr title="Drawn" className="no-underline">
                D
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10">
          {rows.map((row) => (
            <tr
              key={`${row.boxer.boxerId ?? row.boxer.name}`}
              className={row.withdrawn ? 'text-ink-600' : undefined}
            >
              <td className="px-3 py-3 font-display text-lg font-bold">{row.withdrawn ? '–' : row.rank}</td>
              <th scope="row" className="max-w-[14rem] px-3 py-3 font-semibold">
                <BoxerName boxer={row.boxer} />
                {row.withdrawn ? <span className="text-xs">Withdrawn</span> : null}
              </th>
              <td className="px-2 py-3 text-right tabular-nums">{row.boxed}</td>
              <td className="px-2 py-3 text-right font-bold tabular-nums">{row.won}</td>
              <td className="px-2 py-3 text-right tabular-nums">{row.lost}</td>
              <td className="px-3 py-3 text-right tabular-nums">{row.drawn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
