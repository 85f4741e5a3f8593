import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { demoSlotBookings } from '@server/db/schema';
import { demoSlotTimes, standingBookedTimes } from '~/content/demo-slots';
import { slotValue } from './schemas/demo-booking';
import { addDays, lagosDate, lagosInstant } from '~/lib/lagos-time';
import { clock } from '@server/clock';

export type DemoSlot = { value: string; label: string; booked: boolean };

/** Tomorrow's demo slots in Lagos, each marked booked if someone holds it or it is the standing booking. */
export async function tomorrowsDemoSlots(
  db: Database,
  now = clock.now(),
): Promise<{ date: string; slots: DemoSlot[] }> {
  const date = addDays(lagosDate(now), 1);
  const taken = await db
    .select({ slotStart: demoSlotBookings.slotStart })
    .from(demoSlotBookings)
    .where(
      and(
        gte(demoSlotBookings.slotStart, lagosInstant(date, '00:00')),
        lt(demoSlotBookings.slotStart, lagosInstant(addDays(date, 1), '00:00')),
      ),
    );
  const takenTimes = new Set(taken.map((t) => t.slotStart.getTime()));
  return {
    date,
    slots: demoSlotTimes.map((s) => ({
      value: slotValue(date, s.time),
      label: s.label,
      booked: standingBookedTimes.includes(s.time) || takenTimes.has(lagosInstant(date, s.time).getTime()),
    })),
  };
}
