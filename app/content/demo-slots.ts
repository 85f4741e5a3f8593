/**
 * The platform demo (SPEC §2 Demo booking, §9): a 30-minute live video demo, booked into one of tomorrow's
 * slots in West Africa Time, with a free setup consultation as a bonus.
 */
export const demoDurationMinutes = 30;
export const demoBonusConsultationNaira = 25_000;

export type DemoSlotTime = { time: string; label: string };

/** Tomorrow's slots, Lagos wall-clock times. */
export const demoSlotTimes: readonly DemoSlotTime[] = [
  { time: '09:00', label: '9:00 AM' },
  { time: '10:00', label: '10:00 AM' },
  { time: '11:00', label: '11:00 AM' },
  { time: '14:00', label: '2:00 PM' },
  { time: '15:00', label: '3:00 PM' },
  { time: '16:00', label: '4:00 PM' },
];

/**
 * 11:00 is the platform team's standing daily booking (their live onboarding session for new
 * organisations), so it shows as booked every day and is never offered. It is a rule, not a row: there is
 * nothing to seed for each new day, and the server refuses it like any booked slot.
 */
export const standingBookedTimes: readonly string[] = ['11:00'];

export const demoPromises = {
  confirmation: 'within 5 minutes',
  followUp: 'within 24 hours',
} as const;

/** What the demo covers, for the page. */
export const demoAgenda: readonly string[] = [
  'Create a tournament with the five-step wizard',
  'Draw brackets by weight class and age group',
  'Score a live bout the way a referee does',
  'Publish results, rankings and certificates',
  'Questions about your own events',
];
