import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Progress } from '~/components/ui/progress';
import { programmes } from '~/content/programmes';
import { formatNaira } from '~/lib/money';
import { cn } from '~/lib/cn';
import { experienceLevels, genders, nigerianStates, trainingSchedules } from '../options';
import {
  academyApplicationFields,
  academyApplicationSteps,
  showsParentalConsent,
} from '../fields/academy-application';
import { limits } from '../limits';
import type { EnquiryActionResult } from '../submission';
import { lagosDate } from '~/lib/lagos-time';
import { Confirmation } from './confirmation';
import { consentHints, stepBadgeClass, stepItemClass, stepState } from './wizard-steps';
import { TextAreaField, TextField } from '~/components/forms/fields';
import { CheckboxField, ChoiceCards, SelectField } from '~/components/forms/choice-fields';
import { ErrorSummary, FieldGrid, RequiredNote } from '~/components/forms/form-layout';
import { EmailField, HiddenEnquiryFields, PhoneField } from './enquiry-fields';
import { schemaOnServer } from '~/components/forms/use-form';
import { useWizard } from '~/components/forms/use-wizard';
import type { FormKit } from '~/components/forms/use-form';
import enquiryValidators from '~/document-scripts/validators/enquiry-forms.ts?document-script';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const schema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('../schemas/academy-application').then((m) => m.academyApplicationSchemaAt);

type Props = { formInstance: string; result: EnquiryActionResult | undefined };

const steps = academyApplicationSteps;
const fieldOrder = steps.flatMap((s) => s.fields);

/**
 * The four-step academy application (SPEC §2, §4, §5). Without JavaScript it is one long form with all
 * four steps as fieldsets; once hydrated it steps through them, with Next gated on each step's required
 * fields. Every step stays in the form (hidden, not removed), so the final submit posts them all.
 */
export function AcademyApplicationForm({ formInstance, result }: Props) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`Application received, ${result.greeting}!`}
        lead="Thank you for applying to the AJBXNG academy. Our admissions team will review your application and e-mail you."
        next={[
          { to: '/training-programs', label: 'Explore the Programmes' },
          { to: '/book-consultation', label: 'Book Free Consultation' },
        ]}
      />
    );
  }
  return <Wizard key={formInstance} formInstance={formInstance} result={result} />;
}

function Wizard({ formInstance, result }: Props) {
  const wizard = useWizard({
    id: 'academy',
    validatorScript: enquiryValidators,
    schema,
    labels: academyApplicationFields,
    result,
    steps,
  });
  const { kit, step, stepped, gateOpen } = wizard;

  const today = lagosDate(new Date());
  const consentShown = !stepped || showsParentalConsent(kit.values.dateOfBirth, today);

  return (
    <Form
      {...wizard.formProps}
      aria-label="Academy application"
      className="relative rounded-3xl bg-white p-5 ring-1 ring-ink-900/10 sm:p-10"
    >
      <StepIndicator step={step} stepped={stepped} />
      {/* The stepped parts are always drawn: hidden where no script runs (`noscript:`), and where scripts
          run the long form looks like its first step until a script steps through it (React's, or the
          document's: document-scripts/academy-wizard.ts, which marks the form `data-stepped`), so nothing
          moves then (`before-stepping:`). */}
      <div className={stepped ? undefined : 'noscript:hidden'} data-wizard-progress>
        <Progress value={((step + 1) / steps.length) * 100} label="Application progress" className="mt-6" />
      </div>
      <ErrorSummary kit={kit} order={fieldOrder} className="mt-8" onSelect={wizard.reveal} />
      <RequiredNote className="mt-6" />

      {steps.map((s, index) => (
        <fieldset
          key={s.id}
          id={`academy-step-${s.id}`}
          hidden={stepped && index !== step}
          data-wizard-step={index}
          aria-labelledby={`academy-step-${s.id}-title`}
          className={cn(
            'mt-8',
            !stepped && index > 0 && 'border-t border-ink-900/10 pt-10 before-stepping:hidden',
          )}
        >
          <p className="eyebrow text-gold-700">
            Step {index + 1} of {steps.length}
          </p>
          <h2
            id={`academy-step-${s.id}-title`}
            ref={wizard.headingRef(index)}
            tabIndex={-1}
            className="mt-1 text-3xl leading-none font-extrabold uppercase focus:outline-none sm:text-4xl"
          >
            {s.title}
          </h2>
          <p className="mt-2 text-ink-600">{s.description}</p>
          <FieldGrid className="mt-6">
            <StepFields kit={kit} stepId={s.id} consentShown={consentShown} stepped={stepped} />
          </FieldGrid>
        </fieldset>
      ))}

      <div className="mt-10 flex flex-col-reverse gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:items-start sm:justify-between">
        <Button
          variant="outline"
          size="lg"
          className={stepped ? undefined : 'noscript:hidden'}
          disabled={step === 0}
          onClick={() => wizard.goTo(step - 1)}
          data-wizard-previous
        >
          <ArrowLeft aria-hidden />
          Previous
        </Button>
        {stepped ? null : <span className="before-stepping:hidden" data-wizard-spacer />}
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button
            size="lg"
            hidden={stepped && wizard.isLastStep}
            className={stepped ? undefined : 'noscript:hidden'}
            disabled={!gateOpen}
            aria-describedby={gateOpen ? undefined : 'academy-gate-hint'}
            onClick={(event) => wizard.next(event.currentTarget.form!)}
            data-wizard-next
          >
            Next
            <ArrowRight aria-hidden />
          </Button>
          <Button
            type="submit"
            size="lg"
            hidden={stepped && !wizard.isLastStep}
            className={stepped ? undefined : 'before-stepping:hidden'}
            disabled={(stepped && !gateOpen) || kit.submitting}
            aria-describedby={stepped && !gateOpen ? 'academy-gate-hint' : undefined}
            data-wizard-submit
            data-busy="Submitting…"
          >
            {kit.submitting ? 'Submitting…' : 'Submit Application'}
            <Send aria-hidden />
          </Button>
          <p
            id="academy-gate-hint"
            className={cn('text-sm text-ink-600', !stepped && 'noscript:hidden')}
            hidden={gateOpen}
          >
            Fill in the required fields of this step to continue.
          </p>
        </div>
      </div>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}

function StepIndicator({ step, stepped }: { step: number; stepped: boolean }) {
  return (
    <nav aria-label="Application steps">
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((s, index) => {
          const state = stepState(index, step, stepped);
          const content = (
            <>
              <span aria-hidden className={stepBadgeClass(state, !stepped && index === 0)} data-step-badge>
                <span hidden={state !== 'done'} data-step-done>
                  <Check className="size-5" />
                </span>
                <span hidden={state === 'done'} data-step-number>
                  {index + 1}
                </span>
              </span>
              <span className="hidden text-sm leading-tight font-semibold sm:block">{s.title}</span>
              <span className="sr-only sm:hidden">{s.title}</span>
              <span className="sr-only" hidden={state !== 'done'} data-step-completed>
                {' '}
                (completed)
              </span>
            </>
          );
          return (
            <li
              key={s.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={stepItemClass(state, !stepped && index === 0)}
              data-step-indicator={index}
            >
              {stepped ? (
                content
              ) : (
                <a href={`#academy-step-${s.id}`} className="flex flex-col items-center gap-2 sm:flex-row">
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function StepFields({
  kit,
  stepId,
  consentShown,
  stepped,
}: {
  kit: FormKit;
  stepId: string;
  consentShown: boolean;
  stepped: boolean;
}) {
  switch (stepId) {
    case 'personal':
      return (
        <>
          <TextField
            kit={kit}
            name="fullName"
            required
            autoComplete="name"
            maxLength={limits.name}
            className="sm:col-span-2"
          />
          <TextField
            kit={kit}
            name="dateOfBirth"
            type="date"
            required
            autoComplete="bday"
            max={lagosDate(new Date())}
          />
          <SelectField kit={kit} name="gender" options={genders} prompt="Select gender" />
          <PhoneField kit={kit} required />
          <EmailField kit={kit} required />
          <TextField kit={kit} name="nationality" autoComplete="country-name" maxLength={limits.name} />
          <SelectField kit={kit} name="state" options={nigerianStates} prompt="Select state" />
          <TextField
            kit={kit}
            name="address"
            autoComplete="street-address"
            maxLength={limits.medium}
            className="sm:col-span-2"
          />
          <TextField kit={kit} name="city" autoComplete="address-level2" maxLength={limits.name} />
        </>
      );
    case 'background':
      return (
        <>
          <SelectField
            kit={kit}
            name="experienceLevel"
            required
            options={experienceLevels}
            prompt="Select your experience level"
            className="sm:col-span-2"
          />
          <TextAreaField
            kit={kit}
            name="boxingGoals"
            required
            rows={3}
            maxLength={limits.long}
            hint="Where do you want boxing to take you?"
            className="sm:col-span-2"
          />
          <TextAreaField kit={kit} name="previousTraining" rows={3} maxLength={limits.long} />
          <TextAreaField kit={kit} name="competitionExperience" rows={3} maxLength={limits.long} />
          <TextAreaField
            kit={kit}
            name="medicalConditions"
            rows={3}
            maxLength={limits.long}
            hint="Injuries, asthma, anything your coach should know. Leave blank if none."
            className="sm:col-span-2"
          />
        </>
      );
    case 'programme':
      return (
        <>
          <ChoiceCards
            kit={kit}
            name="preferredProgram"
            required
            legend={academyApplicationFields.preferredProgram}
            options={programmes.map((p) => ({ ...p, value: p.id }))}
            className="sm:col-span-2"
            gridClassName="sm:grid-cols-2"
            renderCard={(programme, { titleId, detailId }) => (
              <>
                <span
                  id={titleId}
                  className="pr-8 font-display text-2xl leading-none font-extrabold text-ink-900 uppercase"
                >
                  {programme.title}
                </span>
                <span id={detailId} className="mt-3 flex flex-wrap items-baseline gap-x-2 text-ink-700">
                  <span className="font-display text-2xl font-extrabold text-ink-900">
                    {formatNaira(programme.applicationFee)}
                  </span>
                  <span className="text-sm font-semibold">{programme.applicationDuration}</span>
                </span>
              </>
            )}
          />
          <SelectField
            kit={kit}
            name="trainingSchedule"
            options={trainingSchedules}
            prompt="Select a schedule"
          />
          <TextField kit={kit} name="startDate" type="date" min={lagosDate(new Date())} />
        </>
      );
    default:
      return (
        <>
          <TextAreaField
            kit={kit}
            name="motivation"
            required
            rows={4}
            maxLength={limits.long}
            label="Why do you want to join the academy?"
            className="sm:col-span-2"
          />
          <TextField kit={kit} name="emergencyContact" required autoComplete="off" maxLength={limits.name} />
          <TextField
            kit={kit}
            name="emergencyPhone"
            type="tel"
            required
            autoComplete="off"
            maxLength={limits.phone}
          />
          {consentShown ? (
            <div className="sm:col-span-2" data-wizard-consent>
              <CheckboxField
                kit={kit}
                name="parentalConsent"
                label="My parent or guardian consents to my application and training"
                hint={stepped ? consentHints.stepped : consentHints.unstepped}
              />
            </div>
          ) : null}
          <CheckboxField
            kit={kit}
            name="agreedTerms"
            required
            className="sm:col-span-2"
            label="I agree to the academy's terms and conditions and confirm that my details are correct"
          />
        </>
      );
  }
}
