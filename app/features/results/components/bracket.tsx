import { cn } from '~/lib/cn';
import type { BracketBout, BracketCorner, BracketSection } from '../shaping';
import { BoxerName, etaText, OutcomeTag } from './event-bits';

function CornerLine({
  corner,
  colour,
  decided,
}: {
  corner: BracketCorner;
  colour: 'red' | 'blue';
  decided: boolean;
}) {
  return (
    <div
      className={cn(
        // Printed, a bracket of 16 must fit one A4 sheet: smaller lines and type on paper.
        'flex min-h-12 items-center gap-2 border-l-4 px-3 py-1.5 text-sm print:min-h-0 print:py-0.5 print:text-[9pt]',
        colour === 'red' ? 'border-l-corner-600' : 'border-l-sky-600',
        corner.kind === 'boxer' && decided && !corner.won && 'text-ink-600',
      )}
    >
      <span className="sr-only">{colour === 'red' ? 'Red corner:' : 'Blue corner:'}</span>
      {corner.kind === 'boxer' ? (
        <BoxerName boxer={corner.boxer} won={corner.won} />
      ) : corner.kind === 'bye' ? (
        <span className="text-ink-600 italic">Bye</span>
      ) : (
        <span className="text-ink-600 italic">{corner.from}</span>
      )}
    </div>
  );
}

function BoutCard({ bout }: { bout: BracketBout }) {
  const decided = bout.state === 'decided';
  return (
    <li
      className={cn(
        'overflow-hidden rounded-xl bg-white ring-1 ring-ink-900/10 break-inside-avoid',
        bout.state === 'in_progress' && 'ring-2 ring-corner-500',
      )}
    >
      <p className="flex items-center justify-between gap-2 bg-ink-900/5 px-3 py-1 text-xs font-semibold text-ink-700 print:py-0 print:text-[7pt]">
        <span>
          {bout.state === 'bye'
            ? 'Through on a bye'
            : bout.number !== null
              ? `Bout ${bout.number}${bout.ring !== null ? ` · Ring ${bout.ring}` : ''}`
              : 'Bout to be numbered'}
        </span>
        {bout.state === 'in_progress' ? (
          <span className="rounded bg-corner-600 px-1.5 py-0.5 font-display text-[0.6rem] font-bold tracking-wider text-white uppercase">
            Live
          </span>
        ) : decided ? (
          <OutcomeTag outcome={bout.outcome} />
        ) : bout.eta && bout.state !== 'bye' && bout.state !== 'cancelled' ? (
          <span>{etaText(bout.eta)}</span>
        ) : null}
      </p>
      <div className="divide-y divide-ink-900/10">
        <CornerLine corner={bout.corners[0]} colour="red" decided={decided} />
        <CornerLine corner={bout.corners[1]} colour="blue" decided={decided} />
      </div>
    </li>
  );
}

function ColumnHeading({ level, children }: { level: 3 | 4; children: string }) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return <Tag className="eyebrow mb-3 text-[0.7rem] text-ink-600">{children}</Tag>;
}

/**
 * A knockout bracket: one column per round, bouts spaced so each sits level with the two that feed it.
 * Wide brackets scroll sideways inside their own frame (never the page); printed, the columns share the
 * sheet's width.
 */
export function Bracket({ sections, label }: { sections: BracketSection[]; label: string }) {
  return (
    <div className="space-y-10 print:space-y-4">
      {sections.map((section) => (
        <section key={section.id} aria-label={section.title ?? label}>
          {section.title ? (
            <h3 className="mb-3 text-xl font-extrabold uppercase print:text-base">{section.title}</h3>
          ) : null}
          <div
            role="region"
            aria-label={`${section.title ?? label}, scrolls sideways`}
            // A region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="relative -mx-4 overflow-x-auto px-4 pb-3 focus-visible:outline-2 focus-visible:outline-gold-500 sm:mx-0 sm:px-0 print:mx-0 print:overflow-visible print:px-0"
            data-bracket-scroll
          >
            <ol className="flex min-w-max gap-4 print:min-w-0 print:gap-2">
              {section.columns.map((column) => (
                <li
                  key={column.id}
                  className="flex w-60 shrink-0 flex-col print:w-auto print:min-w-0 print:flex-1"
                >
                  {/* Under a section's own heading the rounds are h4; otherwise h3, after the page's h2. */}
                  <ColumnHeading level={section.title ? 4 : 3}>{column.title}</ColumnHeading>
                  <ol
                    aria-label={column.title}
                    className="flex flex-1 flex-col justify-around gap-3 print:gap-1.5"
                  >
                    {column.bouts.map((bout) => (
                      <BoutCard key={bout.engineBoutId} bout={bout} />
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}
    </div>
  );
}
