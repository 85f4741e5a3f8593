import { z } from '~/lib/zod';
import { programmeInterestValues } from '../options';
import { email, limits, optionalChoice, optionalPhone, optionalText, requiredText } from './fields';
import { contactFields } from '../fields/contact';

export * from '../fields/contact';

export const contactSchema = z.object({
  firstName: requiredText({ label: 'First name', max: limits.name, required: 'Enter your first name' }),
  lastName: optionalText({ label: 'Last name', max: limits.name }),
  email: email(),
  phone: optionalPhone(),
  programmeInterest: optionalChoice(programmeInterestValues),
  message: requiredText({
    label: 'Message',
    max: limits.message,
    multiline: true,
    required: 'Enter your message',
  }),
});

export type ContactEnquiry = z.output<typeof contactSchema>;

export const contactForm = { id: 'contact', fields: contactFields, schemaAt: () => contactSchema } as const;
