import { ArrowLeft, History, Scale } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts.$boutId';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { FormAlert } from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { boutSheet, correctResult, managedTournament } from '~/features/competition';
import type { BoutSheet, DecisionInput } from '~/features/competition';
import { requireWorkspace } from '~/features/organisations';
import { formatDateTime } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import { isServiceError, ServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.bout.number ? `Bout ${loaderData.bout.number}` : 'Bout'} · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG`,
  },
  { name: 'robots', content: 'noindex' },
];

/** The bout's own page for its organisers: every card, the fouls, the decision, corrections and their audit. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const boutId = /^\d{1,9}$/.test(params.boutId) ? Number(params.boutId) : 0;
  const bout = await boutSheet(db, workspace.viewer, boutId);
  if (bout.tournament.id !== tournament.id)
    throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  return { tournament, bout };
}

const OUTCOMES: Array<{ value: DecisionInput['outcome']; label: string }> = [
  { value: 'WP', label: 'WP — win on points (the cards decide)' },
  { value: 'RSC', label: 'RSC — referee stopped the contest' },
  { value: 'RSC-I', label: 'RSC-I — stopped for an injury' },
  { value: 'KO', label: 'KO — knockout' },
  { value: 'ABD', label: 'ABD — a boxer retired' },
  { value: 'DSQ', label: 'DSQ — disqualification' },
];

type Answer = { ok: boolean; message: string; voids?: boolean; fields?: Record<string, string[]> };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id);
  const boutId = /^\d{1,9}$/.test(params.boutId) ? Number(params.boutId) : 0;
  const sheet = await boutSheet(db, workspace.viewer, boutId);
  if (sheet.tournament.id !== tournament.id)
    throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  const form = await request.formData();
  const outcome = String(form.get('outcome') ?? '');
  const winner = String(form.get('winner') ?? '');
  const round = String(form.get('round') ?? '').trim();
  if (!OUTCOMES.some((o) => o.value === outcome))
    return { ok: false, message: 'Choose the outcome.', fields: { outcome: ['Choose the outcome'] } };
  try {
    const done = await correctResult(
      db,
      workspace.viewer,
      boutId,
      {
        outcome: outcome as DecisionInput['outcome'],
        reason: String(form.get('reason') ?? ''),
        ...(winner === 'red' || winner === 'blue' ? { winner } : {}),
        ...(round !== '' ? { round: Number(round) } : {}),
        acceptVoided: form.get('acceptVoided') === 'yes',
      },
      { notify: { baseUrl: context.services.config.baseUrl } },
    );
    return {
      ok: true,
      message: !done.changed
        ? 'The bout already has this result: nothing was changed.'
        : done.voided.length > 0
          ? `Result corrected. Set aside, to be boxed again: bout ${done.voided.join(', ')}.`
          : 'Result corrected.',
    };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        message: error.message,
        voids: error.code === 'correction_voids_bouts',
        ...(error.fields ? { fields: error.fields } : {}),
      };
    throw error;
  }
}

function cornerName(bout: BoutSheet, corner: 'red' | 'blue' | null): string {
  if (corner === null) return 'Nobody (a draw)';
  return bout[corner]?.name ?? 'To be decided';
}

function describe(result: Record<string, unknown>, bout: BoutSheet): string {
  const winner = result.winner === 'red' || result.winner === 'blue' ? cornerName(bout, result.winner) : null;
  return [
    result.outcome,
    winner ? `to ${winner}` : null,
    result.round ? `round ${String(result.round)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export default function BoutAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament: t, bout } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  useEffect(() => {
    if (actionData?.ok) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);
  const title = bout.number ? `Bout ${bout.number}` : 'Bout';
  return (
    <article aria-labelledby="bout-title" className="space-y-8">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}/bouts`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Bout order
      </Link>
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">
          {t.name} · {bout.category.label}
        </p>
        <h2 id="bout-title" className="text-3xl font-extrabold uppercase">
          {title}
          {bout.ring ? ` · Ring ${bout.ring}` : ''}
        </h2>
        <p className="mt-2 text-lg">
          <span className="font-semibold text-corner-700">{cornerName(bout, 'red')}</span>
          {bout.red?.club ? <span className="text-ink-600"> ({bout.red.club})</span> : null}
          <span className="text-ink-600"> vs </span>
          <span className="font-semibold text-sky-800">{cornerName(bout, 'blue')}</span>
          {bout.blue?.club ? <span className="text-ink-600"> ({bout.blue.club})</span> : null}
        </p>
        <p className="mt-2">
          <Badge tone={bout.status === 'in_progress' ? 'red' : bout.status === 'decided' ? 'green' : 'muted'}>
            {bout.status.replace('_', ' ')}
          </Badge>
          {bout.decision ? (
            <span className="ml-3 font-semibold">
              {describe(
                {
                  outcome: bout.decision.outcome,
                  winner: bout.decision.winner,
                  round: bout.decision.round,
                },
                bout,
              )}
              {bout.decision.verdict ? ` (${bout.decision.verdict})` : ''}
            </span>
          ) : null}
        </p>
      </header>

      <section aria-labelledby="cards-heading">
        <Card className="overflow-x-auto p-6">
          <h3 id="cards-heading" className="font-display text-xl font-bold uppercase">
            Judges’ cards
          </h3>
          <table className="mt-4 w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Each judge’s score per round, red then blue</caption>
            <thead>
              <tr className="border-b border-ink-900/10">
                <th scope="col" className="py-2 pr-4">
                  Round
                </th>
                {bout.officials.judges.map((j) => (
                  <th key={j.seat} scope="col" className="py-2 pr-4">
                    Judge {j.seat} · {j.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bout.rounds.map((r) => (
                <tr key={r.round} className="border-b border-ink-900/5">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {r.round}
                  </th>
                  {bout.officials.judges.map((j) => {
                    const card = r.cards.find((c) => c.seat === j.seat);
                    return (
                      <td key={j.seat} className="py-2 pr-4 tabular-nums">
                        {card ? `${card.red}–${card.blue}` : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
              {bout.decision?.totals ? (
                <tr>
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    Total after warnings
                  </th>
                  {bout.decision.totals.map((total, i) => (
                    <td key={i} className="py-2 pr-4 font-semibold tabular-nums">
                      {total[0]}–{total[1]}
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-ink-700">
            Warnings: red {bout.warnings.red}, blue {bout.warnings.blue}.{' '}
            {bout.fouls.length > 0
              ? `Fouls: ${bout.fouls
                  .map(
                    (f) =>
                      `round ${f.round}, ${f.corner}, ${f.foulType.replaceAll('_', ' ')}${f.deduct ? ' (warning)' : ''}`,
                  )
                  .join('; ')}.`
              : 'No fouls recorded.'}
          </p>
        </Card>
      </section>

      {bout.status === 'decided' ? (
        <section aria-labelledby="correct-heading">
          <Card className="p-6">
            <h3
              id="correct-heading"
              className="flex items-center gap-2 font-display text-xl font-bold uppercase"
            >
              <Scale aria-hidden className="size-5" /> Correct the result
            </h3>
            <p className="mt-2 max-w-2xl text-sm text-ink-700">
              The bracket follows the corrected result. If a later bout was boxed by a boxer who no longer
              goes through, its result is set aside and it is boxed again: you are asked to confirm first.
              Records, medals and medical suspensions follow; the reason is kept in the audit below.
            </p>
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="outcome">Outcome</Label>
                <Select
                  id="outcome"
                  name="outcome"
                  defaultValue={bout.decision?.outcome ?? 'WP'}
                  options={OUTCOMES}
                />
              </div>
              <div>
                <Label htmlFor="winner">Winner</Label>
                <Select
                  id="winner"
                  name="winner"
                  defaultValue={bout.decision?.winner ?? ''}
                  placeholder="From the cards (WP)"
                  options={[
                    { value: 'red', label: `Red: ${cornerName(bout, 'red')}` },
                    { value: 'blue', label: `Blue: ${cornerName(bout, 'blue')}` },
                  ]}
                />
              </div>
              <div>
                <Label htmlFor="round">Round it ended (stoppages)</Label>
                <Input
                  id="round"
                  name="round"
                  type="number"
                  min={1}
                  max={bout.rules.rounds}
                  defaultValue={bout.decision?.round ?? ''}
                />
              </div>
              <div className="sm:col-span-2">
                <Label htmlFor="reason">Reason (kept in the audit)</Label>
                <Textarea id="reason" name="reason" required minLength={5} maxLength={500} rows={3} />
              </div>
              {actionData?.voids ? (
                <label className="flex items-start gap-2 text-sm sm:col-span-2">
                  <input type="checkbox" name="acceptVoided" value="yes" className="mt-1 size-4" />
                  <span>I confirm: set aside the results named above, to be boxed again.</span>
                </label>
              ) : null}
              <div className="sm:col-span-2">
                <FormAlert message={actionData && !actionData.ok ? actionData.message : undefined} />
                {actionData?.ok && !hydrated ? (
                  <FormAlert tone="success" message={actionData.message} />
                ) : null}
              </div>
              <div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Correct result
                </Button>
              </div>
            </Form>
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="audit-heading">
        <Card className="p-6">
          <h3 id="audit-heading" className="flex items-center gap-2 font-display text-xl font-bold uppercase">
            <History aria-hidden className="size-5" /> Corrections
          </h3>
          {bout.corrections.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">
              No correction: the result stands as given at ringside.
            </p>
          ) : (
            <ol className="mt-3 space-y-3">
              {bout.corrections.map((c, i) => (
                <li key={i} className="rounded-lg border border-ink-900/10 p-3 text-sm">
                  <p className="font-semibold">
                    {formatDateTime(new Date(c.createdAt))} · {c.actorName ?? 'A former organiser'}
                  </p>
                  <p>
                    From {describe(c.before, bout)} to {describe(c.after, bout)}.
                  </p>
                  <p className="text-ink-700">Reason: {c.reason}</p>
                  {c.voided.length > 0 ? (
                    <p className="text-ink-700">Set aside, to be boxed again: bout {c.voided.join(', ')}.</p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
