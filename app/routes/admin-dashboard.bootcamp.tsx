import { Check, Megaphone, Send, X } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-dashboard.bootcamp';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { requireViewer } from '~/features/auth/guard.server';
import {
  bootcampCandidates,
  bootcampCohort,
  cohortFor,
  inviteShortlist,
  publishCohort,
  removeFromShortlist,
  shortlistBoxer,
} from '~/features/rankings';
import { BOOTCAMP_SIZE } from '~/features/rankings/rules';
import { bootcampSelectionSchema } from '~/features/rankings/forms';
import { parseSubmission } from '~/components/forms/submission';
import { formatDateTime, lagosDate } from '~/lib/lagos-time';
import { isServiceError } from '@server/service-error';
import { clock } from '@server/clock';

export const meta: Route.MetaFunction = () => [
  { title: 'Bootcamp selection | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The London bootcamp's selection (issue 33): platform admins only. The top 20 by the bootcamp's rule (each
 * boxer's best division), the cohort's shortlist, invitations and publication.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const db = context.services.database.db;
  const today = lagosDate(clock.now());
  const cohort = cohortFor(today);
  const [candidates, current] = await Promise.all([
    bootcampCandidates(db, today),
    bootcampCohort(db, cohort),
  ]);
  return {
    cohort,
    candidates,
    selections: current.selections,
    publishedAt: current.publishedAt ? formatDateTime(current.publishedAt) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const db = context.services.database.db;
  const parsed = parseSubmission(bootcampSelectionSchema, await request.formData());
  if (!parsed.ok)
    return data({ ok: false, message: 'That is not a selection this page makes.' }, { status: 400 });
  const command = parsed.data;
  const cohort = cohortFor(lagosDate(clock.now()));
  try {
    switch (command.intent) {
      case 'shortlist': {
        const c = await shortlistBoxer(db, viewer, cohort, command.boxerId);
        return { ok: true, message: `${c.name} is on the ${cohort} shortlist.` };
      }
      case 'remove':
        await removeFromShortlist(db, viewer, cohort, command.boxerId);
        return { ok: true, message: 'Taken off the shortlist.' };
      case 'invite': {
        const n = await inviteShortlist(db, viewer, cohort, { baseUrl: context.services.config.baseUrl });
        return {
          ok: true,
          message:
            n === 0
              ? 'Nobody on the shortlist is waiting for an invitation.'
              : `${n} ${n === 1 ? 'boxer' : 'boxers'} invited by e-mail and on their phone.`,
        };
      }
      case 'publish':
        await publishCohort(db, viewer, cohort);
        return { ok: true, message: `The ${cohort} cohort is published on the bootcamp page.` };
    }
  } catch (error) {
    if (isServiceError(error))
      return data({ ok: false, message: error.body.message }, { status: error.status });
    throw error;
  }
}

const statusLabel = {
  shortlisted: 'Shortlisted',
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
};
const pointsFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

export default function BootcampSelection({ loaderData, actionData }: Route.ComponentProps) {
  const { cohort, candidates, selections, publishedAt } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const selected = new Map(selections.map((s) => [s.boxerId, s]));
  const waiting = selections.filter((s) => s.status === 'shortlisted').length;
  return (
    <div className="space-y-10">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Bootcamp</p>
        <h2 className="text-3xl font-extrabold uppercase">AJ Bootcamp London {cohort}: selection</h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          The top {BOOTCAMP_SIZE} by the bootcamp&rsquo;s rule: each boxer&rsquo;s best division in the{' '}
          <Link to="/rankings" className="underline">
            rankings
          </Link>{' '}
          (most points, then the ranking&rsquo;s tie-breaks), one row per boxer. Shortlist, invite (e-mail and
          their phone), then publish: the bootcamp page shows the cohort.
        </p>
        {publishedAt ? <p className="mt-2 font-semibold text-naija-700">Published {publishedAt}.</p> : null}
      </header>
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${actionData.ok ? 'bg-naija-500/10 text-naija-700 ring-naija-500/30' : 'bg-corner-500/10 text-corner-600 ring-corner-500/30'}`}
        >
          {actionData.message}
        </p>
      ) : null}

      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The top {BOOTCAMP_SIZE} by the bootcamp&rsquo;s rule</caption>
          <thead className="bg-ink-950 text-xs tracking-wider text-ink-300 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                #
              </th>
              <th scope="col" className="px-4 py-3">
                Boxer
              </th>
              <th scope="col" className="px-4 py-3">
                Best division
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Points
              </th>
              <th scope="col" className="px-4 py-3">
                Selection
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/10">
            {candidates.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-ink-700">
                  No ranked boxers yet: points arrive with each decided bout.
                </td>
              </tr>
            ) : null}
            {candidates.map((c, i) => {
              const s = selected.get(c.boxerId);
              return (
                <tr key={c.boxerId}>
                  <td className="px-4 py-3 font-display text-lg font-bold tabular-nums">{i + 1}</td>
                  <td className="px-4 py-3">
                    <Link to={`/boxers/${c.boxerId}`} className="font-semibold hover:underline">
                      {c.name}
                    </Link>
                    <span className="block text-xs text-ink-600">{c.club ?? 'No club'}</span>
                  </td>
                  <td className="px-4 py-3 text-ink-700">
                    #{c.rank} · {c.division}
                  </td>
                  <td className="px-4 py-3 text-right font-bold tabular-nums">
                    {pointsFormat.format(c.points)}
                  </td>
                  <td className="px-4 py-3">
                    {s ? (
                      <span className="inline-flex items-center gap-2">
                        <span className="rounded-full bg-gold-200/60 px-2.5 py-1 text-xs font-semibold">
                          {statusLabel[s.status]}
                        </span>
                        {s.status === 'shortlisted' ? (
                          <Form method="post">
                            <input type="hidden" name="boxerId" value={c.boxerId} />
                            <Button
                              type="submit"
                              name="intent"
                              value="remove"
                              variant="ghost"
                              size="sm"
                              disabled={busy}
                            >
                              <X aria-hidden /> Remove<span className="sr-only"> {c.name}</span>
                            </Button>
                          </Form>
                        ) : null}
                      </span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="boxerId" value={c.boxerId} />
                        <Button
                          type="submit"
                          name="intent"
                          value="shortlist"
                          variant="dark"
                          size="sm"
                          disabled={busy}
                        >
                          <Check aria-hidden /> Shortlist<span className="sr-only"> {c.name}</span>
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value="invite" disabled={busy || waiting === 0}>
            <Send aria-hidden /> Invite the shortlist ({waiting})
          </Button>
        </Form>
        <Form method="post">
          <Button type="submit" name="intent" value="publish" variant="dark" disabled={busy}>
            <Megaphone aria-hidden /> {publishedAt ? 'Publish again' : 'Publish the cohort'}
          </Button>
        </Form>
      </div>

      {selections.some((s) => !candidates.some((c) => c.boxerId === s.boxerId)) ? (
        <section aria-labelledby="others-heading">
          <h3 id="others-heading" className="font-display text-xl font-bold uppercase">
            Selected, no longer in the top {BOOTCAMP_SIZE}
          </h3>
          <ul className="mt-3 space-y-1 text-sm text-ink-700">
            {selections
              .filter((s) => !candidates.some((c) => c.boxerId === s.boxerId))
              .map((s) => (
                <li key={s.boxerId}>
                  {s.name} · {s.division} · {statusLabel[s.status]}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
