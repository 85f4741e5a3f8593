import { CheckCircle2, ChevronLeft, ChevronRight, Medal, Pause, Play } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { DemoMatch, DemoStep, DemoTournament } from '~/content/demo';
import { demoLiveScorecard, demoWeighIns } from '~/content/demo';
import { useWalkthrough } from '../use-walkthrough';
import { cn } from '~/lib/cn';

/** A small picture of what each step looks like in the product, drawn from the demo data. */
function StepVisual({
  step,
  tournament,
  matches,
}: {
  step: number;
  tournament: DemoTournament;
  matches: readonly DemoMatch[];
}) {
  const frame = 'rounded-xl bg-ink-950 p-5 ring-1 ring-white/10 text-sm';
  const live = matches.find((m) => m.status === 'live');
  const decided = matches.filter((m) => m.status === 'completed').slice(-3);
  switch (step) {
    case 0:
      return (
        <dl className={cn(frame, 'space-y-3')}>
          {[
            ['Tournament', tournament.name],
            ['Format', tournament.format],
            ['Weight classes', tournament.weightClasses.join(', ')],
            ['Rules', '3 rounds of 2 minutes'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-white/5 px-3 py-2">
              <dt className="text-xs text-ink-300">{label}</dt>
              <dd className="font-medium text-white">{value}</dd>
            </div>
          ))}
        </dl>
      );
    case 1:
      return (
        <ul className={cn(frame, 'space-y-2')}>
          {demoWeighIns.map((w) => (
            <li
              key={w.boxer}
              className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-3 py-2.5"
            >
              <span className="font-medium text-white">{w.boxer}</span>
              <span className="flex items-center gap-2 text-xs text-ink-300">
                {w.weightKg} kg
                <span className="inline-flex items-center gap-1 text-naija-500">
                  <CheckCircle2 aria-hidden className="size-3.5" /> {w.medicalCleared ? 'Cleared' : 'Pending'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      );
    case 2:
      return live ? (
        <div className={frame}>
          <p className="flex items-center justify-between text-xs text-ink-300">
            <span>{live.round}</span>
            <span className="inline-flex items-center gap-1.5 font-display font-bold tracking-wider text-corner-400 uppercase">
              <span aria-hidden className="size-1.5 rounded-full bg-corner-400" /> {live.score}
            </span>
          </p>
          <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
            <p className="font-semibold text-white">{live.boxer1}</p>
            <p className="font-display text-3xl font-extrabold text-gold-400">
              {demoLiveScorecard.lastRound}
            </p>
            <p className="font-semibold text-white">{live.boxer2}</p>
          </div>
          <p className="mt-4 rounded-lg bg-corner-500/15 px-3 py-2 text-xs text-corner-400">
            Foul logged: {demoLiveScorecard.foul}
          </p>
        </div>
      ) : null;
    default:
      return (
        <ul className={cn(frame, 'space-y-2')}>
          {decided.map((m) => (
            <li
              key={m.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-3 py-2.5"
            >
              <span className="flex items-center gap-2 font-medium text-white">
                <Medal aria-hidden className="size-4 text-gold-400" />
                {m.winner}
              </span>
              <span className="text-xs text-ink-300">{m.round}</span>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * SPEC §4's walkthrough: four steps, wrapping both ways, advancing every 3000 ms while playing. It starts
 * playing after hydration unless the visitor prefers reduced motion, in which case it waits for Play.
 * Served as a document (decision 0034), the page's own script (document-scripts/walkthrough.ts) runs the
 * same markup by its `data-walkthrough-*` attributes; whatever this draws per step, that script draws too.
 */
export function DemoWalkthrough({
  steps,
  tournament,
  matches,
}: {
  steps: readonly DemoStep[];
  tournament: DemoTournament;
  matches: readonly DemoMatch[];
}) {
  const { step, playing, next, previous, goTo, toggle } = useWalkthrough(steps.length);

  return (
    <div className="overflow-hidden rounded-3xl bg-ink-900 text-white ring-1 ring-white/10" data-walkthrough>
      <ol className="grid grid-cols-4 border-b border-white/10" aria-label="Walkthrough steps">
        {steps.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              onClick={() => goTo(i)}
              data-walkthrough-go={i}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                'relative flex h-full w-full flex-col items-start gap-1 px-3 py-4 text-left transition-colors sm:px-6 sm:py-5',
                i === step ? 'bg-white/5 text-white' : 'text-ink-300 hover:text-white',
              )}
            >
              <span
                aria-hidden
                data-walkthrough-bar
                className={cn(
                  'absolute inset-x-0 top-0 h-1 transition-colors',
                  i <= step ? 'bg-gold-400' : 'bg-white/10',
                )}
              />
              <span className="font-display text-sm font-bold tracking-wider text-gold-300">0{i + 1}</span>
              <span className="hidden font-display text-base leading-tight font-bold uppercase sm:block">
                {s.title}
              </span>
              <span className="sr-only sm:hidden">{s.title}</span>
            </button>
          </li>
        ))}
      </ol>

      {/*
        Every step is laid out in the same grid cell and only the current one is visible, so the panel is
        always as tall as the tallest step and nothing below it jumps when the demo advances.
      */}
      {/* Announces the step a visitor moved to; silent while auto-playing, so it never talks over them. */}
      <p
        className="sr-only"
        aria-live={playing ? 'off' : 'polite'}
        aria-atomic="true"
        data-walkthrough-announce
      >
        Step {step + 1} of {steps.length}: {steps[step]?.title}
      </p>
      <div className="grid p-6 sm:p-10">
        {steps.map((s, i) => (
          <div
            key={s.title}
            className={cn(
              'col-start-1 row-start-1 grid gap-8 lg:grid-cols-2 lg:items-center',
              i !== step && 'invisible',
            )}
            aria-hidden={i === step ? undefined : true}
            data-walkthrough-panel={i}
            data-testid={i === step ? 'walkthrough-step' : undefined}
          >
            <div>
              <p className="eyebrow text-gold-300">
                Step {i + 1} of {steps.length}
              </p>
              <h3 className="mt-3 text-4xl leading-none font-extrabold uppercase sm:text-5xl">{s.title}</h3>
              <p className="mt-4 max-w-lg leading-relaxed text-ink-300">{s.description}</p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {s.points.map((point) => (
                  <li key={point}>
                    <Badge tone="goldOnDark" className="tracking-[0.1em]">
                      {point}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
            <StepVisual step={i} tournament={tournament} matches={matches} />
          </div>
        ))}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 px-6 py-4 sm:px-10">
        <div className="flex flex-1 gap-2 sm:flex-none">
          <Button
            variant="outline"
            className="flex-1 text-white sm:flex-none"
            onClick={previous}
            data-walkthrough-action="previous"
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button
            variant="outline"
            className="flex-1 text-white sm:flex-none"
            onClick={next}
            data-walkthrough-action="next"
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
        {/* Both words in the page, one hidden: the page's own script (served as a document) swaps them. */}
        <Button onClick={toggle} className="w-full sm:w-auto" data-walkthrough-action="toggle">
          <span className="inline-flex items-center gap-2" hidden={!playing} data-walkthrough-when="playing">
            <Pause aria-hidden />
            Pause Demo
          </span>
          <span className="inline-flex items-center gap-2" hidden={playing} data-walkthrough-when="paused">
            <Play aria-hidden />
            Play Demo
          </span>
        </Button>
      </div>
    </div>
  );
}
