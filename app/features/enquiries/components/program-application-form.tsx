import { Send } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/input';
import { trainingGoals } from '~/content/application';
import { programmes } from '~/content/programmes';
import { formatNaira } from '~/lib/money';
import { boxingExperience, fitnessLevels } from '../options';
import { limits } from '../limits';
import { programApplicationFields } from '../fields/program-application';
import type { EnquiryActionResult } from '../submission';
import { Confirmation } from './confirmation';
import { TextAreaField, TextField } from '~/components/forms/fields';
import { CheckboxField, ChoiceCards, SelectField } from '~/components/forms/choice-fields';
import { ErrorSummary, FieldGrid, FormSection } from '~/components/forms/form-layout';
import { EmailField, HiddenEnquiryFields, PhoneField } from './enquiry-fields';
import { filled, schemaOnServer, useForm } from '~/components/forms/use-form';
import enquiryValidators from '~/document-scripts/validators/enquiry-forms.ts?document-script';

/** The validator, fetched once the page is interactive (see useForm); never in the server build. */
const schema = import.meta.env.SSR
  ? schemaOnServer
  : () => import('../schemas/program-application').then((m) => () => m.programApplicationSchema);

type Props = { formInstance: string; result: EnquiryActionResult | undefined; program: string };

/** The single-page program application (SPEC §2, §3, §5): a programme by radio card, native required fields. */
export function ProgramApplicationForm({ formInstance, result, program }: Props) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`Thank you, ${result.greeting}!`}
        lead="Your application is in. Here is what happens next."
        next={[{ to: '/courses', label: 'Browse Online Courses' }]}
      />
    );
  }
  return (
    <ApplicationFields key={formInstance} formInstance={formInstance} result={result} program={program} />
  );
}

function ApplicationFields({ formInstance, result, program }: Props) {
  const kit = useForm({
    id: 'application',
    validatorScript: enquiryValidators,
    schema,
    labels: programApplicationFields,
    result,
    defaults: { program },
  });
  const initialGoals = kit.initial.goals;
  const chosenGoals = new Set(
    Array.isArray(initialGoals) ? initialGoals : initialGoals ? [initialGoals] : [],
  );
  const medicalDetailsShown = !kit.hydrated || filled(kit.values, 'hasMedicalConditions');
  return (
    <Form {...kit.formProps} aria-label="Program application" className="relative space-y-10">
      <ErrorSummary kit={kit} />
      <ChoiceCards
        kit={kit}
        name="program"
        required
        markRequired={false}
        legend={
          <span className="font-display text-3xl leading-none font-extrabold text-ink-900 uppercase sm:text-4xl">
            Choose Your Programme
          </span>
        }
        options={programmes.map((p) => ({ ...p, value: p.applicationId }))}
        gridClassName="sm:grid-cols-2 xl:grid-cols-4"
        renderCard={(programme, { titleId, detailId }) => (
          <>
            {programme.popular ? (
              <Badge tone="red" className="absolute -top-3 left-5">
                Most Popular
              </Badge>
            ) : null}
            <span
              className={programme.popular ? 'eyebrow mt-2 pr-8 text-gold-700' : 'eyebrow pr-8 text-gold-700'}
            >
              {programme.level}
            </span>
            <span
              id={titleId}
              className="mt-2 pr-8 font-display text-2xl leading-none font-extrabold text-ink-900 uppercase"
            >
              {programme.title}
            </span>
            <span id={detailId} className="mt-2 flex flex-1 flex-col text-sm text-ink-600">
              {programme.subtitle}
              <span className="mt-auto pt-4 text-ink-900">
                <span className="font-display text-2xl font-extrabold">
                  {programme.price === null ? 'By assessment' : formatNaira(programme.price)}
                </span>
                <span className="ml-2 font-semibold text-ink-600">{programme.duration}</span>
              </span>
            </span>
          </>
        )}
      />

      <FormSection id="applicant-heading" title="About You" roomy>
        <FieldGrid className="mt-6">
          <TextField kit={kit} name="firstName" required autoComplete="given-name" maxLength={limits.name} />
          <TextField kit={kit} name="lastName" required autoComplete="family-name" maxLength={limits.name} />
          <EmailField kit={kit} required />
          <PhoneField kit={kit} required />
          <TextField kit={kit} name="age" type="number" inputMode="numeric" min={5} max={99} step={1} />
          <TextField
            kit={kit}
            name="location"
            autoComplete="address-level2"
            maxLength={limits.short}
            hint="City or area"
          />
          <SelectField
            kit={kit}
            name="experienceLevel"
            required
            options={boxingExperience}
            prompt="Select your experience"
          />
          <SelectField
            kit={kit}
            name="fitnessLevel"
            options={fitnessLevels}
            prompt="Select your fitness level"
          />
          <TextAreaField
            kit={kit}
            name="previousTraining"
            rows={3}
            maxLength={limits.long}
            className="sm:col-span-2"
          />
        </FieldGrid>

        <fieldset
          className="mt-8"
          data-errors-for="goals"
          aria-describedby={kit.errors.goals?.length ? kit.errorId('goals') : undefined}
        >
          <legend className="text-sm font-semibold text-ink-800">{programApplicationFields.goals}</legend>
          <p className="text-sm text-ink-600">Tick everything that applies.</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {trainingGoals.map((goal, i) => {
              const id = i === 0 ? kit.fieldId('goals') : `${kit.fieldId('goals')}-${goal.value}`;
              return (
                <div
                  key={goal.value}
                  className="flex items-start gap-3 rounded-xl bg-canvas p-3 ring-1 ring-ink-900/10"
                >
                  <input
                    id={id}
                    type="checkbox"
                    name="goals"
                    value={goal.value}
                    defaultChecked={chosenGoals.has(goal.value)}
                    className="mt-0.5 size-5 shrink-0 accent-gold-500"
                  />
                  <label htmlFor={id} className="text-sm text-ink-800">
                    {goal.label}
                  </label>
                </div>
              );
            })}
          </div>
          <FieldError id={kit.errorId('goals')} errors={kit.errors.goals} />
        </fieldset>

        <FieldGrid className="mt-8">
          <TextAreaField
            kit={kit}
            name="motivation"
            required
            rows={4}
            maxLength={limits.long}
            className="sm:col-span-2"
          />
          <TextField
            kit={kit}
            name="availability"
            maxLength={limits.short}
            hint="For example: weekday evenings and Saturday mornings"
            className="sm:col-span-2"
          />
          <CheckboxField
            kit={kit}
            name="hasMedicalConditions"
            label="I have a medical condition or injury the coaches should know about"
            className="sm:col-span-2"
          />
          {medicalDetailsShown ? (
            // A document's script shows it only while the box is ticked, as React does (data-shown-when).
            <div className="sm:col-span-2" data-shown-when="hasMedicalConditions">
              <TextAreaField
                kit={kit}
                name="medicalConditions"
                rows={3}
                maxLength={limits.long}
                hint={kit.hydrated ? undefined : 'Only if you ticked the box above.'}
              />
            </div>
          ) : null}
        </FieldGrid>

        <fieldset className="mt-8 space-y-4 rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10">
          <legend className="sr-only">Agreements</legend>
          <CheckboxField
            kit={kit}
            name="agreeTerms"
            required
            label={
              <>
                I agree to the{' '}
                <Link to="/terms" className="font-semibold text-gold-700 underline underline-offset-2">
                  terms and conditions
                </Link>{' '}
                of the academy
              </>
            }
          />
          <CheckboxField
            kit={kit}
            name="agreeAssessment"
            required
            label="I agree to a fitness and medical assessment before I start training"
          />
        </fieldset>

        <Button
          type="submit"
          size="lg"
          className="mt-8 w-full sm:w-auto"
          disabled={kit.submitting}
          data-busy="Submitting…"
        >
          {kit.submitting ? 'Submitting…' : 'Submit Application'}
          <Send aria-hidden />
        </Button>
      </FormSection>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}
