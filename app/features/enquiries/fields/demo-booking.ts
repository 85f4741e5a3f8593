import { demoSlotTimes } from '~/content/demo-slots';
import { isCalendarDate } from '~/lib/lagos-time';

/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
/** Demo booking on /schedule-demo (SPEC §3 Demo request, §5: slot, name and e-mail required). */
export const demoBookingFields = {
  slot: 'Time slot',
  demoType: 'Demo format',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  organization: 'Organization',
  role: 'Your role',
  participants: 'Number of students',
  currentSolution: 'How do you run tournaments today?',
  specificQuestions: 'Anything you want us to cover?',
} as const;

/** A slot as the form posts it: the Lagos date and wall-clock time, e.g. 2026-11-23T09:00. */
export function slotValue(isoDate: string, time: string) {
  return `${isoDate}T${time}`;
}

export function parseSlot(value: string): { date: string; time: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  if (!demoSlotTimes.some((s) => s.time === match[2])) return undefined;
  return { date: match[1]!, time: match[2]! };
}

export const slotTakenMessage = 'Sorry, someone has just booked that slot. Please choose another time.';
