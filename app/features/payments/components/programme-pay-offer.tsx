import { CreditCard } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { DEPOSIT_PERCENT, programmeDeposit, programmes } from '~/content/programmes';
import { formatNaira } from '~/lib/money';

/** A programme that can be paid online (it has a price), as the end of an application offers it. */
export type ProgrammeOffer = {
  slug: string;
  title: string;
  price: number;
  deposit: number;
  enquiry: string;
};

/**
 * The offer that ends an application for a priced programme (issue 31 item 4, decision 0031): by its id as the
 * programme form or the academy wizard posts it. A programme "by assessment" has none: the application
 * ends as before.
 */
export function programmeOffer(chosen: unknown, enquiry: string): ProgrammeOffer | null {
  const programme = programmes.find(
    (p) => p.id === chosen || p.applicationId === chosen || p.slug === chosen,
  );
  if (!programme || programme.price === null) return null;
  return {
    slug: programme.slug,
    title: programme.title,
    price: programme.price,
    deposit: programmeDeposit(programme.price),
    enquiry,
  };
}

/**
 * Deposit or full payment, then Paystack: a plain GET form to /application/pay, which asks a visitor to sign
 * in (or create an account) first and brings them back with their choice; it works without JavaScript.
 */
export function ProgrammePayOffer({ offer }: { offer: ProgrammeOffer }) {
  return (
    <section
      aria-labelledby="pay-offer-title"
      className="mt-8 rounded-3xl bg-ink-950 p-6 text-white ring-1 ring-white/10 sm:p-10"
    >
      <p className="eyebrow text-gold-300">Secure your place</p>
      <h2 id="pay-offer-title" className="mt-2 text-3xl leading-none font-extrabold uppercase sm:text-4xl">
        Pay for {offer.title} online
      </h2>
      <p className="mt-3 max-w-2xl text-ink-300">
        Pay a {DEPOSIT_PERCENT}% deposit now and the balance before you start, or the whole fee at once,
        through Paystack (card, transfer or USSD). You can also wait for the coaches’ call: your application
        stands either way.
      </p>
      <Form method="get" action="/application/pay" className="mt-6 space-y-4">
        <input type="hidden" name="programme" value={offer.slug} />
        <input type="hidden" name="enquiry" value={offer.enquiry} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">How much to pay now</legend>
          {(
            [
              [
                'deposit',
                `Deposit · ${formatNaira(offer.deposit)}`,
                `${DEPOSIT_PERCENT}% of ${formatNaira(offer.price)}`,
              ],
              ['full', `In full · ${formatNaira(offer.price)}`, 'Nothing left to pay'],
            ] as const
          ).map(([value, label, detail], i) => (
            <label
              key={value}
              htmlFor={`pay-${value}`}
              className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/15 has-[:checked]:ring-2 has-[:checked]:ring-gold-400"
            >
              <input
                id={`pay-${value}`}
                type="radio"
                name="paymentKind"
                value={value}
                defaultChecked={i === 0}
                className="mt-1 size-4 accent-gold-400"
              />
              <span className="block font-bold">
                {label}
                <span className="block text-sm font-normal text-ink-300">{detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="lg">
          <CreditCard aria-hidden />
          Continue to payment
        </Button>
      </Form>
    </section>
  );
}
