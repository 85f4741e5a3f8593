import { CreditCard } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatNaira } from '~/lib/money';

/**
 * "Pay ₦25,000": the entry fees of one tournament's entries in one payment, on Paystack's checkout (issue 31).
 * A plain form to /payments/checkout, which answers with the checkout's address: it works before the page
 * has hydrated, and without JavaScript.
 */
export function PayEntryFees({
  entryIds,
  amountNaira,
  label,
  className,
}: {
  entryIds: readonly number[];
  amountNaira: number;
  label?: string;
  className?: string;
}) {
  const busy = useNavigation().formAction === '/payments/checkout';
  return (
    <Form method="post" action="/payments/checkout" reloadDocument className={className}>
      {entryIds.map((id) => (
        <input key={id} type="hidden" name="entryId" value={id} />
      ))}
      <Button type="submit" disabled={busy}>
        <CreditCard aria-hidden className="size-4" />
        {label ?? `Pay ${formatNaira(amountNaira)}`}
      </Button>
    </Form>
  );
}
