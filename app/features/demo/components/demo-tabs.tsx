import { Clock } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { tabsContentClass, tabsListClass, tabsTriggerClass } from '~/components/ui/tabs-styles';
import { cn } from '~/lib/cn';
import { tabAfterKey } from '~/lib/tab-keys';
import type { DemoMatch, DemoMatchStatus, DemoTournament, TimelineMilestone } from '~/content/demo';
import { describeOffset } from '../walkthrough';
import { BracketView } from '~/components/platform/bracket-view';

const statusBadge: Record<DemoMatchStatus, { tone: 'green' | 'red' | 'blue'; label: string }> = {
  completed: { tone: 'green', label: 'Completed' },
  live: { tone: 'red', label: 'Live' },
  upcoming: { tone: 'blue', label: 'Upcoming' },
};

function MatchRow({ match }: { match: DemoMatch }) {
  const badge = statusBadge[match.status];
  return (
    <li className="grid gap-3 rounded-xl bg-white p-5 ring-1 ring-ink-900/10 sm:grid-cols-[8rem_1fr_auto] sm:items-center">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1">
        <Badge tone={badge.tone} className={badge.tone === 'red' ? 'bg-corner-600' : undefined}>
          {badge.label}
        </Badge>
        <span className="inline-flex items-center gap-1 text-sm text-ink-600">
          <Clock aria-hidden className="size-3.5" />
          {match.time}
        </span>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          Bout {match.id} · {match.round}
        </p>
        <p className="mt-1 font-display text-2xl leading-tight font-extrabold uppercase">
          {match.boxer1} <span className="text-ink-400">vs</span> {match.boxer2}
        </p>
        {match.winner ? (
          <p className="mt-1 text-sm text-ink-700">
            Winner: <strong className="font-semibold text-ink-900">{match.winner}</strong>
          </p>
        ) : null}
      </div>
      {match.score ? (
        <p className="font-display text-lg font-bold text-ink-800 sm:text-right">{match.score}</p>
      ) : null}
    </li>
  );
}

const demoViews = [
  { value: 'overview', label: 'Overview' },
  { value: 'brackets', label: 'Brackets' },
  { value: 'live', label: 'Live Matches' },
  { value: 'results', label: 'Results' },
] as const;
type DemoView = (typeof demoViews)[number]['value'];

/**
 * WAI-ARIA tabs of the demo's four views, every panel in the page (the ones not chosen `hidden`): the page
 * is served as a document (decision 0034), and its own script (document-scripts/tabs.ts) runs these same
 * tabs by their `data-tab` attributes; reached from a hydrated page, React runs them. Arrows, Home and End
 * move between tabs and choose as they go, as Radix's tabs did.
 */
function DemoViewTabs({ panels }: { panels: Record<DemoView, ReactNode> }) {
  const [active, setActive] = useState<DemoView>('overview');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = demoViews.findIndex((view) => view.value === active);
    const next = tabAfterKey(event.key, current, demoViews.length);
    if (next === null) return;
    event.preventDefault();
    setActive(demoViews[next]!.value);
    document.getElementById(`demo-tab-${demoViews[next]!.value}`)?.focus();
  };
  return (
    <div data-tabs>
      <div
        role="tablist"
        aria-label="Demo tournament views"
        aria-orientation="horizontal"
        className={cn(tabsListClass, 'grid w-full grid-cols-2 sm:inline-flex sm:w-auto')}
      >
        {demoViews.map((view) => {
          const selected = view.value === active;
          return (
            <button
              key={view.value}
              type="button"
              role="tab"
              id={`demo-tab-${view.value}`}
              aria-controls={`demo-panel-${view.value}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              data-tab={view.value}
              className={tabsTriggerClass}
              onClick={() => setActive(view.value)}
              onKeyDown={onKeyDown}
            >
              {view.label}
            </button>
          );
        })}
      </div>
      {demoViews.map((view) => (
        <div
          key={view.value}
          role="tabpanel"
          id={`demo-panel-${view.value}`}
          aria-labelledby={`demo-tab-${view.value}`}
          tabIndex={0}
          hidden={view.value !== active}
          data-state={view.value === active ? 'active' : 'inactive'}
          data-tab-panel={view.value}
          className={tabsContentClass}
        >
          {panels[view.value]}
        </div>
      ))}
    </div>
  );
}

export function DemoTabs({
  tournament,
  matches,
  timeline,
}: {
  tournament: DemoTournament;
  matches: readonly DemoMatch[];
  timeline: readonly TimelineMilestone[];
}) {
  const inPlay = matches.filter((m) => m.status !== 'completed');
  const results = matches.filter((m) => m.status === 'completed');
  const facts = [
    { label: 'Participants', value: String(tournament.participants) },
    { label: 'Matches', value: String(tournament.matches) },
    { label: 'Duration', value: tournament.duration },
    { label: 'Format', value: tournament.format },
  ];
  const panels: Record<DemoView, ReactNode> = {
    overview: (
      <div className="grid gap-5 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-2xl bg-white p-7 ring-1 ring-ink-900/10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-3xl leading-none font-extrabold uppercase">{tournament.name}</h3>
            <Badge tone="red" className="bg-corner-600">
              {tournament.status}
            </Badge>
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-1 rounded-xl bg-canvas p-4">
                <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{fact.label}</dt>
                <dd className="font-display text-2xl leading-tight font-extrabold">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-xs font-semibold tracking-wide text-ink-600 uppercase">Weight classes</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {tournament.weightClasses.map((w) => (
              <li key={w}>
                <Badge tone="muted">{w}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-ink-900 p-7 text-white">
          <h3 className="text-2xl leading-none font-extrabold uppercase">Tournament Timeline</h3>
          <ol className="mt-6 space-y-5 border-l-2 border-white/10 pl-5">
            {timeline.map((milestone) => (
              <li key={milestone.label} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-gold-400 ring-4 ring-ink-900"
                />
                <p className="font-semibold">{milestone.label}</p>
                <p className="text-sm text-ink-300">{describeOffset(milestone.daysBeforeStart)}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    ),
    brackets: (
      <div className="rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10 sm:p-7">
        <h3 className="text-2xl leading-none font-extrabold uppercase">Heavyweight: Last Eight</h3>
        <BracketView matches={matches} label="Heavyweight bracket" className="mt-6" />
      </div>
    ),
    live: (
      <>
        <h3 className="sr-only">Live and upcoming matches</h3>
        <ul className="space-y-3">
          {inPlay.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      </>
    ),
    results: (
      <>
        <h3 className="sr-only">Results</h3>
        <ul className="space-y-3">
          {results.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      </>
    ),
  };
  return <DemoViewTabs panels={panels} />;
}
