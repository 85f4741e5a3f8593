/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
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

export { programmeIds } from '~/content/programmes';
