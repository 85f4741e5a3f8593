/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
/** Organisation sign-up on /get-started (SPEC §3 Organization sign-up, §5). */
export const organisationSignupFields = {
  plan: 'Plan',
  organizationName: 'Organization name',
  contactName: 'Contact person',
  email: 'Email',
  phone: 'Phone number',
  organizationType: 'Organization type',
  expectedTournaments: 'Expected tournaments per year',
  participants: 'Participants per tournament',
  requirements: 'Specific requirements',
  agreeTerms: 'Terms',
} as const;
