/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
/** The single-page program application on /application (SPEC §3 Program application form, §5). */
export const programApplicationFields = {
  program: 'Programme',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  age: 'Age',
  location: 'Location',
  experienceLevel: 'Boxing experience',
  previousTraining: 'Previous training',
  fitnessLevel: 'Fitness level',
  goals: 'Your goals',
  motivation: 'Why do you want to join?',
  availability: 'Availability',
  hasMedicalConditions: 'Medical conditions or injuries',
  medicalConditions: 'Medical details',
  agreeTerms: 'Terms',
  agreeAssessment: 'Assessment consent',
} as const;

export { applicationProgrammeIds } from '~/content/programmes';
