/**
 * Quiet hours (issue 32): 22:00-07:00 in Lagos (WAT, UTC+1 all year: Nigeria keeps no summer time). A
 * message that is not urgent and falls due in them waits until 07:00.
 */
const LAGOS_OFFSET_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + LAGOS_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `at`, or the 07:00 (Lagos) that ends the quiet hours it falls in. */
export function afterQuietHours(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const morning = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate(), QUIET_UNTIL_HOUR);
  const lagosMorning = lagos.getUTCHours() >= QUIET_FROM_HOUR ? morning + 24 * HOUR_MS : morning;
  return new Date(lagosMorning - LAGOS_OFFSET_MS);
}
