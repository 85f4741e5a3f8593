import {
  ArrowLeft,
  Ban,
  Banknote,
  CheckCircle2,
  ListOrdered,
  Pencil,
  Rocket,
  Scale,
  ShieldAlert,
  Shuffle,
  Trophy,
  Users,
  Vote,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import { isFormFailure } from '~/components/forms/submission';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { FieldError, Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { EntriesMeter, ManageHeader, TournamentCategories, TournamentFacts } from './manage-facts';
import { ActionCard, CancelForm, isDone, refusalOf } from './manage-actions';
import type { Intent, Refused } from './manage-actions';
import type { BestBoxerChoice } from '~/features/results';
import type { TournamentActions } from '~/features/tournaments/manage.server';
import type { TournamentDetail } from '~/features/tournaments/types';
import { formatShortDate } from '~/features/tournaments/date-range';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The tournament management page (moved out of its route, issue 26: the route keeps its loader, action and
 * error boundary): the tournament's facts, the event day's links, and a card for each thing its organiser
 * may do now (publish, record the result, capacity, medical suspension, best boxer, cancel).
 */

/** The route's loader data (admin-dashboard.tournaments.$id.server.ts). */
export type ManageData = {
  tournament: TournamentDetail;
  actions: TournamentActions;
  confirmCancel: boolean;
  capacityMax: number;
  results: {
    suspensionDays: number;
    canSetDays: boolean;
    bestBoxer: string | null;
    choices: BestBoxerChoice[] | null;
  };
};

export function ManageTournamentPage({
  loaderData,
  actionData,
  suspensionDays: SUSPENSION_DAYS,
}: {
  loaderData: ManageData;
  actionData: unknown;
  /** The medical suspension's limits (the results feature's SUSPENSION_DAYS, passed by the route). */
  suspensionDays: { min: number; max: number; default: number };
}) {
  const { tournament: t, actions, confirmCancel, capacityMax, results } = loaderData;
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const here = `/admin-dashboard/tournaments/${t.id}`;
  // The page is the index route of the tournament's layout (decision 0021): a post names it with `?index`,
  // or React Router hands it to the layout, which has no action.
  const post = `${here}?index`;
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelRefused = refusalOf(actionData, 'cancel');

  // A successful cancelling needs no closing: the tournament is cancelled, and the dialog goes with the
  // form. A refused one keeps the dialog open, with the reason's error beside the field.
  useEffect(() => {
    if (isDone(actionData)) void import('sonner').then(({ toast }) => toast.success(actionData.message));
  }, [actionData]);

  const published = refusalOf(actionData, 'publish');
  const completed = refusalOf(actionData, 'complete');
  const capacity = refusalOf(actionData, 'capacity');
  const daysRefused = refusalOf(actionData, 'suspension-days');
  const bestRefused = refusalOf(actionData, 'best-boxer');
  // A refusal is said by its form; when that form is gone (someone else published or cancelled it
  // meanwhile, so the page no longer offers it), above the page instead.
  const shown: Record<Intent, boolean> = {
    publish: actions.publish,
    cancel: actions.cancel,
    complete: actions.result,
    capacity: actions.capacity,
    'suspension-days': results.canSetDays,
    'best-boxer': results.choices !== null,
  };
  const refusedHere = isFormFailure(actionData) ? (actionData as Refused) : undefined;
  const general =
    refusedHere && (refusedHere.intent === null || !shown[refusedHere.intent]) ? refusedHere : undefined;

  return (
    <article aria-labelledby="tournament-title" className="space-y-8">
      <Link
        to="/admin-dashboard"
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All tournaments
      </Link>
      <ManageHeader tournament={t} />
      {/* Without JavaScript there is no toast: the outcome is said here instead. */}
      {!hydrated && isDone(actionData) ? <FormAlert tone="success" message={actionData.message} /> : null}
      <FormAlert message={general?.formError} />

      {t.status === 'cancelled' ? (
        <Card className="border-corner-600/30 p-6 ring-1 ring-corner-600/20">
          <h3 className="font-display text-xl font-bold uppercase">Cancelled</h3>
          <p className="mt-2 text-ink-700">{t.cancelReason}</p>
        </Card>
      ) : null}
      {t.status === 'completed' && t.resultWinner ? (
        <Card className="border-sky-600/30 p-6 ring-1 ring-sky-600/20">
          <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
            <Trophy aria-hidden className="size-5 text-gold-600" /> Result
          </h3>
          <p className="mt-2 text-ink-800">
            <strong>{t.resultWinner}</strong> won {t.resultCategory}.
          </p>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TournamentFacts tournament={t} />
        <EntriesMeter
          tournament={t}
          note={
            actions.cancel && !actions.enterprise
              ? `Beyond 128 places, up to ${capacityMax.toLocaleString('en-NG')}, is a setting of the Enterprise plan.`
              : undefined
          }
        />
      </div>

      {t.status === 'published' || t.status === 'drawn' || t.status === 'in_progress' ? (
        <nav aria-labelledby="event-day-heading" className="space-y-3">
          <h3 id="event-day-heading" className="text-2xl font-extrabold uppercase">
            Event day
          </h3>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={`${here}/entries`}>
                <Users aria-hidden /> {t.visibility === 'invitation' ? 'Entries and invitations' : 'Entries'}
              </Link>
            </Button>
            {t.entryFee > 0 ? (
              <Button asChild variant="outline">
                <Link to={`${here}/money`}>
                  <Banknote aria-hidden /> Money
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={`${here}/weigh-in`}>
                <Scale aria-hidden /> Weigh-in
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${here}/draws`}>
                <Shuffle aria-hidden /> Draws
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${here}/bouts`}>
                <ListOrdered aria-hidden /> Rings and bout order
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${here}/live`}>
                <Vote aria-hidden /> Fan voting and media
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${here}/jury`}>
                <Scale aria-hidden /> Jury
              </Link>
            </Button>
          </div>
        </nav>
      ) : null}

      <section aria-labelledby="actions-heading" className="space-y-4">
        <h3 id="actions-heading" className="text-2xl font-extrabold uppercase">
          Manage
        </h3>
        {!Object.values({ ...actions, enterprise: false }).some(Boolean) ? (
          <p className="text-ink-700">This tournament is {t.status}: there is nothing left to change.</p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {actions.edit || actions.publish ? (
            <ActionCard icon={<Rocket />} title="Draft">
              <p className="text-ink-700">
                Only its organisers see a draft: its public page answers “not found” until it is published.
                Publishing puts it on the calendar and opens registration until{' '}
                {formatShortDate(t.registrationDeadline)}.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                {actions.edit ? (
                  <Button asChild variant="outline">
                    <Link to={`${here}/edit`}>
                      <Pencil aria-hidden /> Edit
                    </Link>
                  </Button>
                ) : null}
                {actions.publish ? (
                  <Form method="post" action={post}>
                    <input type="hidden" name="intent" value="publish" />
                    <Button type="submit" disabled={busy}>
                      <Rocket aria-hidden /> Publish
                    </Button>
                  </Form>
                ) : null}
              </div>
              <div className="mt-3">
                <FormAlert message={published?.formError} />
              </div>
            </ActionCard>
          ) : null}

          {actions.result ? (
            <ActionCard
              icon={<Trophy />}
              title={t.status === 'completed' ? 'Correct the result' : 'Record result'}
            >
              <p className="text-ink-700">
                Name the winner and the category: the tournament is marked completed and shows in the
                calendar’s Past Results.
              </p>
              <Form method="post" action={post} className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="complete" />
                <div>
                  <Label htmlFor="result-winner">Winner</Label>
                  <Input
                    id="result-winner"
                    name="winner"
                    required
                    maxLength={120}
                    defaultValue={
                      typeof completed?.values.winner === 'string'
                        ? completed.values.winner
                        : (t.resultWinner ?? undefined)
                    }
                    aria-invalid={completed?.fieldErrors.winner?.length ? true : undefined}
                    aria-describedby={
                      completed?.fieldErrors.winner?.length ? 'result-winner-error' : undefined
                    }
                  />
                  <FieldError id="result-winner-error" errors={completed?.fieldErrors.winner} />
                </div>
                <div>
                  <Label htmlFor="result-category">Category</Label>
                  <Select
                    id="result-category"
                    name="category"
                    defaultValue={
                      typeof completed?.values.category === 'string'
                        ? completed.values.category
                        : (t.resultCategory ?? t.categories[0]?.label)
                    }
                    options={t.categories.map((c) => ({ value: c.label, label: c.label }))}
                    aria-invalid={completed?.fieldErrors.category?.length ? true : undefined}
                    aria-describedby={
                      completed?.fieldErrors.category?.length ? 'result-category-error' : undefined
                    }
                  />
                  <FieldError id="result-category-error" errors={completed?.fieldErrors.category} />
                </div>
                {completed?.formError && !Object.keys(completed.fieldErrors).length ? (
                  <FormAlert message={completed.formError} />
                ) : null}
                <Button type="submit" variant="dark" disabled={busy}>
                  <CheckCircle2 aria-hidden /> {t.status === 'completed' ? 'Save result' : 'Record result'}
                </Button>
              </Form>
            </ActionCard>
          ) : null}

          {actions.capacity ? (
            <ActionCard icon={<Users />} title="Capacity">
              <p className="text-ink-700">
                An Enterprise organisation may take up to {capacityMax.toLocaleString('en-NG')} boxers in one
                tournament. It cannot go below the {t.participants} already entered.
              </p>
              <Form method="post" action={post} className="mt-4 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="capacity" />
                <div className="w-40">
                  <Label htmlFor="capacity">Places</Label>
                  <Input
                    id="capacity"
                    name="capacity"
                    type="number"
                    inputMode="numeric"
                    required
                    min={Math.max(8, t.participants)}
                    max={capacityMax}
                    step={1}
                    defaultValue={
                      typeof capacity?.values.capacity === 'string'
                        ? capacity.values.capacity
                        : t.maxParticipants
                    }
                    aria-invalid={capacity ? true : undefined}
                    aria-describedby={capacity ? 'capacity-error' : undefined}
                  />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Save capacity
                </Button>
              </Form>
              <FieldError
                id="capacity-error"
                errors={capacity ? (capacity.fieldErrors.capacity ?? [capacity.formError ?? '']) : undefined}
              />
            </ActionCard>
          ) : null}

          {results.canSetDays ? (
            <ActionCard icon={<ShieldAlert />} title="Medical suspension">
              <p className="text-ink-700">
                A boxer who loses by KO or RSC-I (head) is suspended from entries and draws for this many days
                ({SUSPENSION_DAYS.min} to {SUSPENSION_DAYS.max}; {SUSPENSION_DAYS.default} unless you change
                it). It applies to the bouts decided from now on.
              </p>
              <Form method="post" action={post} className="mt-4 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="suspension-days" />
                <div className="w-40">
                  <Label htmlFor="suspension-days">Days</Label>
                  <Input
                    id="suspension-days"
                    name="days"
                    type="number"
                    inputMode="numeric"
                    required
                    min={SUSPENSION_DAYS.min}
                    max={SUSPENSION_DAYS.max}
                    step={1}
                    defaultValue={
                      typeof daysRefused?.values.days === 'string'
                        ? daysRefused.values.days
                        : results.suspensionDays
                    }
                    aria-invalid={daysRefused ? true : undefined}
                    aria-describedby={daysRefused ? 'suspension-days-error' : undefined}
                  />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Save days
                </Button>
              </Form>
              <FieldError
                id="suspension-days-error"
                errors={
                  daysRefused ? (daysRefused.fieldErrors.days ?? [daysRefused.formError ?? '']) : undefined
                }
              />
            </ActionCard>
          ) : null}

          {results.choices ? (
            <ActionCard icon={<Trophy />} title="Best boxer">
              <p className="text-ink-700">
                Name the tournament’s best boxer: the award shows on the official results, on their profile
                and with a certificate. Naming another replaces it.
              </p>
              <Form method="post" action={post} className="mt-4 space-y-3">
                <input type="hidden" name="intent" value="best-boxer" />
                <div>
                  <Label htmlFor="best-boxer">Boxer</Label>
                  <Select
                    id="best-boxer"
                    name="boxerId"
                    required
                    placeholder="Choose a boxer"
                    defaultValue={results.bestBoxer ?? ''}
                    options={results.choices.map((c) => ({
                      value: c.boxerId,
                      label: `${c.name} — ${c.category}`,
                    }))}
                    aria-invalid={bestRefused ? true : undefined}
                    aria-describedby={bestRefused ? 'best-boxer-error' : undefined}
                  />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  <Trophy aria-hidden /> Name best boxer
                </Button>
              </Form>
              <FieldError
                id="best-boxer-error"
                errors={
                  bestRefused ? (bestRefused.fieldErrors.boxerId ?? [bestRefused.formError ?? '']) : undefined
                }
              />
              <p className="mt-3 text-sm">
                <Link to={`/tournaments/${t.slug}/results`} className="font-semibold text-gold-700 underline">
                  Official results
                </Link>
              </p>
            </ActionCard>
          ) : null}

          {actions.cancel ? (
            <ActionCard icon={<Ban />} title="Cancel">
              <p className="text-ink-700">
                Cancelling takes it off the calendar for good; entries stop. The reason is shown on its page.
              </p>
              <div className="mt-4">
                {hydrated ? (
                  <>
                    <Button variant="outline" className="text-corner-600" onClick={() => setCancelOpen(true)}>
                      <Ban aria-hidden /> Cancel tournament…
                    </Button>
                    <Dialog open={cancelOpen} onOpenChange={setCancelOpen}>
                      <DialogContent className="max-w-lg">
                        <DialogTitle>Cancel {t.name}?</DialogTitle>
                        <DialogDescription className="mt-3 text-base">
                          This cannot be undone.{' '}
                          {t.participants > 0
                            ? `${t.participants} entered boxers will see it cancelled.`
                            : ''}
                        </DialogDescription>
                        <div className="mt-5">
                          <CancelForm action={post} refused={cancelRefused} onDark />
                        </div>
                        <DialogClose asChild>
                          <Button variant="ghost" className="mt-3 w-full text-ink-300 sm:w-auto">
                            Keep it
                          </Button>
                        </DialogClose>
                      </DialogContent>
                    </Dialog>
                  </>
                ) : confirmCancel || cancelRefused ? (
                  <div role="region" aria-labelledby="confirm-cancel-heading">
                    <h4 id="confirm-cancel-heading" className="font-semibold text-ink-900">
                      Cancel {t.name}?
                    </h4>
                    <div className="mt-3">
                      <CancelForm action={post} refused={cancelRefused} />
                    </div>
                    <Button asChild variant="link" className="mt-3">
                      <Link to={here}>Keep it</Link>
                    </Button>
                  </div>
                ) : (
                  <Button asChild variant="outline" className="text-corner-600">
                    <Link to={`${here}?cancel`}>
                      <Ban aria-hidden /> Cancel tournament…
                    </Link>
                  </Button>
                )}
              </div>
            </ActionCard>
          ) : null}
        </div>
      </section>

      <TournamentCategories tournament={t} />
    </article>
  );
}
