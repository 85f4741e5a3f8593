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
import { organisationSignupFields } from '../fields/organisation-signup';

export * from '../fields/organisation-signup';

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
