import {
  ClipboardList,
  Flame,
  LineChart,
  MessageSquareQuote,
  ShieldAlert,
  Target,
  TrendingUp,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { formatDateTime, formatLongDate } from '~/lib/lagos-time';
import type { Journey } from '../awards.server';
import type { BoxerFeedback } from '../feedback.server';
import type { FocusArea, Strength } from '../progress';
import type { ResultPoint } from '../results-over-time';

// visx comes with the chart, fetched when the Progress tab first opens (decision 0024): no other page or tab
// downloads it.
const ResultsChart = lazy(() => import('./results-chart'));

/** The boxer's results over time: the chart once a bout has a result, else what will appear. */
function ResultsOverTime({ points }: { points: ResultPoint[] }) {
  return (
    <Card className="p-6 sm:p-8">
      <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
        <LineChart aria-hidden className="size-5 text-gold-600" /> Results over time
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        Your bouts on AJBXNG, oldest first, and your win rate after each.
      </p>
      {points.length === 0 ? (
        <p className="mt-3 text-ink-700">
          Each bout you box on the platform appears here once its result is in: a win, a loss or a draw, with
          your win rate after it.
        </p>
      ) : (
        <div className="mt-4">
          <Suspense
            fallback={
              <p role="status" className="grid h-[260px] place-items-center text-sm text-ink-600">
                Drawing your results…
              </p>
            }
          >
            <ResultsChart points={points} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}

function strengthText(s: Strength, j: Journey): { title: string; detail: string } {
  switch (s) {
    case 'win-rate':
      return { title: 'Winning record', detail: `You win ${j.progress.winRate}% of your bouts.` };
    case 'experience':
      return { title: 'Ring experience', detail: `${j.progress.matches} bouts boxed.` };
    case 'awards':
      return {
        title: 'Award winner',
        detail: j.awards === 1 ? 'One award won.' : `${j.awards} awards won.`,
      };
  }
}

function focusText(f: FocusArea, j: Journey): { title: string; detail: string } {
  switch (f) {
    case 'win-rate':
      return {
        title: 'Win rate',
        detail: `${j.progress.winRate}% of your bouts won: work with your coach on what decides close rounds.`,
      };
    case 'ring-time':
      return {
        title: 'Ring time',
        detail: `${j.progress.matches === 0 ? 'No bouts' : j.progress.matches === 1 ? 'One bout' : `${j.progress.matches} bouts`} boxed: enter more tournaments to gain experience.`,
      };
    case 'medical':
      return {
        title: 'Medical clearance',
        detail: 'Your medical status is Pending: bring your medical certificate to the next weigh-in.',
      };
    case 'no-upcoming':
      return {
        title: 'No upcoming matches',
        detail: 'Enter an open tournament from the Tournaments tab to get your next bout.',
      };
  }
}

function Bar({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-ink-900">{label}</p>
        <p className="font-display text-xl font-extrabold tabular-nums">{value}%</p>
      </div>
      <Progress value={value} label={label} className="mt-2 h-3" />
      <p className="mt-1.5 text-sm text-ink-600">{detail}</p>
    </div>
  );
}

/**
 * The boxer dashboard's Progress tab, by the formulas of SPEC §9 (progress.ts): win rate, the experience
 * and participation bars, the results over time (a chart), strengths and focus areas; then the coach's feedback (SPEC §6 "receive
 * feedback"): skill assessments (each skill's latest with its history) and notes.
 */
export function ProgressPanel({
  journey: j,
  feedback,
  results = [],
}: {
  journey: Journey;
  feedback: BoxerFeedback;
  /** The boxer's bouts with a result, oldest first (results-over-time.ts). */
  results?: ResultPoint[];
}) {
  const p = j.progress;
  return (
    <div className="space-y-8">
      <section aria-labelledby="progress-heading" className="space-y-5">
        <div>
          <h2 id="progress-heading" className="text-3xl font-extrabold uppercase">
            Progress
          </h2>
          <p className="mt-1 text-ink-700">Your record, how much you box, and what to build on.</p>
        </div>
        {j.suspension ? (
          <div
            role="status"
            className="flex gap-3 rounded-2xl bg-corner-600/10 p-4 text-corner-600 ring-1 ring-corner-600/30"
          >
            <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-bold">Medically suspended until {formatLongDate(j.suspension.until)}</p>
              <p className="text-sm text-ink-800">
                {j.suspension.reason ? `${j.suspension.reason}. ` : ''}No entries or draws until it ends.
              </p>
            </div>
          </div>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <Card className="relative overflow-hidden bg-ink-950 p-6 text-white sm:p-8">
            <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
            <p className="eyebrow text-gold-300">Win rate</p>
            <p className="mt-2 font-display text-7xl leading-none font-extrabold text-gradient-gold">
              <span data-testid="win-rate">{p.winRate}</span>%
            </p>
            <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
              {(
                [
                  ['Wins', j.record.wins],
                  ['Losses', j.record.losses],
                  ['Draws', j.record.draws],
                ] as const
              ).map(([label, value]) => (
                <div
                  key={label}
                  className="flex flex-col-reverse rounded-xl bg-white/5 py-3 ring-1 ring-white/10"
                >
                  <dt className="text-xs tracking-wider text-ink-300 uppercase">{label}</dt>
                  <dd className="font-display text-3xl font-extrabold">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="space-y-6 p-6 sm:p-8">
            <Bar
              label="Experience"
              value={p.experience}
              detail={`${p.matches === 0 ? 'No bouts' : p.matches === 1 ? 'One bout' : `${p.matches} bouts`} boxed: full at 10.`}
            />
            <Bar
              label="Tournament participation"
              value={p.participation}
              detail={`${j.activeTournaments === 0 ? 'No active tournament' : j.activeTournaments === 1 ? 'One active tournament' : `${j.activeTournaments} active tournaments`} entered: full at 5.`}
            />
          </Card>
        </div>
        <ResultsOverTime points={results} />
        <div className="grid gap-5 md:grid-cols-2">
          {p.strengths.length > 0 ? (
            <Card className="p-6">
              <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
                <Flame aria-hidden className="size-5 text-gold-600" /> Strengths
              </h3>
              <ul className="mt-3 space-y-3">
                {p.strengths.map((s) => {
                  const t = strengthText(s, j);
                  return (
                    <li key={s} className="border-l-4 border-naija-500 pl-3">
                      <p className="font-semibold">{t.title}</p>
                      <p className="text-sm text-ink-700">{t.detail}</p>
                    </li>
                  );
                })}
              </ul>
            </Card>
          ) : null}
          {p.focusAreas.length > 0 ? (
            <Card className="p-6">
              <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
                <Target aria-hidden className="size-5 text-corner-600" /> Focus areas
              </h3>
              <ul className="mt-3 space-y-3">
                {p.focusAreas.map((f) => {
                  const t = focusText(f, j);
                  return (
                    <li key={f} className="border-l-4 border-gold-400 pl-3">
                      <p className="font-semibold">{t.title}</p>
                      <p className="text-sm text-ink-700">{t.detail}</p>
                    </li>
                  );
                })}
              </ul>
            </Card>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="feedback-heading" className="space-y-5">
        <div>
          <h2 id="feedback-heading" className="text-3xl font-extrabold uppercase">
            From your coach
          </h2>
          <p className="mt-1 text-ink-700">Skill assessments (1-10) and notes, after a bout or in general.</p>
        </div>
        {feedback.skills.length === 0 && feedback.notes.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-900/20 bg-white p-6 text-ink-700">
            <TrendingUp aria-hidden className="mr-2 inline size-5 text-gold-600" />
            Nothing yet: your coach’s notes and skill assessments appear here as they write them.
          </p>
        ) : null}
        {feedback.skills.length > 0 ? (
          <Card className="p-6">
            <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
              <ClipboardList aria-hidden className="size-5 text-gold-600" /> Skill assessments
            </h3>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2" aria-label="Skill assessments">
              {feedback.skills.map((s) => (
                <li key={s.skill}>
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="font-semibold">{s.label}</p>
                    <p className="font-display text-xl font-extrabold tabular-nums">
                      {s.latest.score}
                      <span className="text-sm text-ink-600">/10</span>
                    </p>
                  </div>
                  <Progress value={s.latest.score * 10} label={`${s.label}: ${s.latest.score} out of 10`} />
                  {s.latest.note ? <p className="mt-1 text-sm text-ink-700">“{s.latest.note}”</p> : null}
                  {s.history.length > 1 ? (
                    <details className="mt-1 text-sm text-ink-600">
                      <summary className="cursor-pointer font-semibold text-ink-700">
                        History ({s.history.length} assessments)
                      </summary>
                      <ol className="mt-1 space-y-0.5">
                        {s.history.map((h, i) => (
                          <li key={i}>
                            {h.score}/10 · {formatDateTime(new Date(h.assessedAt))} WAT
                            {h.coach ? ` · ${h.coach}` : ''}
                          </li>
                        ))}
                      </ol>
                    </details>
                  ) : (
                    <p className="mt-1 text-xs text-ink-600">
                      {formatDateTime(new Date(s.latest.assessedAt))} WAT
                      {s.latest.coach ? ` · ${s.latest.coach}` : ''}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        {feedback.notes.length > 0 ? (
          <ol className="space-y-3" aria-label="Coach’s notes">
            {feedback.notes.map((n) => (
              <li key={n.id} className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  <MessageSquareQuote aria-hidden className="size-4 text-gold-600" />
                  {n.bout
                    ? `After bout ${n.bout.number ?? ''}, ${n.bout.tournament}`.replace('  ', ' ')
                    : 'General note'}
                </p>
                <p className="mt-2 whitespace-pre-line text-ink-900">{n.note}</p>
                <p className="mt-2 text-sm text-ink-600">
                  {n.coach ?? 'Your coach'} ·{' '}
                  <time dateTime={n.createdAt}>{formatDateTime(new Date(n.createdAt))} WAT</time>
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </div>
  );
}
