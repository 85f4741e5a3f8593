import { z } from '~/lib/zod';
import { programmes } from '~/content/programmes';
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

/** Free consultation on /book-consultation (SPEC §3 Consultation, §5). */
export const consultationFields = {
  interestedPrograms: 'Programmes you are interested in',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  ageRange: 'Age range',
  experience: 'Boxing experience',
  goals: 'Your goals',
  availability: 'Best time for you',
  timeZone: 'Time zone',
  preferredContact: 'How should we reach you?',
  specificQuestions: 'Questions for the coach',
  agreedTerms: 'Consent',
} as const;

export const programmeIds = programmes.map((p) => p.id) as unknown as readonly [
  (typeof programmes)[number]['id'],
  ...(typeof programmes)[number]['id'][],
];

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
