import { describe, expect, it } from 'vitest';
import { draftFieldErrors, tournamentDraftSchema } from './draft';

const valid = {
  name: 'Lagos Open',
  format: 'round-robin',
  startDate: '2026-12-10',
  endDate: '2026-12-11',
  weightClasses: ['flyweight'],
  ageGroups: ['elite'],
};

function errorsOf(input: Record<string, unknown>) {
  const result = tournamentDraftSchema.safeParse(input);
  return result.success ? {} : draftFieldErrors(result.error);
}

describe('the tournament draft', () => {
  it('asks for a name whether it is missing or blank, and says so plainly', () => {
    expect(errorsOf({ ...valid, name: undefined }).name).toEqual(['Give the tournament a name']);
    expect(errorsOf({ ...valid, name: '   ' }).name).toEqual(['Give the tournament a name']);
    expect(errorsOf({ ...valid, name: 42 }).name).toEqual(['Tournament name must be text']);
  });

  it('fills the SPEC defaults and the deadlines from the start date', () => {
    const draft = tournamentDraftSchema.parse(valid);
    expect(draft).toMatchObject({
      maxParticipants: 32,
      entryFee: 0,
      registrationDeadline: '2026-12-08',
      weighInDate: '2026-12-09',
      rules: {
        roundDuration: 2,
        numberOfRounds: 3,
        judgesCount: 3,
        medicalCheckRequired: true,
        equipmentProvided: false,
      },
    });
  });

  it('refuses a start date that is not a date without failing on the rules between dates (issue 27)', () => {
    // Counting the default deadlines back from "" or "NaN" threw a RangeError: a 500 for the API.
    for (const startDate of ['', 'NaN', '2026-02-30'])
      expect(errorsOf({ ...valid, startDate })).toEqual({
        startDate: ['Start date must be a date written YYYY-MM-DD'],
      });
  });

  it('keeps the dates within sense of each other: a month-long event at most, registration within a year', () => {
    expect(errorsOf({ ...valid, endDate: '9999-12-31' })).toEqual({
      endDate: ['A tournament lasts at most 31 days'],
    });
    expect(errorsOf({ ...valid, endDate: '2027-01-09' })).toEqual({});
    expect(errorsOf({ ...valid, registrationDeadline: '2020-01-01', weighInDate: '2026-12-09' })).toEqual({
      registrationDeadline: ['Registration must close within a year of the start date'],
    });
  });

  it('keys a nested rule by its path', () => {
    expect(errorsOf({ ...valid, rules: { judgesCount: 4 } })).toEqual({
      'rules.judgesCount': ['Judges must be 3 or 5'],
    });
  });
});
