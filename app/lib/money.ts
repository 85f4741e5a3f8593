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
  return `${sign}₦${grouped(Math.round(Math.abs(amount)))}`;
}

/** 1234567 → "1,234,567". */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A count as Intl's en-NG number format writes it ("12,400"), by hand for the same reason as formatNaira;
 * Intl answers anything but a whole number from 0 to Number.MAX_SAFE_INTEGER.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) return counts().format(count);
  return grouped(count);
}
const counts = madeOnce(() => new Intl.NumberFormat('en-NG'));

/** Short form used on course cards: ₦1.2M, ₦350k. */
export function formatNairaShort(amount: number): string {
  if (amount >= 1_000_000) return `₦${Number((amount / 1_000_000).toFixed(1))}M`;
  if (amount >= 1_000) return `₦${Math.round(amount / 1_000)}k`;
  return formatNaira(amount);
}
