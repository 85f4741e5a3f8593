import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/components/forms/submission';
import { boutOrderFormSchema, correctionFormSchema, weighInFormSchema } from './forms';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the competition forms (decision 0008: one schema per command)', () => {
  it('reads a weight typed with a comma, the tick and the day as the weigh-in body', () => {
    const parsed = parseSubmission(
      weighInFormSchema,
      form([
        ['intent', 'weigh'],
        ['entryId', '12'],
        ['weightKg', ' 59,4 '],
        ['medicalCleared', 'on'],
        ['day', '2026-11-28'],
      ]),
    );
    expect(parsed.ok && parsed.data).toEqual({
      intent: 'weigh',
      entryId: 12,
      weightKg: 59.4,
      medicalCleared: true,
      day: '2026-11-28',
    });
  });

  it('leaves a weight that is no number to the service (NaN), which says how to type it', () => {
    const parsed = parseSubmission(
      weighInFormSchema,
      form([
        ['intent', 'weigh'],
        ['entryId', '3'],
        ['weightKg', ''],
      ]),
    );
    expect(parsed.ok && parsed.data.intent === 'weigh' && Number.isNaN(parsed.data.weightKg)).toBe(true);
  });

  it('refuses a forged id or intent', () => {
    expect(
      parseSubmission(
        weighInFormSchema,
        form([
          ['intent', 'weigh'],
          ['entryId', 'x'],
        ]),
      ).ok,
    ).toBe(false);
    expect(
      parseSubmission(
        weighInFormSchema,
        form([
          ['intent', 'drop'],
          ['entryId', '1'],
        ]),
      ).ok,
    ).toBe(false);
  });

  it("reads the sessions' numbered rows, leaving out the blank ones", () => {
    const parsed = parseSubmission(
      boutOrderFormSchema,
      form([
        ['intent', 'sessions'],
        ['rings', '2'],
        ['day-0', '2026-11-28'],
        ['start-0', '10:00'],
        ['day-1', ''],
        ['start-1', ''],
        ['day-2', '2026-11-29'],
        ['start-2', ' 14:00 '],
      ]),
    );
    expect(parsed.ok && parsed.data).toEqual({
      intent: 'sessions',
      rings: 2,
      sessions: [
        { day: '2026-11-28', start: '10:00' },
        { day: '2026-11-29', start: '14:00' },
      ],
    });
  });

  it('reads the officials form as the officials body (no recorder is null; a timekeeper is named)', () => {
    const parsed = parseSubmission(
      boutOrderFormSchema,
      form([
        ['intent', 'officials'],
        ['boutId', '7'],
        ['referee', 'r1'],
        ['judge', 'j1'],
        ['judge', 'j2'],
        ['judge', 'j3'],
        ['recorder', 'none'],
        ['timekeeper', 't1'],
      ]),
    );
    expect(parsed.ok && parsed.data).toEqual({
      intent: 'officials',
      boutId: 7,
      officials: { referee: 'r1', judges: ['j1', 'j2', 'j3'], recorder: null, timekeeper: 't1' },
    });
  });

  it('reads a move of a bout up, or to a ring', () => {
    const up = parseSubmission(
      boutOrderFormSchema,
      form([
        ['intent', 'up'],
        ['boutId', '4'],
      ]),
    );
    const ring = parseSubmission(
      boutOrderFormSchema,
      form([
        ['intent', 'ring'],
        ['boutId', '4'],
        ['ring', '2'],
      ]),
    );
    expect(up.ok && up.data).toEqual({ intent: 'up', boutId: 4 });
    expect(ring.ok && ring.data).toEqual({ intent: 'ring', boutId: 4, ring: 2 });
  });

  it('reads a correction, and asks for the outcome when there is none', () => {
    const parsed = parseSubmission(
      correctionFormSchema,
      form([
        ['outcome', 'RSC'],
        ['winner', 'blue'],
        ['round', '2'],
        ['reason', 'The wrong corner was entered'],
      ]),
    );
    expect(parsed.ok && parsed.data).toEqual({
      outcome: 'RSC',
      winner: 'blue',
      round: 2,
      reason: 'The wrong corner was entered',
      acceptVoided: false,
    });
    const none = parseSubmission(correctionFormSchema, form([['outcome', 'WO']]));
    expect(!none.ok && none.failure.fieldErrors.outcome).toEqual(['Choose the outcome']);
  });
});
