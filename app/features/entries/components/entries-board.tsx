import { PageNav } from '~/components/event/page-nav';
import { ArrowLeft, Banknote, CheckCircle2, MailPlus, Search, Undo2, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import type { FieldErrors } from '~/components/forms/submission';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { fieldClass, Input, Label, Textarea } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { nairaOfKobo } from '~/lib/refund-policy';
import { useHydrated } from '~/lib/use-hydrated';
import { formatKg } from '../fit';
import type { InvitationRow } from '../invitations.server';
import type { EntriesPage, EntriesPageRow } from '../manage.server';

/** The page action's answer: said by the toast with JavaScript, next to its form without. */
export type EntriesAnswer = {
  ok: boolean;
  intent: string | null;
  entryId: number | null;
  message: string;
  /** A refused invitation keeps the address typed. */
  email?: string | undefined;
  /** A post the form pipeline could not read: its problems per field. */
  fieldErrors?: FieldErrors;
};

const SHOW_LABELS = { all: 'All entries', unpaid: 'Unpaid', paid: 'Paid', withdrawn: 'Withdrawn' } as const;

const when = (iso: string) => formatLongDate(lagosDate(new Date(iso)));

/**
 * The organiser's Entries page: every entry of one tournament (boxer, club, category, fee paid or not in
 * naira, weigh-in, withdrawal with its reason), searched by name and filtered; marking paid and unpaid and
 * withdrawing with a reason; and, for an invitation-only tournament, its invitations. Cards at every width
 * (a phone on weigh-in morning), plain forms that work without JavaScript.
 */
export function EntriesBoard({
  page,
  paging,
  confirmWithdraw,
  answer,
}: {
  page: EntriesPage;
  /** The page of the list shown (`page.rows` is that page's rows) and how many match in all. */
  paging: { page: number; total: number; pageSize: number };
  confirmWithdraw: number | null;
  answer: EntriesAnswer | undefined;
}) {
  const { tournament: t, totals, rows, q, show } = page;
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (show !== 'all') query.set('show', show);
    if (n > 1) query.set('page', String(n));
    return `?${query.toString()}`;
  };
  const hydrated = useHydrated();
  const fee = t.entryFee;
  // A refusal is said in its entry's card; one whose card is not on the page (filtered out, or no such
  // entry) above the list instead. Invitations say theirs by their own form.
  const inCard = answer?.entryId != null && rows.some((r) => r.id === answer.entryId);
  const general =
    answer && !answer.ok && !inCard && answer.intent !== 'invite' && answer.intent !== 'revoke'
      ? answer
      : null;
  return (
    <article aria-labelledby="entries-title" className="space-y-8">
      <Link
        to={`/admin-dashboard/tournaments/${t.id}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.name}
      </Link>
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Entries</p>
        <h2 id="entries-title" className="text-3xl font-extrabold uppercase">
          {t.name}
        </h2>
        <p className="mt-2 text-ink-700">
          Entry fee {fee === 0 ? 'free' : formatNaira(fee)} ·{' '}
          {t.visibility === 'invitation' ? 'by invitation only' : 'open registration'}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Entered" value={String(totals.active)} />
        <Total
          label="Paid"
          value={fee === 0 ? 'Free' : `${totals.paid} of ${totals.active}`}
          note={fee === 0 ? undefined : collectedNote(totals)}
        />
        <Total
          label="Outstanding"
          value={fee === 0 ? '—' : nairaOfKobo(totals.outstandingKobo)}
          note={
            fee === 0 ? undefined : `${totals.unpaid} unpaid ${totals.unpaid === 1 ? 'entry' : 'entries'}`
          }
        />
        <Total label="Withdrawn" value={String(totals.withdrawn)} />
      </dl>
      {fee === 0 ? null : (
        <p className="-mt-5 text-sm text-ink-700">
          From the payments ledger, as on the{' '}
          <Link
            to={`/admin-dashboard/tournaments/${t.id}/money`}
            className="font-semibold text-red-700 underline-offset-4 hover:underline"
          >
            Money page
          </Link>
          , where every payment is listed.
        </p>
      )}

      {!hydrated && answer?.ok && answer.intent !== 'invite' && answer.intent !== 'revoke' ? (
        <FormAlert tone="success" message={answer.message} />
      ) : null}
      <FormAlert message={general?.message} />

      {page.invitations ? (
        <Invitations tournamentName={t.name} rows={page.invitations} answer={answer} />
      ) : null}

      <section aria-labelledby="entry-list-heading" className="space-y-4">
        <h3 id="entry-list-heading" className="text-2xl font-extrabold uppercase">
          Every entry
        </h3>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <Label htmlFor="q">Search by name</Label>
            <Input id="q" name="q" type="search" defaultValue={q} autoComplete="off" />
          </div>
          <div>
            <Label htmlFor="show">Show</Label>
            <select id="show" name="show" defaultValue={show} className={cn(fieldClass, 'w-auto pr-8')}>
              {Object.entries(SHOW_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden /> Search
          </Button>
        </Form>
        {rows.length === 0 ? (
          <p className="text-ink-700">
            {q
              ? `Nobody called “${q}” is entered.`
              : show !== 'all'
                ? `No ${SHOW_LABELS[show].toLowerCase()} entries.`
                : t.visibility === 'invitation'
                  ? 'No entries yet: invited boxers register from the tournament’s page.'
                  : 'No entries yet: boxers register from the tournament’s page, coaches from their dashboard.'}
          </p>
        ) : (
          <>
            <ul aria-label="Entries" className="grid gap-3 xl:grid-cols-2">
              {rows.map((row) => (
                <EntryCard
                  key={row.id}
                  row={row}
                  fee={fee}
                  answer={answer?.entryId === row.id ? answer : undefined}
                  confirming={confirmWithdraw === row.id}
                />
              ))}
            </ul>
            <PageNav
              page={paging.page}
              pageSize={paging.pageSize}
              total={paging.total}
              href={pageHref}
              label="Entries pages"
              noun="entries"
            />
          </>
        )}
      </section>
    </article>
  );
}

/** What the paid entries brought in, as the Money page sums it: online, in cash, less refunds. */
function collectedNote(totals: EntriesPage['totals']): string {
  const parts = [
    totals.collectedKobo ? `${nairaOfKobo(totals.collectedKobo)} online` : null,
    totals.cashKobo ? `${nairaOfKobo(totals.cashKobo)} in cash` : null,
    totals.refundsKobo ? `${nairaOfKobo(totals.refundsKobo)} refunded` : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : 'Nothing collected yet';
}

function Total({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white p-4 ring-1 ring-ink-900/10">
      <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        {label}
        {note ? <span className="block font-normal tracking-normal normal-case">{note}</span> : null}
      </dt>
      <dd className="font-display text-2xl font-extrabold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

function EntryCard({
  row,
  fee,
  answer,
  confirming,
}: {
  row: EntriesPageRow;
  fee: number;
  answer: EntriesAnswer | undefined;
  confirming: boolean;
}) {
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const location = useLocation();
  const withdrawn = row.status === 'withdrawn';
  const w = row.weighIn;
  const headingId = `entry-${row.id}-name`;
  // The no-JavaScript confirmation keeps the search and filter in the address.
  const params = new URLSearchParams(location.search);
  params.set('withdraw', String(row.id));
  const confirmHref = `?${params.toString()}#entry-${row.id}`;
  params.delete('withdraw');
  const backHref = `?${params.toString()}`;
  return (
    <li id={`entry-${row.id}`} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className={withdrawn ? 'h-full bg-ink-900/[0.03] p-4' : 'h-full p-4'}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={headingId} className="font-display text-lg font-bold">
              {row.boxerName}
            </h4>
            <p className="text-sm text-ink-700">{row.club ?? 'No club'}</p>
            <p className="text-sm text-ink-700">{row.category}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {withdrawn ? <Badge tone="muted">Withdrawn</Badge> : null}
            {fee === 0 ? (
              <Badge tone="muted">Free entry</Badge>
            ) : row.paid ? (
              <Badge tone="green">Paid · {formatNaira(fee)}</Badge>
            ) : (
              <Badge tone="yellow">Unpaid · {formatNaira(fee)}</Badge>
            )}
            {row.refund ? (
              <Badge tone={refundTone(row.refund.status)}>{organiserRefundText(row.refund)}</Badge>
            ) : null}
            {w ? (
              <Badge tone={w.madeWeight ? 'green' : 'red'}>
                {w.madeWeight ? 'Made weight' : 'Missed weight'} · {formatKg(w.weightKg)}
              </Badge>
            ) : !withdrawn ? (
              <Badge tone="muted">Not weighed</Badge>
            ) : null}
            {w ? (
              <Badge tone={w.medicalCleared ? 'green' : 'yellow'}>
                {w.medicalCleared ? 'Cleared' : 'Medical pending'}
              </Badge>
            ) : null}
          </div>
        </div>
        {row.guardianName ? (
          <p className="mt-2 text-sm text-ink-700">
            Under 18 · guardian: {row.guardianName} ·{' '}
            {row.guardianConsent === 'given' ? (
              'consent given'
            ) : (
              <span className="font-semibold text-ink-900">
                awaiting the guardian’s consent (not drawn until then)
              </span>
            )}
          </p>
        ) : null}
        {withdrawn ? (
          <p className="mt-2 text-sm text-ink-800">
            Withdrawn{row.withdrawnAt ? ` on ${when(row.withdrawnAt)}` : ''}
            {row.withdrawReason ? (
              <>
                : <span className="font-semibold">{row.withdrawReason}</span>
              </>
            ) : null}
          </p>
        ) : null}
        {row.refund?.status === 'cash-owed' ? (
          <Form
            method="post"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-gold-400/10 p-3 ring-1 ring-gold-500/30"
          >
            <p className="text-sm text-ink-900">
              Paid in cash: the refund policy gives{' '}
              <span className="font-semibold">{nairaOfKobo(row.refund.amountKobo)}</span> back, by hand.
            </p>
            <input type="hidden" name="intent" value="cash-refund" />
            <input type="hidden" name="entryId" value={row.id} />
            <input type="hidden" name="name" value={row.boxerName} />
            <Button type="submit" size="sm" variant="dark" disabled={busy}>
              <Banknote aria-hidden /> Record cash refund
              <span className="sr-only">
                {' '}
                of {nairaOfKobo(row.refund.amountKobo)} to {row.boxerName}
              </span>
            </Button>
          </Form>
        ) : null}
        {answer ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={
              answer.ok ? 'mt-2 text-sm text-naija-700' : 'mt-2 text-sm font-semibold text-corner-700'
            }
          >
            {answer.message}
          </p>
        ) : null}
        {!withdrawn ? (
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-ink-900/10 pt-3">
            {fee > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value={row.paid ? 'unpaid' : 'paid'} />
                <input type="hidden" name="entryId" value={row.id} />
                <input type="hidden" name="name" value={row.boxerName} />
                <Button type="submit" size="sm" variant={row.paid ? 'ghost' : 'dark'} disabled={busy}>
                  {row.paid ? <Undo2 aria-hidden /> : <CheckCircle2 aria-hidden />}
                  {row.paid ? 'Mark unpaid' : 'Mark paid'}
                  <span className="sr-only"> for {row.boxerName}</span>
                </Button>
              </Form>
            ) : null}
            {hydrated ? (
              <WithdrawDialog row={row} busy={busy} />
            ) : confirming ? null : (
              <Button asChild size="sm" variant="outline" className="text-corner-600">
                <Link to={confirmHref}>
                  <UserMinus aria-hidden /> Withdraw…<span className="sr-only"> {row.boxerName}</span>
                </Link>
              </Button>
            )}
          </div>
        ) : null}
        {!withdrawn && !hydrated && confirming ? (
          <div
            role="region"
            aria-labelledby={`confirm-${row.id}`}
            className="mt-3 rounded-xl bg-corner-600/5 p-4 ring-1 ring-corner-600/20"
          >
            <h5 id={`confirm-${row.id}`} className="font-semibold text-ink-900">
              Withdraw {row.boxerName}?
            </h5>
            <p className="mt-1 text-sm text-ink-700">{consequence(row)}</p>
            <WithdrawForm row={row} busy={busy} />
            <Button asChild variant="link" className="mt-2">
              <Link to={backHref}>Keep the entry</Link>
            </Button>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

type RowRefund = NonNullable<EntriesPageRow['refund']>;

/** The organiser's words for an entry's refund: what Paystack is doing, or what they owe back in cash. */
function organiserRefundText(refund: RowRefund): string {
  const amount = nairaOfKobo(refund.amountKobo);
  switch (refund.status) {
    case 'pending':
      return `Refund pending ${amount}`;
    case 'processed':
    case 'cash-refunded':
      return `Refunded ${amount}`;
    case 'failed':
      return `Refund failed ${amount}`;
    case 'cash-owed':
      return `Refund ${amount} in cash`;
  }
}

function refundTone(status: RowRefund['status']): 'green' | 'yellow' | 'red' {
  if (status === 'processed' || status === 'cash-refunded') return 'green';
  return status === 'failed' ? 'red' : 'yellow';
}

/** What a withdrawal does, said before it is done. */
function consequence(row: EntriesPageRow): string {
  return row.drawn
    ? `The draw of ${row.category} is made: withdrawing makes each of ${row.boxerName}’s bouts still to box a walkover for the opponent. This cannot be undone.`
    : `${row.boxerName} leaves the tournament and their place opens for another boxer. This cannot be undone.`;
}

function WithdrawForm({
  row,
  busy,
  onDark = false,
}: {
  row: EntriesPageRow;
  busy: boolean;
  onDark?: boolean;
}) {
  const id = `reason-${row.id}`;
  return (
    <Form method="post" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="entryId" value={row.id} />
      <input type="hidden" name="name" value={row.boxerName} />
      <div>
        <Label htmlFor={id} className={onDark ? 'text-white' : undefined}>
          Reason for withdrawing
        </Label>
        <Textarea id={id} name="reason" required maxLength={500} rows={2} />
      </div>
      <Button type="submit" variant="red" size="sm" disabled={busy}>
        <UserMinus aria-hidden /> Withdraw {row.boxerName}
      </Button>
    </Form>
  );
}

function WithdrawDialog({ row, busy }: { row: EntriesPageRow; busy: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" className="text-corner-600" onClick={() => setOpen(true)}>
        <UserMinus aria-hidden /> Withdraw…<span className="sr-only"> {row.boxerName}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogTitle>Withdraw {row.boxerName}?</DialogTitle>
          <DialogDescription className="mt-3 text-base text-ink-300">{consequence(row)}</DialogDescription>
          <WithdrawForm row={row} busy={busy} onDark />
          <DialogClose asChild>
            <Button variant="ghost" className="mt-3 w-full text-ink-300 sm:w-auto">
              Keep the entry
            </Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

const entryWord = (status: string | null) =>
  status === null
    ? { tone: 'muted' as const, text: 'Not registered yet' }
    : status === 'withdrawn'
      ? { tone: 'muted' as const, text: 'Withdrawn' }
      : { tone: 'green' as const, text: 'Entered' };

function Invitations({
  tournamentName,
  rows,
  answer,
}: {
  tournamentName: string;
  rows: InvitationRow[];
  answer: EntriesAnswer | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const invite = answer?.intent === 'invite' ? answer : undefined;
  const revoke = answer?.intent === 'revoke' ? answer : undefined;
  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <div>
        <h3 id="invitations-heading" className="text-2xl font-extrabold uppercase">
          Invitations
        </h3>
        <p className="mt-1 text-ink-700">
          {tournamentName} is by invitation only: only the boxers invited here can register, from the
          tournament’s page. Each is e-mailed the link.
        </p>
      </div>
      <Card className="p-4">
        <Form method="post" className="flex flex-wrap items-end gap-3" aria-label="Invite a boxer">
          <input type="hidden" name="intent" value="invite" />
          <div className="min-w-56 flex-1">
            <Label htmlFor="invite-email">Boxer’s e-mail address</Label>
            <Input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={invite && !invite.ok ? invite.email : undefined}
              key={invite?.ok ? invite.message : 'invite'}
              aria-invalid={invite && !invite.ok ? true : undefined}
              aria-describedby={invite ? 'invite-answer' : 'invite-hint'}
            />
            <p id="invite-hint" className="mt-1.5 text-sm text-ink-600">
              The address they signed up with as a boxer (or their coach registered them with).
            </p>
          </div>
          <Button type="submit" variant="dark" disabled={busy}>
            <MailPlus aria-hidden /> Invite
          </Button>
        </Form>
        {invite && (!invite.ok || !hydrated) ? (
          <p
            id="invite-answer"
            role={invite.ok ? 'status' : 'alert'}
            className={
              invite.ok ? 'mt-2 text-sm text-naija-700' : 'mt-2 text-sm font-semibold text-corner-700'
            }
          >
            {invite.message}
          </p>
        ) : null}
      </Card>
      {revoke && (!revoke.ok || !hydrated) ? (
        <FormAlert tone={revoke.ok ? 'success' : 'error'} message={revoke.message} />
      ) : null}
      {rows.length === 0 ? (
        <p className="text-ink-700">Nobody is invited yet.</p>
      ) : (
        <ul
          aria-label="Invited boxers"
          className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10"
        >
          {rows.map((i) => {
            const state = entryWord(i.entryStatus);
            const usable = i.entryStatus === null || i.entryStatus === 'withdrawn';
            return (
              <li key={i.boxerId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{i.boxerName}</p>
                  <p className="text-sm break-all text-ink-700">{i.email}</p>
                  <p className="text-sm text-ink-600">
                    {i.club ? `${i.club} · ` : ''}invited {when(i.invitedAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={state.tone}>{state.text}</Badge>
                  {usable ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="boxerId" value={i.boxerId} />
                      <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                        <X aria-hidden /> Revoke<span className="sr-only"> {i.boxerName}’s invitation</span>
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
