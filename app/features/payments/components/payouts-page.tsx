import { useEffect } from 'react';
import { Landmark, Percent } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import type { FieldErrors, RawValues } from '~/components/forms/submission';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FieldError, fieldClass, Input, Label } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/lagos-time';
import { useHydrated } from '~/lib/use-hydrated';
import type { Payout } from '../payouts.server';
import { formatBps } from '../naira';

export type PayoutsAnswer = {
  ok: boolean;
  intent: 'payout' | 'commission';
  message: string;
  fieldErrors?: FieldErrors;
  values?: RawValues;
};

/**
 * The Payouts page (issue 31, decision 0030): an organiser names the bank account their entry fees are paid
 * to (Paystack makes a subaccount of it; we keep the bank and the last four digits), and a platform admin sets
 * the commission kept of every entry fee. Plain forms: they work without JavaScript.
 */
export function PayoutsPage({
  organisation,
  payout,
  banks,
  banksUnavailable,
  commissionBps,
  platformAdmin,
  answer,
}: {
  organisation: { name: string; isAcademy: boolean; organises: boolean } | null;
  payout: Payout | null;
  banks: { name: string; code: string }[];
  banksUnavailable: boolean;
  commissionBps: number;
  platformAdmin: boolean;
  answer: PayoutsAnswer | undefined;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (answer?.ok) void import('sonner').then(({ toast }) => toast.success(answer.message));
  }, [answer]);
  const mine = (intent: PayoutsAnswer['intent']) => (answer?.intent === intent ? answer : undefined);
  return (
    <div className="space-y-10">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Payouts</p>
        <h2 className="text-3xl font-extrabold uppercase">Getting paid</h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          Entry fees paid online go straight to your bank account through Paystack, less Paystack’s fee and
          the platform’s commission of {formatBps(commissionBps)}. Cash taken at the venue stays with you.
        </p>
      </header>

      {organisation?.organises ? (
        <PayoutForm
          organisationName={organisation.name}
          payout={payout}
          banks={banks}
          banksUnavailable={banksUnavailable}
          answer={mine('payout')}
          hydrated={hydrated}
        />
      ) : (
        <Card className="flex items-start gap-4 p-6">
          <Landmark aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-700" />
          <p className="text-ink-700">
            {organisation?.isAcademy
              ? 'The academy’s own tournaments are paid to the academy’s Paystack account: no payout account is needed.'
              : 'An organisation’s organisers name the bank account its entry fees are paid to.'}
          </p>
        </Card>
      )}

      {platformAdmin ? (
        <CommissionForm commissionBps={commissionBps} answer={mine('commission')} hydrated={hydrated} />
      ) : null}
    </div>
  );
}

function PayoutForm({
  organisationName,
  payout,
  banks,
  banksUnavailable,
  answer,
  hydrated,
}: {
  organisationName: string;
  payout: Payout | null;
  banks: { name: string; code: string }[];
  banksUnavailable: boolean;
  answer: PayoutsAnswer | undefined;
  hydrated: boolean;
}) {
  const busy = useNavigation().formData?.get('intent') === 'payout';
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const value = (name: string) => {
    const v = answer && !answer.ok ? answer.values?.[name] : undefined;
    return typeof v === 'string' ? v : undefined;
  };
  const general = answer && !answer.ok && Object.keys(errors).length === 0 ? answer.message : undefined;
  return (
    <Card className="p-6 sm:p-8">
      <h3 id="payout-heading" className="flex items-center gap-2 font-display text-xl font-bold uppercase">
        <Landmark aria-hidden className="size-5 text-gold-700" /> {organisationName}’s bank account
      </h3>
      {payout ? (
        <p
          className="mt-3 rounded-xl bg-naija-500/10 p-4 text-naija-700 ring-1 ring-naija-500/30"
          role="status"
        >
          Entry fees are paid to <strong>{payout.businessName}</strong>, {payout.bankName} ····
          {payout.accountLast4} (Paystack subaccount {payout.subaccountCode}), since{' '}
          {formatDateTime(new Date(payout.updatedAt))}.
        </p>
      ) : (
        <p className="mt-3 text-ink-700">
          No account yet: until you add one, online entry fees are held by the platform for you.
        </p>
      )}
      {!hydrated && answer?.ok ? <FormAlert tone="success" message={answer.message} /> : null}
      <FormAlert message={general} />
      {banksUnavailable ? (
        <FormAlert message="Paystack’s list of banks cannot be read just now. Try again in a few minutes." />
      ) : (
        <Form method="post" aria-labelledby="payout-heading" className="mt-6 grid gap-5 md:grid-cols-2">
          <input type="hidden" name="intent" value="payout" />
          <div>
            <Label htmlFor="bankCode">Settlement bank</Label>
            <select
              id="bankCode"
              name="bankCode"
              required
              defaultValue={value('bankCode') ?? ''}
              aria-invalid={errors.bankCode ? true : undefined}
              aria-describedby={errors.bankCode ? 'bankCode-error' : undefined}
              className={cn(fieldClass, 'pr-8')}
            >
              <option value="" disabled>
                Choose your bank
              </option>
              {banks.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
            <FieldError id="bankCode-error" errors={errors.bankCode} />
          </div>
          <div>
            <Label htmlFor="accountNumber">Account number</Label>
            <Input
              id="accountNumber"
              name="accountNumber"
              inputMode="numeric"
              autoComplete="off"
              pattern="\d{10}"
              maxLength={10}
              required
              defaultValue={value('accountNumber')}
              aria-invalid={errors.accountNumber ? true : undefined}
              aria-describedby={
                errors.accountNumber ? 'accountNumber-hint accountNumber-error' : 'accountNumber-hint'
              }
            />
            <p id="accountNumber-hint" className="mt-1.5 text-sm text-ink-600">
              The 10-digit NUBAN. Paystack checks it with the bank; we keep only its last four digits.
            </p>
            <FieldError id="accountNumber-error" errors={errors.accountNumber} />
          </div>
          <div className="md:col-span-2">
            <Label htmlFor="businessName">Name on the account</Label>
            <Input
              id="businessName"
              name="businessName"
              autoComplete="organization"
              maxLength={100}
              required
              defaultValue={value('businessName') ?? payout?.businessName ?? organisationName}
              aria-invalid={errors.businessName ? true : undefined}
              aria-describedby={errors.businessName ? 'businessName-error' : undefined}
            />
            <FieldError id="businessName-error" errors={errors.businessName} />
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={busy}>
              {payout ? 'Change the payout account' : 'Save the payout account'}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}

function CommissionForm({
  commissionBps,
  answer,
  hydrated,
}: {
  commissionBps: number;
  answer: PayoutsAnswer | undefined;
  hydrated: boolean;
}) {
  const busy = useNavigation().formData?.get('intent') === 'commission';
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const typed = answer && !answer.ok ? answer.values?.percent : undefined;
  return (
    <Card className="p-6 sm:p-8">
      <h3
        id="commission-heading"
        className="flex items-center gap-2 font-display text-xl font-bold uppercase"
      >
        <Percent aria-hidden className="size-5 text-gold-700" /> Platform commission
      </h3>
      <p className="mt-3 text-ink-700">
        Kept of every entry fee paid online to an organisation’s account, worked out to the kobo when the
        checkout starts. Now {formatBps(commissionBps)}.
      </p>
      {!hydrated && answer?.ok ? <FormAlert tone="success" message={answer.message} /> : null}
      {answer && !answer.ok && !errors.percent ? <FormAlert message={answer.message} /> : null}
      <Form
        method="post"
        aria-labelledby="commission-heading"
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="intent" value="commission" />
        <div>
          <Label htmlFor="percent">Commission (%)</Label>
          <Input
            id="percent"
            name="percent"
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.01}
            required
            className="w-36"
            defaultValue={typeof typed === 'string' ? typed : String(commissionBps / 100)}
            aria-invalid={errors.percent ? true : undefined}
            aria-describedby={errors.percent ? 'percent-error' : undefined}
          />
        </div>
        <Button type="submit" disabled={busy}>
          Save the commission
        </Button>
        <FieldError id="percent-error" errors={errors.percent} />
      </Form>
    </Card>
  );
}
