import { CalendarCheck, Clock } from 'lucide-react';
import { Form } from 'react-router';
import { RadioGroup } from '~/components/ui/radio-group';
import { programmes } from '~/content/programmes';
import type { Programme } from '~/content/programmes';
import { ageRanges, consultationAvailability, contactMethods, experienceLevels, timeZones } from '../options';
import { consultationFields } from '../fields/consultation';
import { limits } from '../limits';
import type { EnquiryActionResult } from '../submission';
import { Confirmation } from './confirmation';
import { TextAreaField, TextField } from '~/components/forms/fields';
import { CheckboxField, ChoiceCards, SelectField } from '~/components/forms/choice-fields';
import { ErrorSummary, FieldGrid, FormSection } from '~/components/forms/form-layout';
import { EmailField, HiddenEnquiryFields, PhoneField } from './enquiry-fields';
import { SubmitBar } from './submit-bar';
import { schemaOnServer, useForm } from '~/components/forms/use-form';
import enquiryValidators from '~/document-scripts/validators/enquiry-forms.ts?document-script';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const schema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('../schemas/consultation').then((m) => () => m.consultationSchema);

type Props = { formInstance: string; result: EnquiryActionResult | undefined };

/** Free consultation (SPEC §2, §4, §5): programme cards toggle in the interested list; gated submit. */
export function ConsultationForm({ formInstance, result }: Props) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`See you soon, ${result.greeting}!`}
        lead="Your free consultation request is in. A coach will confirm the time with you."
        next={[{ to: '/training-programs', label: 'Compare Programmes' }]}
      />
    );
  }
  return <ConsultationFields key={formInstance} formInstance={formInstance} result={result} />;
}

function ProgrammeChoice({
  programme,
  titleId,
  detailId,
}: {
  programme: Programme;
  titleId: string;
  detailId: string;
}) {
  return (
    <>
      <span className="eyebrow pr-8 text-gold-700">{programme.level}</span>
      <span
        id={titleId}
        className="mt-2 pr-8 font-display text-2xl leading-none font-extrabold text-ink-900 uppercase"
      >
        {programme.title}
      </span>
      <span id={detailId} className="mt-2 text-sm text-ink-600">
        {programme.subtitle}
        <span className="mt-3 flex items-center gap-1.5 font-semibold text-ink-800">
          <Clock aria-hidden className="size-4 text-gold-700" />
          {programme.consultationDuration}
        </span>
      </span>
    </>
  );
}

function ConsultationFields({ formInstance, result }: Props) {
  const kit = useForm({
    id: 'consultation',
    validatorScript: enquiryValidators,
    schema,
    labels: consultationFields,
    result,
    defaults: { preferredContact: 'phone', timeZone: 'Africa/Lagos' },
  });
  const chosen = kit.values.interestedPrograms;
  const interested = programmes.filter((p) =>
    Array.isArray(chosen) ? chosen.includes(p.id) : chosen === p.id,
  );
  const preferred = kit.values.preferredContact;
  return (
    <Form {...kit.formProps} aria-label="Book your free consultation" className="relative space-y-10">
      <ErrorSummary kit={kit} />
      <div>
        <ChoiceCards
          kit={kit}
          name="interestedPrograms"
          type="checkbox"
          legend={
            <span className="font-display text-3xl leading-none font-extrabold text-ink-900 uppercase sm:text-4xl">
              Which Programmes Interest You?
            </span>
          }
          description="Choose as many as you like; your coach will help you decide."
          options={programmes.map((p) => ({ ...p, value: p.id }))}
          gridClassName="sm:grid-cols-2 xl:grid-cols-4"
          renderCard={(programme, ids) => <ProgrammeChoice programme={programme} {...ids} />}
        />
        {/* Shown once a script follows the ticks: React's, or the document's (data-chosen-list). */}
        <p
          className="mt-4 text-sm text-ink-700"
          aria-live="polite"
          hidden={!kit.hydrated}
          data-chosen-list="interestedPrograms"
        >
          <span className="font-semibold">Interested in: </span>
          <span data-chosen-words>
            {interested.length ? interested.map((p) => p.title).join(', ') : 'none chosen yet'}
          </span>
        </p>
      </div>

      <FormSection id="consultation-details" title="About You">
        <FieldGrid className="mt-6">
          <TextField kit={kit} name="name" required autoComplete="name" maxLength={limits.name} />
          <EmailField kit={kit} required />
          <PhoneField kit={kit} required />
          <SelectField kit={kit} name="ageRange" options={ageRanges} prompt="Select your age range" />
          <SelectField
            kit={kit}
            name="experience"
            options={experienceLevels}
            prompt="Select your experience"
            className="sm:col-span-2"
          />
          <TextAreaField
            kit={kit}
            name="goals"
            required
            rows={4}
            maxLength={limits.long}
            hint="Fitness, self-defence, your first bout, turning pro…"
            className="sm:col-span-2"
          />
          <SelectField
            kit={kit}
            name="availability"
            options={consultationAvailability}
            prompt="Select a time of day"
          />
          <SelectField kit={kit} name="timeZone" options={timeZones} />
          <div className="sm:col-span-2">
            <RadioGroup
              name="preferredContact"
              legend={consultationFields.preferredContact}
              options={contactMethods}
              defaultValue={typeof preferred === 'string' ? preferred : 'phone'}
              className="grid gap-3 sm:grid-cols-4 [&>legend]:col-span-full"
            />
          </div>
          <TextAreaField
            kit={kit}
            name="specificQuestions"
            rows={3}
            maxLength={limits.long}
            className="sm:col-span-2"
          />
          <CheckboxField
            kit={kit}
            name="agreedTerms"
            required
            className="sm:col-span-2"
            label="I agree to be contacted about my consultation, and to the Terms of Service and Privacy Policy"
          />
        </FieldGrid>
        <SubmitBar
          kit={kit}
          requires={['name', 'email', 'phone', 'goals', 'agreedTerms']}
          waiting="Enter your name, e-mail, phone and goals, and tick the agreement, to book."
          busy="Booking…"
          className="mt-8"
        >
          <CalendarCheck aria-hidden />
          Book Free Consultation
        </SubmitBar>
      </FormSection>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}
