import { z } from '~/lib/zod';
import { experienceLevelValues, genderValues, nigerianStateValues, trainingScheduleValues } from '../options';
import { addDays, ageOn, lagosDate } from '~/lib/lagos-time';
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
import {
  academyApplicationFields,
  ADULT_AGE,
  parentalConsentMessage,
  programmeIds,
} from '../fields/academy-application';

export * from '../fields/academy-application';

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
