import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { lagosDate } from '~/lib/lagos-time';
import type { ResultPoint } from '../results-over-time';
import { outcomeNames } from './event-bits';

/**
 * The boxer's results over time (issue 30 item 4; decision 0024: visx): the win rate after each bout as a
 * line, each bout a mark whose shape and letter say the result (W a gold disc, L a red square, D a grey
 * diamond), so colour is never the only cue. An image to screen readers, with a title and a summary, and the
 * same facts as a table for them. The line draws itself in, unless the reader asked for reduced motion.
 * Loaded only when the Progress tab opens (progress-panel.tsx): visx never weighs on another page.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "26 Nov" in Lagos. */
function shortDate(iso: string): string {
  const [, month, day] = lagosDate(new Date(iso)).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

const RESULT_WORD = { won: 'Won', lost: 'Lost', drawn: 'Drew' } as const;

const MARGIN = { top: 16, right: 20, bottom: 36, left: 44 };
const HEIGHT = 260;

function Mark({ point, x, y }: { point: ResultPoint; x: number; y: number }) {
  const letter = point.result === 'won' ? 'W' : point.result === 'lost' ? 'L' : 'D';
  return (
    <g transform={`translate(${x},${y})`}>
      {point.result === 'won' ? (
        <circle r={11} className="fill-gold-400 stroke-ink-950" strokeWidth={2} />
      ) : point.result === 'lost' ? (
        <rect
          x={-10}
          y={-10}
          width={20}
          height={20}
          rx={3}
          className="fill-corner-500 stroke-ink-950"
          strokeWidth={2}
        />
      ) : (
        <rect
          x={-9}
          y={-9}
          width={18}
          height={18}
          transform="rotate(45)"
          className="fill-ink-400 stroke-ink-950"
          strokeWidth={2}
        />
      )}
      <text
        dy="0.35em"
        textAnchor="middle"
        className={point.result === 'won' ? 'fill-ink-950' : 'fill-white'}
        fontSize={11}
        fontWeight={800}
      >
        {letter}
      </text>
    </g>
  );
}

/** The container's width, measured before paint and kept as it changes. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

export default function ResultsChart({ points }: { points: ResultPoint[] }) {
  const { box, width } = useWidth();
  const id = useId();
  const last = points.at(-1)!;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<number>({
    domain: points.map((_, i) => i),
    range: [0, innerWidth],
    padding: 0.5,
  });
  const y = scaleLinear<number>({ domain: [0, 100], range: [innerHeight, 0] });
  // A date under at most one bout in six on a phone, one in ten otherwise: labels never collide.
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(innerWidth / 72))));
  // A day's date once, under its first bout.
  const ticks = points
    .map((_, i) => i)
    .filter((i) => i % every === 0 && (i === 0 || shortDate(points[i]!.at) !== shortDate(points[i - 1]!.at)));
  const { wins, losses, draws } = last.record;
  const summary = `${points.length} ${points.length === 1 ? 'bout' : 'bouts'} from ${shortDate(points[0]!.at)} to ${shortDate(last.at)}: ${wins} won, ${losses} lost${draws ? `, ${draws} drawn` : ''}; win rate ${last.winRate}% after the last.`;
  return (
    <figure className="space-y-3">
      {/* The svg is laid over its box, so its width never holds the box (and the page) wider as it narrows. */}
      <div ref={box} className="relative w-full overflow-hidden" style={{ height: HEIGHT }}>
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="absolute inset-0 block"
          >
            <title id={`${id}-title`}>Results over time</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {[0, 25, 50, 75, 100].map((v) => (
                <line
                  key={v}
                  x1={0}
                  x2={innerWidth}
                  y1={y(v)}
                  y2={y(v)}
                  className={v === 50 ? 'stroke-gold-600/50' : 'stroke-ink-900/10'}
                  strokeDasharray={v === 50 ? '4 4' : undefined}
                />
              ))}
              <LinePath
                data={points}
                x={(_, i) => x(i) ?? 0}
                y={(p) => y(p.winRate)}
                className="fill-none stroke-ink-900 motion-safe:animate-[progress-line_900ms_ease-out_both]"
                strokeWidth={3}
                strokeLinejoin="round"
                strokeLinecap="round"
                pathLength={1}
                strokeDasharray="1 1"
              />
              {points.map((p, i) => (
                <Mark key={p.boutId} point={p} x={x(i) ?? 0} y={y(p.winRate)} />
              ))}
              <AxisLeft
                scale={y}
                tickValues={[0, 50, 100]}
                tickFormat={(v) => `${String(v)}%`}
                hideAxisLine
                hideTicks
                tickLabelProps={{
                  className: 'fill-ink-600 text-[11px] font-semibold',
                  textAnchor: 'end',
                  dx: -6,
                  dy: '0.33em',
                }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={ticks}
                tickFormat={(i) => shortDate(points[Number(i)]!.at)}
                hideTicks
                stroke="currentColor"
                axisLineClassName="text-ink-900/20"
                tickLabelProps={{
                  className: 'fill-ink-600 text-[11px] font-semibold',
                  textAnchor: 'middle',
                  dy: 8,
                }}
              />
            </Group>
          </svg>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-700">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="grid size-5 place-items-center rounded-full bg-gold-400 text-[10px] font-extrabold text-ink-950"
          >
            W
          </span>
          Won
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="grid size-5 place-items-center rounded-[3px] bg-corner-500 text-[10px] font-extrabold text-white"
          >
            L
          </span>
          Lost
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="grid size-4 rotate-45 place-items-center bg-ink-400 text-[9px] font-extrabold text-white"
          >
            <span className="-rotate-45">D</span>
          </span>
          Drew
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-6 rounded bg-ink-900" /> Win rate after each bout
        </span>
      </figcaption>
      {/* A table in a clipped box: a table itself outgrows the 1 px sr-only gives it and widens the page. */}
      <div className="sr-only">
        <table>
          <caption>Your results over time, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Tournament</th>
              <th scope="col">Opponent</th>
              <th scope="col">Result</th>
              <th scope="col">Win rate after</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.boutId}>
                <td>{shortDate(p.at)}</td>
                <td>{p.tournament}</td>
                <td>{p.opponent ?? 'To be decided'}</td>
                <td>
                  {RESULT_WORD[p.result]}
                  {p.outcome ? ` (${outcomeNames[p.outcome] ?? p.outcome})` : ''}
                </td>
                <td>{p.winRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
