import { CalendarCheck, Phone, Video } from 'lucide-react';
import { Form } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { demoDurationMinutes } from '~/content/demo-slots';
import type { DemoSlot } from '../demo-slots.server';
import { demoParticipants, demoRoles, demoTypes } from '../options';
import { demoBookingFields } from '../fields/demo-booking';
import { limits } from '../limits';
import type { EnquiryActionResult } from '../submission';
import { formatLongDate } from '~/lib/lagos-time';
import { Confirmation } from './confirmation';
import { TextAreaField, TextField } from '~/components/forms/fields';
import { ChoiceCards, SelectField } from '~/components/forms/choice-fields';
import { ErrorSummary, FieldGrid, FormSection } from '~/components/forms/form-layout';
import { EmailField, HiddenEnquiryFields, PhoneField } from './enquiry-fields';
import { SubmitBar } from './submit-bar';
import { schemaOnServer, useForm } from '~/components/forms/use-form';
import enquiryValidators from '~/document-scripts/validators/enquiry-forms.ts?document-script';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const loadSchema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('../schemas/demo-booking').then((m) => m.demoBookingSchemaAt);

type Props = {
  formInstance: string;
  result: EnquiryActionResult | undefined;
  demo: { date: string; slots: DemoSlot[] };
};

/** Demo booking (SPEC §2, §4, §5): one of tomorrow's slots, a format, and the form; gated on slot, name, e-mail. */
export function DemoBookingForm({ formInstance, result, demo }: Props) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`You're booked, ${result.greeting}!`}
        lead={`Your ${demoDurationMinutes}-minute live demo is in the diary. The joining details follow by e-mail.`}
        next={[
          { to: '/get-started', label: 'Register Your Organization' },
          { to: '/tournament-demo', label: 'Try the Interactive Demo' },
        ]}
      />
    );
  }
  return (
    <BookingFields
      key={formInstance}
      formInstance={formInstance}
      result={withoutBookedSlot(result, demo.slots)}
      demo={demo}
    />
  );
}

/** A slot someone took while this person was filling in the form must not stay chosen. */
function withoutBookedSlot(result: EnquiryActionResult | undefined, slots: DemoSlot[]) {
  if (result?.status !== 'invalid') return result;
  const chosen = slots.find((s) => s.value === result.values.slot);
  if (!chosen?.booked) return result;
  const { slot: _taken, ...values } = result.values;
  return { ...result, values };
}

const formatIcons = { 'video-call': Video, 'phone-call': Phone } as const;
const formatDetails = {
  'video-call': 'Screen-share on Google Meet or Zoom: see every screen live.',
  'phone-call': 'A guided call while you follow along in your browser.',
} as const;

function BookingFields({ formInstance, result, demo }: Props) {
  const kit = useForm({
    id: 'demo',
    validatorScript: enquiryValidators,
    schema: loadSchema,
    labels: demoBookingFields,
    result,
    defaults: { demoType: 'video-call' },
  });
  const day = formatLongDate(demo.date);
  return (
    <Form {...kit.formProps} aria-label="Book your demo" className="relative space-y-10">
      <ErrorSummary kit={kit} />

      <ChoiceCards
        kit={kit}
        name="slot"
        required
        markRequired={false}
        legend={
          <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-display text-3xl leading-none font-extrabold text-ink-900 uppercase">
              1. Pick a Time
            </span>
            <span className="text-base font-semibold text-ink-700">Tomorrow, {day}</span>
          </span>
        }
        description="All times are West Africa Time (WAT). Each demo lasts 30 minutes."
        options={demo.slots}
        disabled={(slot) => slot.booked}
        gridClassName="grid-cols-2 gap-3 sm:grid-cols-3"
        renderCard={(slot, { titleId, detailId }) => (
          <>
            <span id={titleId} className="font-display text-2xl font-extrabold text-ink-900">
              {slot.label}
            </span>
            <span id={detailId} className="mt-1 text-sm">
              {slot.booked ? (
                <Badge tone="muted">Booked</Badge>
              ) : (
                <span className="text-naija-700 font-semibold">Available</span>
              )}
            </span>
          </>
        )}
      />

      <ChoiceCards
        kit={kit}
        name="demoType"
        markRequired={false}
        legend={
          <span className="font-display text-3xl leading-none font-extrabold text-ink-900 uppercase">
            2. Choose the Format
          </span>
        }
        options={demoTypes}
        gridClassName="sm:grid-cols-2"
        renderCard={(format, { titleId, detailId }) => {
          const Icon = formatIcons[format.value];
          return (
            <>
              <Icon aria-hidden className="size-7 text-gold-700" />
              <span id={titleId} className="mt-3 font-display text-2xl font-bold text-ink-900 uppercase">
                {format.label}
              </span>
              <span id={detailId} className="mt-1 text-sm text-ink-600">
                {formatDetails[format.value]}
              </span>
            </>
          );
        }}
      />

      <FormSection id="demo-details-heading" title="3. Your Details" titleClassName="text-3xl">
        <FieldGrid className="mt-6">
          <TextField kit={kit} name="name" required autoComplete="name" maxLength={limits.name} />
          <EmailField kit={kit} required />
          <PhoneField kit={kit} />
          <TextField kit={kit} name="organization" autoComplete="organization" maxLength={limits.short} />
          <SelectField kit={kit} name="role" options={demoRoles} prompt="Select your role" />
          <SelectField
            kit={kit}
            name="participants"
            options={demoParticipants}
            prompt="Select number of students"
          />
          <TextAreaField
            kit={kit}
            name="currentSolution"
            rows={3}
            maxLength={limits.long}
            hint="Spreadsheets, paper draws, another system…"
            className="sm:col-span-2"
          />
          <TextAreaField
            kit={kit}
            name="specificQuestions"
            rows={3}
            maxLength={limits.long}
            className="sm:col-span-2"
          />
        </FieldGrid>
        <SubmitBar
          kit={kit}
          requires={['slot', 'name', 'email']}
          waiting="Pick a time and enter your name and e-mail to book."
          busy="Booking…"
          className="mt-8"
        >
          <CalendarCheck aria-hidden />
          Book My Demo
        </SubmitBar>
      </FormSection>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}
