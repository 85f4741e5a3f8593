import { z } from '~/lib/zod';
import { trainingGoalValues } from '~/content/application';
import { boxingExperienceValues, fitnessLevelValues } from '../options';
import {
  checkbox,
  choices,
  email,
  limits,
  mustTick,
  optionalChoice,
  optionalText,
  optionalWholeNumber,
  requiredChoice,
  requiredPhone,
  requiredText,
} from './fields';
import { programApplicationFields, applicationProgrammeIds } from '../fields/program-application';

export * from '../fields/program-application';

export const programApplicationSchema = z
  .object({
    program: requiredChoice(applicationProgrammeIds, 'Choose a programme'),
    firstName: requiredText({ label: 'First name', max: limits.name, required: 'Enter your first name' }),
    lastName: requiredText({ label: 'Last name', max: limits.name, required: 'Enter your last name' }),
    email: email(),
    phone: requiredPhone(),
    age: optionalWholeNumber({ label: 'Age', min: 5, max: 99 }),
    location: optionalText({ label: 'Location', max: limits.short }),
    experienceLevel: requiredChoice(boxingExperienceValues, 'Choose your boxing experience'),
    previousTraining: optionalText({ label: 'Previous training', max: limits.long, multiline: true }),
    fitnessLevel: optionalChoice(fitnessLevelValues),
    goals: choices(trainingGoalValues),
    motivation: requiredText({
      label: 'Motivation',
      max: limits.long,
      multiline: true,
      required: 'Tell us why you want to join',
    }),
    availability: optionalText({ label: 'Availability', max: limits.short }),
    hasMedicalConditions: checkbox(),
    medicalConditions: optionalText({ label: 'Medical details', max: limits.long, multiline: true }),
    agreeTerms: mustTick('Agree to the terms and conditions to apply'),
    agreeAssessment: mustTick('Agree to the fitness and medical assessment to apply'),
  })
  .refine((a) => !a.hasMedicalConditions || Boolean(a.medicalConditions), {
    path: ['medicalConditions'],
    error: 'Tell us about the condition or injury so your coach can plan around it',
    when: (payload) => {
      const value = payload.value as { hasMedicalConditions?: unknown; medicalConditions?: unknown };
      return typeof value?.hasMedicalConditions === 'boolean';
    },
  });

export type ProgramApplication = z.output<typeof programApplicationSchema>;

export const programApplicationForm = {
  id: 'program-application',
  fields: programApplicationFields,
  schemaAt: () => programApplicationSchema,
} as const;
