import { ageOn } from '~/lib/lagos-time';

/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
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

export { programmeIds } from '~/content/programmes';
