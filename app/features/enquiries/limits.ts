/** Limits and markers the form fields and their validators share; no validator code here. */

/** Longest values we accept; the inputs carry the same limits as maxLength. */
export const limits = {
  name: 80,
  email: 254,
  phone: 20,
  short: 120,
  medium: 500,
  long: 2000,
  message: 4000,
} as const;

/**
 * The value of a select's prompt option ("Select your experience level"). Native selects need a first
 * option to show before anyone chooses, and the spec forbids empty option values, so the prompt carries
 * this word and is read as "not chosen".
 */
export const NOT_CHOSEN = 'none';
