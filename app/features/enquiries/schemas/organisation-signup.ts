import { z } from '~/lib/zod';
import { planIds } from '~/content/plans';
import { organisationParticipantValues, organisationTypeValues } from '../options';
import {
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

export const organisationSignupSchema = z.object({
  plan: requiredChoice(planIds, 'Choose a plan'),
  organizationName: requiredText({
    label: 'Organization name',
    max: limits.short,
    required: "Enter your organization's name",
  }),
  contactName: requiredText({
    label: 'Contact person',
    max: limits.name,
    required: 'Enter the name of the contact person',
  }),
  email: email(),
  phone: requiredPhone(),
  organizationType: optionalChoice(organisationTypeValues),
  expectedTournaments: optionalWholeNumber({ label: 'Expected tournaments per year', min: 1, max: 500 }),
  participants: optionalChoice(organisationParticipantValues),
  requirements: optionalText({ label: 'Specific requirements', max: limits.long, multiline: true }),
  agreeTerms: mustTick('Agree to the Terms of Service to register'),
});

export type OrganisationSignup = z.output<typeof organisationSignupSchema>;

export const organisationSignupForm = {
  id: 'organisation-signup',
  fields: organisationSignupFields,
  schemaAt: () => organisationSignupSchema,
} as const;
