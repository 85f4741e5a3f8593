import { ArrowRight, Check } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { plans } from '~/content/plans';
import type { Plan } from '~/content/plans';
import { formatNaira } from '~/lib/money';
import { organisationParticipants, organisationTypes } from '../options';
import { limits } from '../limits';
import { organisationSignupFields } from '../fields/organisation-signup';
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
  : () => import('../schemas/organisation-signup').then((m) => () => m.organisationSignupSchema);

type Props = { formInstance: string; result: EnquiryActionResult | undefined };

/** Organisation sign-up (SPEC §2, §5): a plan, the registration form, submit gated on plan and terms. */
export function OrganisationSignupForm({ formInstance, result }: Props) {
  if (result?.status === 'success') {
    return (
      <Confirmation
        result={result}
        title={`Welcome aboard, ${result.greeting}!`}
        lead="Your organization is registered and pending approval. As soon as we approve it, you will get an e-mail with a link to set your password: you will be its organiser, ready to create tournaments."
        next={[
          { to: '/schedule-demo', label: 'Schedule a Demo' },
          { to: '/ajbxng-tournaments', label: 'Explore the Platform' },
        ]}
      />
    );
  }
  return <SignupFields key={formInstance} formInstance={formInstance} result={result} />;
}

function PlanCard({ plan, titleId, detailId }: { plan: Plan; titleId: string; detailId: string }) {
  return (
    <>
      {plan.popular ? (
        <Badge tone="red" className="absolute -top-3 left-5">
          Most Popular
        </Badge>
      ) : null}
      <h3 id={titleId} className="pr-8 text-3xl leading-none font-extrabold uppercase">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{plan.pitch}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="font-display text-4xl font-extrabold text-ink-900">
          {formatNaira(plan.pricePerMonth)}
        </span>
        <span className="text-sm font-semibold text-ink-600">/month</span>
      </p>
      <div id={detailId}>
        <p className="mt-3 text-sm font-semibold text-gold-700">{plan.allowance}</p>
        <ul className="mt-4 space-y-2 border-t border-ink-900/10 pt-4 text-sm text-ink-700">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-naija-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function SignupFields({ formInstance, result }: Props) {
  const kit = useForm({
    id: 'signup',
    validatorScript: enquiryValidators,
    schema,
    labels: organisationSignupFields,
    result,
  });
  return (
    <Form {...kit.formProps} aria-label="Organization sign-up" className="relative">
      <ErrorSummary kit={kit} className="mb-8" />
      <ChoiceCards
        kit={kit}
        name="plan"
        required
        markRequired={false}
        legend={
          <h2
            id="plans-heading"
            className="text-4xl leading-none font-extrabold text-ink-900 uppercase sm:text-5xl"
          >
            Choose Your Plan
          </h2>
        }
        description="Monthly prices in naira. Change or cancel your plan at any time."
        options={plans.map((plan) => ({ ...plan, value: plan.id }))}
        gridClassName="mt-6 gap-6 md:grid-cols-3"
        renderCard={(plan, ids) => <PlanCard plan={plan} {...ids} />}
      />

      <FormSection
        id="register-heading"
        title="Register Your Organization"
        titleClassName="text-4xl"
        roomy
        className="mt-14"
      >
        <FieldGrid className="mt-8">
          <TextField
            kit={kit}
            name="organizationName"
            required
            autoComplete="organization"
            maxLength={limits.short}
          />
          <TextField kit={kit} name="contactName" required autoComplete="name" maxLength={limits.name} />
          <EmailField kit={kit} required />
          <PhoneField kit={kit} required />
          <SelectField
            kit={kit}
            name="organizationType"
            options={organisationTypes}
            prompt="Select organization type"
          />
          <TextField
            kit={kit}
            name="expectedTournaments"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            hint="Roughly how many a year"
          />
          <SelectField
            kit={kit}
            name="participants"
            options={organisationParticipants}
            prompt="Select typical size"
            className="sm:col-span-2"
          />
          <TextAreaField
            kit={kit}
            name="requirements"
            rows={4}
            maxLength={limits.long}
            hint="Weight classes, age groups, venues, anything we should prepare for."
            className="sm:col-span-2"
          />
          <CheckboxField
            kit={kit}
            name="agreeTerms"
            required
            className="sm:col-span-2"
            label={
              <>
                I agree to the{' '}
                <Link to="/terms" className="font-semibold text-gold-700 underline underline-offset-2">
                  Terms of Service
                </Link>{' '}
                and the{' '}
                <Link to="/privacy" className="font-semibold text-gold-700 underline underline-offset-2">
                  Privacy Policy
                </Link>
              </>
            }
          />
        </FieldGrid>
        <SubmitBar
          kit={kit}
          requires={['plan', 'agreeTerms']}
          waiting="Choose a plan and agree to the terms to register."
          className="mt-8"
        >
          Register Organization
          <ArrowRight aria-hidden />
        </SubmitBar>
      </FormSection>
      <HiddenEnquiryFields kit={kit} formInstance={formInstance} />
    </Form>
  );
}
