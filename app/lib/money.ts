const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

/** ₦1,200,000: every price on the site goes through here. */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

/** Short form used on course cards: ₦1.2M, ₦350k. */
export function formatNairaShort(amount: number): string {
  if (amount >= 1_000_000) return `₦${Number((amount / 1_000_000).toFixed(1))}M`;
  if (amount >= 1_000) return `₦${Math.round(amount / 1_000)}k`;
  return formatNaira(amount);
}
