import { describe, expect, it } from 'vitest';
import { isOnDay, pickEventDay } from './event-days';
import { lagosInstant } from './lagos-time';

const at = (day: string, time: string) => lagosInstant(day, time);
const bouts = [
  { plannedStart: at('2026-12-05', '09:00'), status: 'decided' },
  { plannedStart: at('2026-12-05', '23:30'), status: 'decided' },
  { plannedStart: at('2026-12-06', '10:00'), status: 'scheduled' },
  { plannedStart: at('2026-12-07', '10:00'), status: 'scheduled' },
  { plannedStart: null, status: 'scheduled' },
];

describe('pickEventDay', () => {
  it('lists the Lagos days with bouts, in order (a bout at 23:30 WAT is on its Lagos day)', () => {
    expect(pickEventDay(bouts, null, at('2026-11-01', '12:00')).days).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
  });

  it('shows the day asked for when it has bouts, and ignores a day without any or a malformed one', () => {
    const before = at('2026-11-01', '12:00');
    expect(pickEventDay(bouts, '2026-12-07', before).day).toBe('2026-12-07');
    expect(pickEventDay(bouts, '2026-12-09', before).day).toBe('2026-12-05');
    expect(pickEventDay(bouts, "2026-12-07' or 1=1", before).day).toBe('2026-12-05');
  });

  it('shows today on an event day, else the next event day, else (the event over) the first day', () => {
    expect(pickEventDay(bouts, null, at('2026-12-06', '20:00')).day).toBe('2026-12-06');
    expect(pickEventDay(bouts, null, at('2026-11-01', '12:00')).day).toBe('2026-12-05');
    const restDay = [bouts[0]!, bouts[3]!];
    expect(pickEventDay(restDay, null, at('2026-12-06', '12:00')).day).toBe('2026-12-07');
    expect(pickEventDay(bouts, null, at('2026-12-20', '12:00')).day).toBe('2026-12-05');
  });

  it('does not move with the bouts: a day all boxed stays the day shown', () => {
    const boxed = bouts.map((b) => ({ ...b, status: 'decided' }));
    expect(pickEventDay(boxed, null, at('2026-12-05', '23:59')).day).toBe('2026-12-05');
  });

  it('has no day before the bout order is made', () => {
    expect(pickEventDay([{ plannedStart: null }], null, new Date())).toEqual({
      days: [],
      day: null,
    });
  });

  it('isOnDay reads ISO strings as loader data carries them', () => {
    expect(isOnDay({ plannedStart: at('2026-12-05', '23:30').toISOString() }, '2026-12-05')).toBe(true);
    expect(isOnDay({ plannedStart: null }, '2026-12-05')).toBe(false);
  });
});
