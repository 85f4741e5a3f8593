import { z } from '~/lib/zod';
import {
  ageRangeValues,
  consultationAvailabilityValues,
  contactMethodValues,
  experienceLevelValues,
  timeZoneValues,
} from '../options';
import {
  choices,
  email,
  limits,
  mustTick,
  optionalChoice,
  optionalText,
  requiredPhone,
  requiredText,
} from './fields';
import { consultationFields, programmeIds } from '../fields/consultation';

export * from '../fields/consultation';

export const consultationSchema = z.object({
  interestedPrograms: choices(programmeIds),
  name: requiredText({ label: 'Full name', max: limits.name, required: 'Enter your full name' }),
  email: email(),
  phone: requiredPhone(),
  ageRange: optionalChoice(ageRangeValues),
  experience: optionalChoice(experienceLevelValues),
  goals: requiredText({
    label: 'Your goals',
    max: limits.long,
    multiline: true,
    required: 'Tell us what you want to achieve',
  }),
  availability: optionalChoice(consultationAvailabilityValues),
  timeZone: optionalChoice(timeZoneValues),
  // The form preselects a phone call; a post without it means the same.
  preferredContact: optionalChoice(contactMethodValues).transform((v) => v ?? 'phone'),
  specificQuestions: optionalText({ label: 'Questions for the coach', max: limits.long, multiline: true }),
  agreedTerms: mustTick('Agree to be contacted about your consultation'),
});

export type ConsultationRequest = z.output<typeof consultationSchema>;

export const consultationForm = {
  id: 'consultation',
  fields: consultationFields,
  schemaAt: () => consultationSchema,
} as const;
