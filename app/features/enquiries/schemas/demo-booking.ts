import { z } from '~/lib/zod';
import { demoSlotTimes, standingBookedTimes } from '~/content/demo-slots';
import { demoParticipantValues, demoRoleValues, demoTypeValues } from '../options';
import { addDays, lagosDate, lagosInstant } from '~/lib/lagos-time';
import { email, limits, optionalChoice, optionalPhone, optionalText, requiredText } from './fields';
import { demoBookingFields, parseSlot } from '../fields/demo-booking';

export * from '../fields/demo-booking';

/**
 * Slots are offered for tomorrow. A page left open past midnight still posts yesterday's "tomorrow",
 * which is today: it is accepted as long as the slot has not started.
 */
export function demoBookingSchemaAt(now: Date) {
  const today = lagosDate(now);
  const tomorrow = addDays(today, 1);
  const slot = z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : v === '' ? undefined : v),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'Choose a time slot' : 'Choose one of the time slots shown',
      })
      .superRefine((value, ctx) => {
        const parsed = parseSlot(value);
        if (!parsed || (parsed.date !== today && parsed.date !== tomorrow)) {
          ctx.addIssue({ code: 'custom', message: 'Choose one of the time slots shown' });
        } else if (standingBookedTimes.includes(parsed.time)) {
          const label = demoSlotTimes.find((s) => s.time === parsed.time)?.label ?? parsed.time;
          ctx.addIssue({
            code: 'custom',
            message: `${label} is already booked. Please choose another time.`,
          });
        } else if (lagosInstant(parsed.date, parsed.time) <= now) {
          ctx.addIssue({ code: 'custom', message: 'That time has passed. Please choose another slot.' });
        }
      }),
  );
  return z.object({
    slot,
    demoType: optionalChoice(demoTypeValues).transform((v) => v ?? 'video-call'),
    name: requiredText({ label: 'Full name', max: limits.name, required: 'Enter your name' }),
    email: email(),
    phone: optionalPhone(),
    organization: optionalText({ label: 'Organization', max: limits.short }),
    role: optionalChoice(demoRoleValues),
    participants: optionalChoice(demoParticipantValues),
    currentSolution: optionalText({ label: 'Current solution', max: limits.long, multiline: true }),
    specificQuestions: optionalText({ label: 'Questions', max: limits.long, multiline: true }),
  });
}

export type DemoBooking = z.output<ReturnType<typeof demoBookingSchemaAt>>;

export const demoBookingForm = {
  id: 'demo-booking',
  fields: demoBookingFields,
  schemaAt: demoBookingSchemaAt,
} as const;
