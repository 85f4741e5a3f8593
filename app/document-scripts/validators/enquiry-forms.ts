import { validate } from '~/components/forms/submission';
import type { z } from '~/lib/zod';
import { academyApplicationSchemaAt } from '~/features/enquiries/schemas/academy-application';
import { consultationSchema } from '~/features/enquiries/schemas/consultation';
import { contactSchema } from '~/features/enquiries/schemas/contact';
import { demoBookingSchemaAt } from '~/features/enquiries/schemas/demo-booking';
import { organisationSignupSchema } from '~/features/enquiries/schemas/organisation-signup';
import { programApplicationSchema } from '~/features/enquiries/schemas/program-application';
import { registerValidator } from './registry';

/**
 * The checks of the public enquiry forms served as documents (decision 0034, "Forms"): the schemas their
 * actions run, with zod, in one script fetched when a person first reaches into a form. By form id.
 */
const schemas: Record<string, (now: Date) => z.ZodType> = {
  contact: () => contactSchema,
  academy: academyApplicationSchemaAt,
  consultation: () => consultationSchema,
  demo: demoBookingSchemaAt,
  signup: () => organisationSignupSchema,
  application: () => programApplicationSchema,
};

for (const [formId, schemaAt] of Object.entries(schemas)) {
  registerValidator(formId, (values) => {
    const outcome = validate(schemaAt(new Date()), values);
    return outcome.success ? {} : outcome.fieldErrors;
  });
}
