import { ArrowLeft, Scale } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts.$boutId';
import { FormAlert } from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import type { DecisionInput } from '~/features/competition';
import {
  BoutCards,
  BoutCorrections,
  cornerName,
  describe,
} from '~/features/competition/components/bout-sheet';
import { useHydrated } from '~/lib/use-hydrated';

// The bout's sheet for its organisers and the correction of its result: loader and action are server-only.
export { action, loader } from './admin-dashboard.tournaments.$id.bouts.$boutId.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.bout.number ? `Bout ${loaderData.bout.number}` : 'Bout'} · ${loaderData?.tournament.name ?? 'Tournament'} | Admin Dashboard | AJBXNG`,
  },
  { name: 'robots', content: 'noindex' },
];

const OUTCOMES: Array<{ value: DecisionInput['outcome']; label: string }> = [
  { value: 'WP', label: 'WP — win on points (the cards decide)' },
  { value: 'RSC', label: 'RSC — referee stopped the contest' },
  { value: 'RSC-I', label: 'RSC-I — stopped for an injury' },
  { value: 'KO', label: 'KO — knockout' },
  { value: 'ABD', label: 'ABD — a boxer retired' },
  { value: 'DSQ', label: 'DSQ — disqualification' },
];

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

      <BoutCards bout={bout} />

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

      <BoutCorrections bout={bout} />
    </article>
  );
}
