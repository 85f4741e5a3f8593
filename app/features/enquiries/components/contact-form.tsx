import { Send } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { programmeInterests } from '../options';
import { limits } from '../limits';
import { contactFields } from '../fields/contact';
import type { EnquiryActionResult } from '../submission';
import { Confirmation } from './confirmation';
import { TextAreaField, TextField } from '~/components/forms/fields';
import { SelectField } from '~/components/forms/choice-fields';
import { ErrorSummary, RequiredNote } from '~/components/forms/form-layout';
import { EmailField, HiddenEnquiryFields, PhoneField } from './enquiry-fields';
import { schemaOnServer, useForm } from '~/components/forms/use-form';
import enquiryValidators from '~/document-scripts/validators/enquiry-forms.ts?document-script';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const schema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('../schemas/contact').then((m) => () => m.contactSchema);

/**
 * The /contact message form (SPEC §2): six fields, of which first name, a valid e-mail and the message
 * are required. `form` is the page loader's `contactForm`, `result` the action's answer.
 */
export function ContactForm({
  form,
  result,
}: {
  form: { formInstance: string };
  result: EnquiryActionResult | undefined;
}) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`Thank you, ${result.greeting}!`}
        lead="Your message is with our team. A coach or the admissions office will reply by e-mail."
        className="p-0 ring-0 sm:p-0"
        next={[{ to: '/contact', label: 'Send another message', reloadDocument: true }]}
      />
    );
  }
  return <ContactFields key={form.formInstance} formInstance={form.formInstance} result={result} />;
}

function ContactFields({
  formInstance,
  result,
}: {
  formInstance: string;
  result: EnquiryActionResult | undefined;
}) {
  const kit = useForm({
    id: 'contact',
    validatorScript: enquiryValidators,
    schema,
    labels: contactFields,
    result,
    defaults: { programmeInterest: 'not-sure' },
  });
  return (
    <Form {...kit.formProps} aria-label="Contact form" className="relative grid gap-5 sm:grid-cols-2">
      <ErrorSummary kit={kit} className="sm:col-span-2" />
      <RequiredNote className="-mt-2 sm:col-span-2" />
      <TextField kit={kit} name="firstName" required autoComplete="given-name" maxLength={limits.name} />
      <TextField kit={kit} name="lastName" autoComplete="family-name" maxLength={limits.name} />
      <EmailField kit={kit} required />
      <PhoneField kit={kit} />
      <SelectField
        kit={kit}
        name="programmeInterest"
        options={programmeInterests}
        className="sm:col-span-2"
      />
      <TextAreaField
        kit={kit}
        name="message"
        required
        rows={5}
        maxLength={limits.message}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={kit.submitting}
          data-busy="Sending…"
        >
          {kit.submitting ? 'Sending…' : 'Send Message'}
          <Send aria-hidden />
        </Button>
      </div>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}
