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

/** The value of a select's prompt option, read as "not chosen" (see the form kit). */
export { NOT_CHOSEN } from '~/components/forms/submission';
