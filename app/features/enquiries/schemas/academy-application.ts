import { z } from '~/lib/zod';
import { programmes } from '~/content/programmes';
import { experienceLevelValues, genderValues, nigerianStateValues, trainingScheduleValues } from '../options';
import { addDays, ageOn, lagosDate } from '../time';
import {
  checkbox,
  email,
  limits,
  mustTick,
  optionalChoice,
  optionalDate,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredPhone,
  requiredText,
} from './fields';

/** The four-step academy application on /academy-application (SPEC §3 Academy application, §4, §5). */
export const academyApplicationFields = {
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  gender: 'Gender',
  phone: 'Phone number',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  experienceLevel: 'Experience level',
  previousTraining: 'Previous training',
  boxingGoals: 'Boxing goals',
  competitionExperience: 'Competition experience',
  medicalConditions: 'Medical conditions',
  preferredProgram: 'Preferred programme',
  trainingSchedule: 'Training schedule',
  startDate: 'Preferred start date',
  motivation: 'Motivation',
  emergencyContact: 'Emergency contact',
  emergencyPhone: 'Emergency contact phone',
  parentalConsent: 'Parental consent',
  agreedTerms: 'Terms',
} as const;

type AcademyField = keyof typeof academyApplicationFields;

/**
 * The wizard's steps: which fields each holds, and which must be filled before Next (SPEC §5 gating).
 */
export const academyApplicationSteps: readonly {
  id: string;
  title: string;
  description: string;
  fields: readonly AcademyField[];
  gate: readonly AcademyField[];
}[] = [
  {
    id: 'personal',
    title: 'Personal Info',
    description: 'Who you are and how we reach you.',
    fields: [
      'fullName',
      'dateOfBirth',
      'nationality',
      'gender',
      'phone',
      'email',
      'address',
      'city',
      'state',
    ],
    gate: ['fullName', 'dateOfBirth', 'phone', 'email'],
  },
  {
    id: 'background',
    title: 'Boxing Background',
    description: 'Where you are starting from and where you want to go.',
    fields: [
      'experienceLevel',
      'previousTraining',
      'boxingGoals',
      'competitionExperience',
      'medicalConditions',
    ],
    gate: ['experienceLevel', 'boxingGoals'],
  },
  {
    id: 'programme',
    title: 'Program Selection',
    description: 'The programme, schedule and start date that suit you.',
    fields: ['preferredProgram', 'trainingSchedule', 'startDate'],
    gate: ['preferredProgram'],
  },
  {
    id: 'final',
    title: 'Final Details',
    description: 'Why you want this, who to call in an emergency, and your consent.',
    fields: ['motivation', 'emergencyContact', 'emergencyPhone', 'parentalConsent', 'agreedTerms'],
    gate: ['motivation', 'emergencyContact', 'emergencyPhone', 'agreedTerms'],
  },
];

/** The spec shows the consent box for anyone born after 2006. */
export const PARENTAL_CONSENT_AFTER_YEAR = 2006;
export const ADULT_AGE = 18;

/**
 * Whether the parental consent box is shown. The spec's rule is the birth year; because the server
 * requires consent for anyone under 18 on the day of applying, the box also shows for them, so that a
 * requirement can never hide behind a missing box.
 */
export function showsParentalConsent(dateOfBirth: unknown, today: string): boolean {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return (
    Number(dateOfBirth.slice(0, 4)) > PARENTAL_CONSENT_AFTER_YEAR || ageOn(dateOfBirth, today) < ADULT_AGE
  );
}

export const parentalConsentMessage =
  'Applicants under 18 need a parent or guardian to agree: ask them to tick the parental consent box.';

export const programmeIds = programmes.map((p) => p.id) as unknown as readonly [
  (typeof programmes)[number]['id'],
  ...(typeof programmes)[number]['id'][],
];

export function academyApplicationSchemaAt(now: Date) {
  const today = lagosDate(now);
  return z
    .object({
      fullName: requiredText({ label: 'Full name', max: limits.name, required: 'Enter your full name' }),
      dateOfBirth: requiredDate({ label: 'Date of birth', required: 'Enter your date of birth' })
        .refine((d) => d < today, 'Date of birth must be in the past')
        .refine((d) => d >= '1900-01-01', 'Enter your real date of birth'),
      nationality: optionalText({ label: 'Nationality', max: limits.name }),
      gender: optionalChoice(genderValues),
      phone: requiredPhone(),
      email: email(),
      address: optionalText({ label: 'Address', max: limits.medium }),
      city: optionalText({ label: 'City', max: limits.name }),
      state: optionalChoice(nigerianStateValues),
      experienceLevel: requiredChoice(experienceLevelValues, 'Choose your experience level'),
      previousTraining: optionalText({ label: 'Previous training', max: limits.long, multiline: true }),
      boxingGoals: requiredText({
        label: 'Boxing goals',
        max: limits.long,
        multiline: true,
        required: 'Tell us your boxing goals',
      }),
      competitionExperience: optionalText({
        label: 'Competition experience',
        max: limits.long,
        multiline: true,
      }),
      medicalConditions: optionalText({ label: 'Medical conditions', max: limits.long, multiline: true }),
      preferredProgram: requiredChoice(programmeIds, 'Choose a programme'),
      trainingSchedule: optionalChoice(trainingScheduleValues),
      startDate: optionalDate({ label: 'Preferred start date' })
        .refine((d) => d === undefined || d >= today, 'Choose a start date from today onwards')
        .refine(
          (d) => d === undefined || d <= addDays(today, 731),
          'Choose a start date within the next two years',
        ),
      motivation: requiredText({
        label: 'Motivation',
        max: limits.long,
        multiline: true,
        required: 'Tell us why you want to join the academy',
      }),
      emergencyContact: requiredText({
        label: 'Emergency contact',
        max: limits.name,
        required: 'Enter the name of an emergency contact',
      }),
      emergencyPhone: requiredPhone("Enter your emergency contact's phone number"),
      parentalConsent: checkbox(),
      agreedTerms: mustTick('Agree to the terms and conditions to apply'),
    })
    .refine((a) => a.parentalConsent || ageOn(a.dateOfBirth, today) >= ADULT_AGE, {
      path: ['parentalConsent'],
      error: parentalConsentMessage,
      // Judged whenever the birth date itself is valid, even while other fields still need fixing.
      when: (payload) => {
        const value = payload.value as { dateOfBirth?: unknown; parentalConsent?: unknown };
        return (
          typeof value?.dateOfBirth === 'string' &&
          /^\d{4}-\d{2}-\d{2}$/.test(value.dateOfBirth) &&
          value.dateOfBirth < today &&
          typeof value.parentalConsent === 'boolean'
        );
      },
    });
}

export type AcademyApplication = z.output<ReturnType<typeof academyApplicationSchemaAt>>;

export const academyApplicationForm = {
  id: 'academy-application',
  fields: academyApplicationFields,
  schemaAt: academyApplicationSchemaAt,
} as const;
