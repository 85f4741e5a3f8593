import { describe, expect, it } from 'vitest';
import { validate } from '~/components/forms/submission';
import type { RawValues } from '~/components/forms/submission';
import {
  activeValues,
  draftFromForm,
  fieldOfPath,
  formFromTournament,
  genderWithoutClass,
  stepReady,
  wizardDefaults,
  wizardFieldErrors,
  wizardSteps,
} from './wizard-fields';
import { tournamentFormSchema } from './wizard-schema';
import type { TournamentDetail } from '~/features/tournaments/types';

/** A form someone filled in with the fewest answers the SPEC asks for, on top of the wizard's defaults. */
const filled: RawValues = {
  ...wizardDefaults,
  name: 'Lagos Open',
  format: 'single-elimination',
  weightClasses: ['wb-m60', 'wb-w60'],
  ageGroups: ['elite'],
  startDate: '2026-11-20',
  endDate: '2026-11-22',
};

function check(values: RawValues) {
  return validate(tournamentFormSchema, values);
}

function draft(values: RawValues) {
  const outcome = check(values);
  if (!outcome.success) throw new Error(`expected a valid draft: ${JSON.stringify(outcome.fieldErrors)}`);
  return outcome.data;
}

function errorsOf(values: RawValues) {
  const outcome = check(values);
  if (outcome.success) throw new Error('expected the form to be refused');
  return outcome.fieldErrors;
}

describe('draftFromForm: the defaults of SPEC §3 and issue 14', () => {
  it('gives the documented defaults when only the required answers are given', () => {
    const d = draft(filled);
    expect(d.maxParticipants).toBe(32);
    expect(d.entryFee).toBe(0);
    expect(d.rules).toEqual({
      roundDuration: 2,
      numberOfRounds: 3,
      judgesCount: 3,
      medicalCheckRequired: true,
      equipmentProvided: false,
      draws: false,
    });
    expect(d.city).toBe('Lagos');
    expect(d.level).toBe('Intermediate-Advanced');
    expect(d.genders).toEqual(['men', 'women']);
    expect(d.visibility).toBe('public');
    // An amateur platform: World Boxing's kg categories unless the lbs list is chosen (issue 30).
    expect(d.weightClassPreset).toBe('world-boxing');
    expect(d.prizes).toEqual({ first: 0, second: 0, third: 0 });
  });

  it('defaults the registration deadline to two days before the start and the weigh-in to one', () => {
    const d = draft({ ...filled, registrationDeadline: '', weighInDate: '' });
    expect(d.registrationDeadline).toBe('2026-11-18');
    expect(d.weighInDate).toBe('2026-11-19');
    // Across a month's end too.
    const march = draft({ ...filled, startDate: '2027-03-01', endDate: '2027-03-02' });
    expect(march.registrationDeadline).toBe('2027-02-27');
    expect(march.weighInDate).toBe('2027-02-28');
  });

  it('keeps dates that were chosen', () => {
    const d = draft({ ...filled, registrationDeadline: '2026-11-10', weighInDate: '2026-11-19' });
    expect(d.registrationDeadline).toBe('2026-11-10');
    expect(d.weighInDate).toBe('2026-11-19');
  });

  it('reads the checkboxes: unticked medical check is off, ticked equipment is on', () => {
    const { medicalCheckRequired: _off, ...withoutMedical } = filled;
    const d = draft({ ...withoutMedical, equipmentProvided: 'on' });
    expect(d.rules.medicalCheckRequired).toBe(false);
    expect(d.rules.equipmentProvided).toBe(true);
  });

  it('sends draws for a round robin only, and keeps them when a round robin is edited again', () => {
    expect(draft({ ...filled, format: 'round-robin', draws: 'on' }).rules.draws).toBe(true);
    // Ticked, then another format chosen: not sent, so the draft is not refused for it.
    expect(draft({ ...filled, format: 'single-elimination', draws: 'on' }).rules.draws).toBe(false);
    const stored = draft({ ...filled, format: 'round-robin', draws: 'on' });
    const detail = { ...stored, rules: stored.rules } as unknown as TournamentDetail;
    expect(formFromTournament(detail).draws).toBe('on');
  });

  it('keeps optional text out when it is blank, so nothing empty is stored', () => {
    const raw = draftFromForm({ ...filled, description: '   ', location: '' });
    expect(raw).not.toHaveProperty('description');
    expect(raw).not.toHaveProperty('location');
    const d = draft({ ...filled, description: ' Two days of bouts ', location: 'Teslim Balogun Stadium' });
    expect(d.description).toBe('Two days of bouts');
    expect(d.location).toBe('Teslim Balogun Stadium');
  });
});

describe('draftFromForm: the clamps of SPEC §5', () => {
  it.each([
    ['200', 128],
    ['3', 8],
    ['30', 32],
    ['128', 128],
    ['8', 8],
    ['0', 8],
    ['-40', 8],
    ['1000', 128],
  ])('max participants %s gives %i (8-128, by 8)', (typed, expected) => {
    expect(draftFromForm({ ...filled, maxParticipants: typed }).maxParticipants).toBe(expected);
    expect(draft({ ...filled, maxParticipants: typed }).maxParticipants).toBe(expected);
  });

  it.each([
    ['0', 1],
    ['9', 5],
    ['1', 1],
    ['5', 5],
    ['3', 3],
  ])('round duration %s gives %i (1-5 minutes)', (typed, expected) => {
    expect(draft({ ...filled, roundDuration: typed }).rules.roundDuration).toBe(expected);
  });

  it.each([
    ['13', 12],
    ['0', 1],
    ['12', 12],
    ['1', 1],
  ])('number of rounds %s gives %i (1-12)', (typed, expected) => {
    expect(draft({ ...filled, numberOfRounds: typed }).rules.numberOfRounds).toBe(expected);
  });

  it('takes blank numbers as their defaults', () => {
    const d = draft({ ...filled, maxParticipants: '', roundDuration: '', numberOfRounds: '', entryFee: '' });
    expect(d.maxParticipants).toBe(32);
    expect(d.rules.roundDuration).toBe(2);
    expect(d.rules.numberOfRounds).toBe(3);
    expect(d.entryFee).toBe(0);
  });

  it('refuses numbers that are not numbers rather than guessing', () => {
    expect(errorsOf({ ...filled, maxParticipants: 'lots' }).maxParticipants).toEqual([
      'Max participants must be a number',
    ]);
    expect(errorsOf({ ...filled, roundDuration: 'two' }).roundDuration).toEqual([
      'Round duration must be a number',
    ]);
    expect(errorsOf({ ...filled, numberOfRounds: 'x' }).numberOfRounds).toEqual([
      'Number of rounds must be a number',
    ]);
  });
});

describe('the entry fee and prizes are numbers of naira', () => {
  it('refuses a fee that is not a number, under the fee field', () => {
    expect(errorsOf({ ...filled, entryFee: 'abc' })).toEqual({
      entryFee: ['Entry fee must be a number of naira'],
    });
    expect(errorsOf({ ...filled, entryFee: '5k' }).entryFee).toEqual(['Entry fee must be a number of naira']);
  });

  it('reads naira as people write them', () => {
    expect(draft({ ...filled, entryFee: '15,000' }).entryFee).toBe(15_000);
    expect(draft({ ...filled, entryFee: '₦ 25,000' }).entryFee).toBe(25_000);
    expect(
      draft({ ...filled, prizeFirst: '2,000,000', prizeSecond: '500000', prizeThird: '' }).prizes,
    ).toEqual({ first: 2_000_000, second: 500_000, third: 0 });
  });

  it('refuses a negative fee, kobo, and a prize that is not a number, each under its field', () => {
    expect(errorsOf({ ...filled, entryFee: '-5' }).entryFee).toEqual(['Entry fee cannot be negative']);
    expect(errorsOf({ ...filled, entryFee: '150.50' }).entryFee).toEqual(['Entry fee must be whole naira']);
    expect(errorsOf({ ...filled, prizeSecond: 'a trophy' })).toEqual({
      prizeSecond: ['Second prize must be a number of naira'],
    });
  });
});

describe('the schema’s complaints land on the wizard’s fields', () => {
  it('maps dotted paths to the flat fields', () => {
    expect(fieldOfPath(['rules', 'roundDuration'])).toBe('roundDuration');
    expect(fieldOfPath('rules.judgesCount')).toBe('judgesCount');
    expect(fieldOfPath(['prizes', 'third'])).toBe('prizeThird');
    expect(fieldOfPath(['weightClasses', 2])).toBe('weightClasses');
    expect(fieldOfPath([])).toBe('form');
    expect(fieldOfPath('somethingElse')).toBe('form');
    expect(
      wizardFieldErrors({ 'rules.numberOfRounds': ['Too many'], 'prizes.first': ['No'], name: ['Name it'] }),
    ).toEqual({ numberOfRounds: ['Too many'], prizeFirst: ['No'], name: ['Name it'] });
  });

  it('names every missing answer of a blank form under its own field', () => {
    const errors = errorsOf({});
    expect(errors.name).toEqual(['Give the tournament a name']);
    expect(errors.format?.[0]).toMatch(/^Choose a format: single-elimination, double-elimination/);
    expect(errors.startDate).toEqual(['Choose the start date']);
    expect(errors.endDate).toEqual(['Choose the end date']);
    expect(errors.weightClasses).toEqual(['Choose at least one weight class']);
    expect(errors.ageGroups).toEqual(['Choose at least one age group']);
    expect(errors.genders).toEqual(['Choose men, women or both']);
  });

  it('refuses a blank name, a cleared city, judges other than 3 or 5 and an end before the start', () => {
    expect(errorsOf({ ...filled, name: '   ' }).name).toEqual(['Give the tournament a name']);
    expect(errorsOf({ ...filled, city: '' }).city).toEqual(['Name the city']);
    expect(errorsOf({ ...filled, judgesCount: '4' }).judgesCount).toEqual(['Judges must be 3 or 5']);
    expect(errorsOf({ ...filled, endDate: '2026-11-19' }).endDate).toEqual([
      'The end date cannot be before the start date',
    ]);
    expect(errorsOf({ ...filled, format: 'knockout' }).format?.[0]).toMatch(/^Choose a format/);
  });

  it('accepts each of the four formats, swiss-system included, and the World Boxing preset', () => {
    for (const format of ['single-elimination', 'double-elimination', 'round-robin', 'swiss-system']) {
      expect(draft({ ...filled, format }).format).toBe(format);
    }
    const wb = draft({ ...filled, weightClassPreset: 'world-boxing', weightClasses: ['wb-m60', 'wb-w57'] });
    expect(wb.weightClasses).toEqual(['wb-m60', 'wb-w57']);
    expect(
      errorsOf({ ...filled, weightClassPreset: 'world-boxing', weightClasses: ['lightweight'] })
        .weightClasses?.[0],
    ).toMatch(/not in the World Boxing list/);
    const lbs = draft({ ...filled, weightClassPreset: 'lbs', weightClasses: ['lightweight'] });
    expect(lbs).toMatchObject({ weightClassPreset: 'lbs', weightClasses: ['lightweight'] });
  });

  it('wants a World Boxing class for each gender ticked, and the gender of each class ticked (issue 30)', () => {
    // Men and Women ticked with men's classes only made men's categories alone, without a word.
    expect(errorsOf({ ...filled, weightClasses: ['wb-m60', 'wb-m75'] }).weightClasses).toEqual([
      'Tick at least one women’s weight class, or untick Women',
    ]);
    expect(errorsOf({ ...filled, weightClasses: ['wb-m60', 'wb-w54'], genders: ['women'] }).genders).toEqual([
      'Add the gender of these classes, or remove them: Men 60 kg',
    ]);
    expect(draft({ ...filled, weightClasses: ['wb-w54'], genders: ['women'] }).genders).toEqual(['women']);
  });
});

describe('the gates of SPEC §5: Next waits for each step to be ready', () => {
  const index = (id: string) => wizardSteps.findIndex((s) => s.id === id);

  it('has the five steps of SPEC §4 in order', () => {
    expect(wizardSteps.map((s) => s.title)).toEqual([
      'Basic Info',
      'Format & Rules',
      'Categories',
      'Schedule',
      'Review',
    ]);
  });

  it('step 0 needs a name that is not blank', () => {
    expect(stepReady(0, wizardDefaults)).toBe(false);
    expect(stepReady(0, { ...wizardDefaults, name: '    ' })).toBe(false);
    expect(stepReady(0, { ...wizardDefaults, name: 'Lagos Open' })).toBe(true);
  });

  it('step 1 needs a format (none is chosen for you)', () => {
    expect(stepReady(index('format'), wizardDefaults)).toBe(false);
    expect(stepReady(index('format'), { ...wizardDefaults, format: 'swiss-system' })).toBe(true);
  });

  it('step 2 needs a weight class of the chosen list and an age group', () => {
    const at = index('categories');
    expect(stepReady(at, wizardDefaults)).toBe(false);
    expect(stepReady(at, { ...wizardDefaults, weightClasses: ['wb-m60'] })).toBe(false);
    expect(stepReady(at, { ...wizardDefaults, ageGroups: ['elite'] })).toBe(false);
    // Men and Women are ticked: a men's class alone waits for a women's one (or Women unticked).
    const menOnly = { ...wizardDefaults, weightClasses: 'wb-m60', ageGroups: 'elite' };
    expect(stepReady(at, menOnly)).toBe(false);
    expect(genderWithoutClass(menOnly)).toBe('Tick at least one women’s weight class, or untick Women');
    expect(stepReady(at, { ...menOnly, genders: 'men' })).toBe(true);
    expect(stepReady(at, { ...menOnly, weightClasses: ['wb-m60', 'wb-w48'] })).toBe(true);
    const lbs = { ...wizardDefaults, weightClassPreset: 'lbs' };
    expect(stepReady(at, { ...lbs, weightClasses: 'lightweight', ageGroups: 'elite' })).toBe(true);
    expect(stepReady(at, { ...lbs, weightClasses: 'wb-m60', ageGroups: 'elite' })).toBe(false);
    // A gender unticked takes its World Boxing classes out with it.
    expect(
      activeValues({ ...wizardDefaults, weightClasses: ['wb-m60', 'wb-w60'], genders: 'women' }),
    ).toMatchObject({ weightClasses: ['wb-w60'] });
    // Classes ticked in the lbs list do not count once the World Boxing list is chosen.
    const switched = {
      ...wizardDefaults,
      weightClassPreset: 'world-boxing',
      weightClasses: ['lightweight'],
      ageGroups: ['elite'],
    };
    expect(stepReady(at, switched)).toBe(false);
    expect(activeValues(switched).weightClasses).toEqual([]);
    expect(stepReady(at, { ...switched, weightClasses: ['lightweight', 'wb-w60'], genders: 'women' })).toBe(
      true,
    );
  });

  it('step 3 needs both the start and the end date', () => {
    const at = index('schedule');
    expect(stepReady(at, wizardDefaults)).toBe(false);
    expect(stepReady(at, { ...wizardDefaults, startDate: '2026-11-20' })).toBe(false);
    expect(stepReady(at, { ...wizardDefaults, endDate: '2026-11-22' })).toBe(false);
    expect(stepReady(at, { ...wizardDefaults, startDate: '2026-11-20', endDate: '2026-11-22' })).toBe(true);
  });

  it('the review is always ready', () => {
    expect(stepReady(index('review'), {})).toBe(true);
  });
});

describe('formFromTournament: a stored draft back in the wizard', () => {
  it('gives the same draft again', () => {
    const stored = draft({
      ...filled,
      description: 'Two days',
      location: 'Teslim Balogun Stadium',
      entryFee: '15000',
      equipmentProvided: 'on',
      prizeFirst: '100000',
      visibility: 'invitation',
    });
    const detail = {
      ...stored,
      id: 1,
      venue: stored.location ?? null,
      description: stored.description ?? null,
    } as unknown as TournamentDetail;
    expect(draft(formFromTournament(detail))).toEqual(stored);
  });
});
