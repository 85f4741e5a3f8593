import { madeOnce } from './made-once';

const naira = madeOnce(
  () =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      maximumFractionDigits: 0,
    }),
);

/**
 * ₦1,200,000: every price on the site goes through here. Written by hand, the same as Intl's en-NG naira
 * format (money.test.ts compares them): the first Intl formatter a page makes loads the locale data, 80 ms
 * of a slow phone's main thread while the home page hydrates (issue 29). Intl still answers what the
 * hand-written form does not cover (not finite, beyond exact integers).
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= Number.MAX_SAFE_INTEGER) return naira().format(amount);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(Math.round(Math.abs(amount)));
  return `${sign}₦${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Short form used on course cards: ₦1.2M, ₦350k. */
export function formatNairaShort(amount: number): string {
  if (amount >= 1_000_000) return `₦${Number((amount / 1_000_000).toFixed(1))}M`;
  if (amount >= 1_000) return `₦${Math.round(amount / 1_000)}k`;
  return formatNaira(amount);
}
