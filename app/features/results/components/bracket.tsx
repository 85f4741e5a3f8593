import { Check, ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { bracketChampion, currentColumnId } from '../shaping';
import { measureSideways, scrollToCurrent, type Overflow } from '../sideways';
import type { Boxer, BracketBout, BracketColumn, BracketCorner, BracketSection } from '../shaping';
import { etaText, OutcomeTag } from './event-bits';

/** How a column's bouts lead into the next column's: two into one (a knockout), one into one, or not at all. */
type Joint = 'pair' | 'straight' | 'none';

function linkBetween(column: BracketColumn, next: BracketColumn | undefined): Joint {
  if (!next) return 'none';
  if (next.bouts.length * 2 === column.bouts.length) return 'pair';
  if (next.bouts.length === column.bouts.length) return 'straight';
  return 'none';
}

function Name({ boxer, won, lost }: { boxer: Boxer; won: boolean; lost: boolean }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span
        className={cn(
          'flex min-w-0 items-center gap-1.5',
          won
            ? 'font-bold text-white print:text-ink-950'
            : lost
              ? 'text-ink-400 print:text-ink-600'
              : 'text-white/90',
        )}
      >
        {boxer.boxerId ? (
          <Link
            to={`/boxers/${encodeURIComponent(boxer.boxerId)}`}
            className="truncate underline-offset-4 hover:text-gold-300 hover:underline"
          >
            {boxer.name}
          </Link>
        ) : (
          <span className="truncate">{boxer.name}</span>
        )}
        {won ? (
          <>
            <Check aria-hidden className="size-4 shrink-0 text-gold-400 print:text-ink-950" />
            <span className="sr-only">(winner)</span>
          </>
        ) : null}
      </span>
      {boxer.club ? (
        <span className="truncate text-[0.7rem] text-ink-400 print:text-[7pt] print:text-ink-600">
          {boxer.club}
        </span>
      ) : null}
    </span>
  );
}

function CornerLine({
  corner,
  colour,
  decided,
}: {
  corner: BracketCorner;
  colour: 'red' | 'blue';
  decided: boolean;
}) {
  const won = corner.kind === 'boxer' && corner.won;
  return (
    <div
      className={cn(
        // Printed, a bracket of 16 must fit one A4 sheet: smaller lines and type on paper.
        'relative flex min-h-12 items-center gap-2 border-l-4 px-3 py-1.5 text-sm print:min-h-0 print:py-0.5 print:text-[9pt]',
        colour === 'red' ? 'border-l-corner-500' : 'border-l-sky-500',
        won && 'bg-gradient-to-r from-gold-400/15 to-transparent print:bg-none',
      )}
    >
      <span className="sr-only">{colour === 'red' ? 'Red corner:' : 'Blue corner:'}</span>
      {corner.kind === 'boxer' ? (
        <Name boxer={corner.boxer} won={won} lost={decided && !won} />
      ) : corner.kind === 'bye' ? (
        <span className="text-ink-400 italic">Bye</span>
      ) : (
        <span className="truncate text-ink-400 italic">{corner.from}</span>
      )}
    </div>
  );
}

function BoutCard({ bout }: { bout: BracketBout }) {
  const decided = bout.state === 'decided';
  const live = bout.state === 'in_progress';
  return (
    <div
      className={cn(
        'w-full overflow-hidden rounded-xl bg-ink-900 ring-1 ring-white/10 break-inside-avoid print:bg-white print:ring-ink-900/20',
        live && 'shadow-[0_0_0_2px_var(--color-corner-500),0_0_28px_-4px_var(--color-corner-500)]',
      )}
    >
      <p className="flex items-center justify-between gap-2 bg-white/[0.04] px-3 py-1 text-[0.7rem] font-semibold tracking-wide text-ink-300 print:bg-ink-900/5 print:py-0 print:text-[7pt] print:text-ink-700">
        <span className="truncate">
          {bout.state === 'bye'
            ? 'Through on a bye'
            : bout.number !== null
              ? `Bout ${bout.number}${bout.ring !== null ? ` · Ring ${bout.ring}` : ''}`
              : 'Bout to be numbered'}
        </span>
        {live ? (
          <span className="inline-flex items-center gap-1 rounded bg-corner-600 px-1.5 py-0.5 font-display text-[0.6rem] font-bold tracking-wider text-white uppercase">
            <span
              aria-hidden
              className="size-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none"
            />
            Live
          </span>
        ) : decided ? (
          <OutcomeTag outcome={bout.outcome} />
        ) : bout.eta && bout.state !== 'bye' && bout.state !== 'cancelled' ? (
          <span className="shrink-0">{etaText(bout.eta)}</span>
        ) : null}
      </p>
      <div className="divide-y divide-white/10 print:divide-ink-900/10">
        <CornerLine corner={bout.corners[0]} colour="red" decided={decided} />
        <CornerLine corner={bout.corners[1]} colour="blue" decided={decided} />
      </div>
    </div>
  );
}

/**
 * One bout's place in its column, a share of the column's height so it sits level with the two that feed
 * it; the lines that join it to the next round are drawn by its edges (half a gap out, half a gap in).
 */
function BoutSlot({
  bout,
  index,
  inbound,
  outbound,
}: {
  bout: BracketBout;
  index: number;
  inbound: Joint;
  outbound: Joint;
}) {
  const through = bout.state === 'decided' || bout.state === 'bye';
  const line = through ? 'after:border-gold-400/80' : 'after:border-white/20';
  return (
    <li
      className={cn(
        'relative flex flex-1 items-center py-2 print:py-1',
        // The line in, from the joint half a gap to the left (the feeding column draws the other half).
        inbound === 'pair' &&
          'before:absolute before:top-1/2 before:right-full before:w-5 before:border-t before:border-white/20 print:before:border-ink-900/40',
        outbound !== 'none' && 'after:absolute after:left-full print:after:border-ink-900/40',
        outbound === 'straight' && cn('after:top-1/2 after:w-10 after:border-t', line),
        outbound === 'pair' &&
          cn(
            'after:w-5 after:border-r',
            index % 2 === 0
              ? 'after:top-1/2 after:h-1/2 after:rounded-tr-lg after:border-t'
              : 'after:bottom-1/2 after:h-1/2 after:rounded-br-lg after:border-b',
            line,
          ),
      )}
    >
      <BoutCard bout={bout} />
    </li>
  );
}

function ColumnHeading({ level, children, current }: { level: 3 | 4; children: string; current: boolean }) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <Tag
      className={cn(
        'mb-2 flex h-6 items-center gap-2 font-display text-xs font-bold tracking-[0.2em] uppercase print:h-auto print:text-ink-700',
        current ? 'text-gold-300' : 'text-ink-400',
      )}
    >
      {children}
      {current ? <span className="sr-only">(now)</span> : null}
    </Tag>
  );
}

function ChampionColumn({ champion, level }: { champion: Boxer | null; level: 3 | 4 }) {
  return (
    <li
      className="flex w-56 shrink-0 flex-col sm:w-64 print:w-auto print:min-w-0 print:flex-1"
      data-column="champion"
    >
      <ColumnHeading level={level} current={false}>
        Champion
      </ColumnHeading>
      <div className="flex flex-1 items-center py-2">
        {champion ? (
          <div className="relative w-full overflow-hidden rounded-2xl bg-gradient-to-br from-gold-300 via-gold-400 to-gold-600 p-[2px] shadow-[0_0_48px_-12px_var(--color-gold-400)] print:bg-none print:shadow-none">
            <div className="rounded-[0.9rem] bg-ink-950 px-4 py-5 text-center print:bg-white">
              <Trophy aria-hidden className="mx-auto size-8 text-gold-300 print:text-ink-950" />
              <p className="mt-2 font-display text-[0.7rem] font-bold tracking-[0.3em] text-gold-300 uppercase print:text-ink-700">
                Champion
              </p>
              <p className="mt-1 font-display text-2xl leading-tight font-extrabold break-words text-white uppercase print:text-base print:text-ink-950">
                {champion.boxerId ? (
                  <Link
                    to={`/boxers/${encodeURIComponent(champion.boxerId)}`}
                    className="hover:text-gold-200"
                  >
                    {champion.name}
                  </Link>
                ) : (
                  champion.name
                )}
              </p>
              {champion.club ? (
                <p className="mt-1 text-xs text-ink-300 print:text-ink-700">{champion.club}</p>
              ) : null}
            </div>
          </div>
        ) : (
          <div className="w-full rounded-2xl border border-dashed border-gold-400/40 px-4 py-5 text-center">
            <Trophy aria-hidden className="mx-auto size-7 text-gold-400/60" />
            <p className="mt-2 text-sm text-ink-300 print:text-ink-700">Crowned when the final is decided.</p>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Keeps the round in play in view when the page opens and says, at the frame's edges, whether more of the
 * bracket lies either side (a phone shows a round and a half), and what: the final, or the champion.
 */
function useSideways(current: string | null) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setOverflow(measureSideways(el));
    scrollToCurrent(el, current);
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [current]);
  return { frame, overflow };
}

function BracketFrame({
  section,
  label,
  champion,
  current,
  joined,
}: {
  section: BracketSection;
  label: string;
  /** Rounds joined by lines (a knockout), or side by side (a pool's rounds). */
  joined: boolean;
  /** The section that ends the competition shows its champion after its last round. */
  champion: { boxer: Boxer | null } | null;
  current: string | null;
}) {
  const { frame, overflow } = useSideways(current);
  const level = section.title ? 4 : 3;
  const ahead = joined ? (overflow?.ahead ?? 'the final') : 'later rounds';
  // Before the page's script measures, a phone is told there is more to the right.
  const right = overflow ? overflow.right : true;
  const left = overflow?.left ?? false;
  return (
    <div className="relative overflow-hidden rounded-3xl bg-ink-950 text-white ring-1 ring-white/10 print:overflow-visible print:rounded-none print:bg-white print:text-ink-950 print:ring-0">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(232_185_73/0.12),transparent_60%)] print:hidden"
      />
      <div
        ref={frame}
        role="region"
        aria-label={`${section.title ?? label}, scrolls sideways`}
        // A region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold-400 print:overflow-visible"
        data-bracket-scroll
        // Where a page served as a document finds what this does in React (document-scripts/bracket.ts).
        data-current={current ?? undefined}
        data-joined={joined ? '' : undefined}
      >
        <ol className="flex min-w-max gap-10 p-5 pb-12 sm:p-8 sm:pb-12 print:min-w-0 print:gap-4 print:p-0">
          {section.columns.map((column, i) => {
            const inbound = i === 0 || !joined ? 'none' : linkBetween(section.columns[i - 1]!, column);
            const last = i === section.columns.length - 1;
            const outbound: Joint = !joined
              ? 'none'
              : last
                ? champion
                  ? 'straight'
                  : 'none'
                : linkBetween(column, section.columns[i + 1]);
            return (
              <li
                key={column.id}
                data-column={column.id}
                className="flex w-56 shrink-0 flex-col sm:w-60 print:w-auto print:min-w-0 print:flex-1"
              >
                {/* Under a section's own heading the rounds are h4; otherwise h3, after the page's h2. */}
                <ColumnHeading level={level} current={column.id === current}>
                  {column.title}
                </ColumnHeading>
                <ol aria-label={column.title} className="flex flex-1 flex-col">
                  {column.bouts.map((bout, index) => (
                    <BoutSlot
                      key={bout.engineBoutId}
                      bout={bout}
                      index={index}
                      inbound={inbound}
                      outbound={outbound}
                    />
                  ))}
                </ol>
              </li>
            );
          })}
          {champion ? <ChampionColumn champion={champion.boxer} level={level} /> : null}
        </ol>
      </div>
      {/* The edges fade where more of the bracket lies beyond them; the hint names what is there. */}
      <div
        aria-hidden
        data-bracket-edge="left"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-ink-950 to-transparent transition-opacity motion-reduce:transition-none print:hidden',
          left ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        aria-hidden
        data-bracket-edge="right"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 w-16 bg-gradient-to-l from-ink-950 to-transparent transition-opacity motion-reduce:transition-none print:hidden',
          right ? 'opacity-100' : 'opacity-0',
          !overflow && 'sm:opacity-0',
        )}
      />
      <p
        data-bracket-hint="ahead"
        className={cn(
          'pointer-events-none absolute right-3 bottom-3 items-center gap-1 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-ink-950 shadow-lg print:hidden',
          right ? 'inline-flex' : 'hidden',
          !overflow && 'sm:hidden',
        )}
      >
        Scroll for <span data-bracket-ahead="">{ahead}</span>{' '}
        <ChevronRight aria-hidden className="size-3.5" />
      </p>
      <p
        data-bracket-hint="behind"
        className={cn(
          'pointer-events-none absolute bottom-3 left-3 items-center gap-1 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-ink-300 backdrop-blur print:hidden',
          left && !right ? 'inline-flex' : 'hidden',
        )}
      >
        <ChevronLeft aria-hidden className="size-3.5" /> Earlier rounds
      </p>
    </div>
  );
}

/**
 * A knockout bracket drawn as a tree, as a broadcast shows it: one column per round, each bout level with
 * the two that feed it and joined to them by lines (gold once a winner went through), the champion after
 * the last round. Wide brackets scroll sideways inside their own frame (never the page), opened at the
 * round in play, the edges saying there is more; printed, the columns share the sheet's width. `tree`
 * false: a pool's or Swiss event's bouts by round, columns without lines or a champion.
 */
export function Bracket({
  sections,
  label,
  tree = true,
}: {
  sections: BracketSection[];
  label: string;
  tree?: boolean;
}) {
  const championSection = tree
    ? (sections.find((s) => s.id === 'final') ?? sections.find((s) => s.id === 'winners'))
    : undefined;
  const champion = tree ? bracketChampion(sections) : null;
  const current = champion && championSection ? 'champion' : currentColumnId(sections);
  return (
    <div className="space-y-10 print:space-y-4">
      {sections.map((section) => (
        <section key={section.id} aria-label={section.title ?? label}>
          {section.title ? (
            <h3 className="mb-3 text-xl font-extrabold uppercase print:text-base">{section.title}</h3>
          ) : null}
          <BracketFrame
            section={section}
            label={label}
            joined={tree}
            champion={section === championSection ? { boxer: champion } : null}
            current={current}
          />
        </section>
      ))}
    </div>
  );
}
