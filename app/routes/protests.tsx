import { Gavel, Scale } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/protests';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { requireViewer } from '~/features/auth/guard.server';
import { juryProtests, lodgeProtest, protestableBouts, reviewProtest } from '~/features/competition';
import { formatClock } from '~/lib/lagos-time';
import { z } from '~/lib/zod';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = () => [{ title: 'Protests | AJBXNG' }];

/**
 * Protests (issue 33 item 3): a coach's boxers' decided bouts, with "Lodge a protest" while the 15 minutes
 * run; a jury member's tournaments' protests, upheld (with the result the jury sets) or rejected.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'referee', 'admin']);
  const db = context.services.database.db;
  return {
    bouts: viewer.role === 'coach' ? await protestableBouts(db, viewer) : [],
    protests: await juryProtests(db, viewer),
  };
}

const lodgeForm = z.object({
  intent: z.literal('lodge'),
  boutId: z.coerce.number().int().positive(),
  corner: z.enum(['red', 'blue']),
  reason: z.string(),
});
const reviewForm = z.object({
  intent: z.literal('review'),
  protestId: z.coerce.number().int().positive(),
  decision: z.enum(['uphold', 'reject']),
  reason: z.string(),
  winner: z.enum(['red', 'blue']).optional(),
  outcome: z.enum(['WP', 'RSC', 'KO', 'DSQ']).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'referee', 'admin']);
  const db = context.services.database.db;
  const form = Object.fromEntries(await request.formData());
  const parsed = z.discriminatedUnion('intent', [lodgeForm, reviewForm]).safeParse(form);
  if (!parsed.success) return data({ ok: false, message: 'Fill in every field.' }, { status: 400 });
  try {
    const input = parsed.data;
    if (input.intent === 'lodge') {
      await lodgeProtest(db, viewer, input.boutId, { reason: input.reason, corner: input.corner });
      return { ok: true, message: 'Protest lodged: the jury will review it.' };
    }
    await reviewProtest(
      db,
      viewer,
      input.protestId,
      input.decision === 'reject'
        ? { decision: 'reject', reason: input.reason }
        : {
            decision: 'uphold',
            reason: input.reason,
            outcome: input.outcome ?? 'WP',
            ...(input.winner ? { winner: input.winner } : {}),
          },
      { baseUrl: context.services.config.baseUrl },
    );
    return {
      ok: true,
      message: input.decision === 'uphold' ? 'Protest upheld: the result is corrected.' : 'Protest rejected.',
    };
  } catch (error) {
    if (isServiceError(error)) return data({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

const statusLabel = {
  lodged: 'Under review',
  upheld: 'Upheld',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const field =
  'mt-1 w-full rounded-xl border border-ink-900/15 bg-white px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none';

export default function Protests({ loaderData, actionData }: Route.ComponentProps) {
  const { bouts, protests } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="container-page max-w-4xl space-y-10 py-10">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Bout review</p>
        <h1 className="text-3xl font-extrabold uppercase">Protests</h1>
        <p className="mt-2 max-w-2xl text-ink-700">
          A boxer&rsquo;s coach may protest a decision within 15 minutes of it, with a reason; the
          tournament&rsquo;s jury upholds it (the result is corrected) or rejects it.
        </p>
      </header>
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${actionData.ok ? 'bg-naija-500/10 text-naija-700 ring-naija-500/30' : 'bg-corner-500/10 text-corner-600 ring-corner-500/30'}`}
        >
          {actionData.message}
        </p>
      ) : null}
      {bouts.length > 0 ? (
        <section aria-labelledby="my-bouts" className="space-y-4">
          <h2 id="my-bouts" className="flex items-center gap-2 text-xl font-extrabold uppercase">
            <Gavel aria-hidden className="size-5" /> Your boxers&rsquo; decided bouts
          </h2>
          {bouts.map((b) => (
            <Card key={`${b.boutId}-${b.corner}`} className="space-y-3 p-5">
              <p className="font-semibold">
                {b.boxer} · {b.won ? 'won' : 'lost'} {b.outcome ?? ''} ·{' '}
                <Link className="underline" to={`/tournaments/${b.slug}/bouts/${b.boutId}`}>
                  {b.boutNumber === null ? 'the bout' : `bout ${b.boutNumber}`}
                </Link>{' '}
                · {b.tournament}
              </p>
              {b.protest ? (
                <p className="text-sm text-ink-700">Your protest: {statusLabel[b.protest]}.</p>
              ) : b.open ? (
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="lodge" />
                  <input type="hidden" name="boutId" value={b.boutId} />
                  <input type="hidden" name="corner" value={b.corner} />
                  <label className="block text-sm font-medium">
                    Reason for the protest
                    <textarea
                      name="reason"
                      required
                      minLength={10}
                      maxLength={1000}
                      rows={2}
                      className={field}
                    />
                  </label>
                  <div className="flex flex-wrap items-center gap-3">
                    <Button type="submit" variant="dark" size="sm" disabled={busy}>
                      Lodge a protest
                    </Button>
                    <span className="text-sm text-ink-700">
                      Open until {formatClock(new Date(b.closesAt))} WAT
                    </span>
                  </div>
                </Form>
              ) : (
                <p className="text-sm text-ink-700">
                  The protest window closed at {formatClock(new Date(b.closesAt))} WAT.
                </p>
              )}
            </Card>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="jury" className="space-y-4">
        <h2 id="jury" className="flex items-center gap-2 text-xl font-extrabold uppercase">
          <Scale aria-hidden className="size-5" /> For the jury
        </h2>
        {protests.length === 0 ? (
          <p className="text-ink-700">No protests for a jury you sit on.</p>
        ) : (
          protests.map((p) => (
            <Card key={p.id} className="space-y-3 p-5">
              <p className="font-semibold">
                {p.tournament} · {p.boutNumber === null ? 'Bout' : `Bout ${p.boutNumber}`} ·{' '}
                {p.corner === 'red' ? 'Red' : 'Blue'} corner ({p.boxer}) ·{' '}
                <span className="rounded-full bg-gold-200/60 px-2.5 py-1 text-xs">
                  {statusLabel[p.status]}
                </span>
              </p>
              <p className="text-sm">&ldquo;{p.reason}&rdquo;</p>
              {p.status === 'lodged' ? (
                <Form method="post" className="grid gap-3 sm:grid-cols-2">
                  <input type="hidden" name="intent" value="review" />
                  <input type="hidden" name="protestId" value={p.id} />
                  <label className="block text-sm font-medium sm:col-span-2">
                    The jury&rsquo;s reason
                    <input name="reason" required minLength={5} maxLength={500} className={field} />
                  </label>
                  <label className="block text-sm font-medium">
                    If upheld, the winner
                    <select name="winner" className={field} defaultValue={p.corner}>
                      <option value="red">Red</option>
                      <option value="blue">Blue</option>
                    </select>
                  </label>
                  <label className="block text-sm font-medium">
                    By
                    <select name="outcome" className={field} defaultValue="WP">
                      <option value="WP">WP (points)</option>
                      <option value="RSC">RSC</option>
                      <option value="KO">KO</option>
                      <option value="DSQ">DSQ</option>
                    </select>
                  </label>
                  <div className="flex gap-3 sm:col-span-2">
                    <Button
                      type="submit"
                      name="decision"
                      value="uphold"
                      variant="dark"
                      size="sm"
                      disabled={busy}
                    >
                      Uphold
                    </Button>
                    <Button
                      type="submit"
                      name="decision"
                      value="reject"
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                    >
                      Reject
                    </Button>
                  </div>
                </Form>
              ) : p.decisionReason ? (
                <p className="text-sm text-ink-700">The jury: {p.decisionReason}</p>
              ) : null}
            </Card>
          ))
        )}
      </section>
    </main>
  );
}
