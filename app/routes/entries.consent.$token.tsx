import { CheckCircle2 } from 'lucide-react';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/entries.consent.$token';
import { AuthShell } from '~/components/auth/auth-shell';
import { CheckboxField } from '~/components/forms/choice-fields';
import { FormAlert, TextField } from '~/components/forms/fields';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { consentRequest, giveGuardianConsent } from '~/features/entries';
import { guardianConsentFormSchema } from '~/features/entries/forms';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { isServiceError } from '@server/service-error';

/**
 * A parent's or guardian's consent to a minor's entry (issue 27): the page the e-mailed link opens. No
 * account is needed: the link is the guardian's own. What it shows is the child's name, the tournament and
 * the category, nothing more.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'Consent to a tournament entry | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

// The link is a secret: no cache or referrer keeps it.
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { request: await consentRequest(context.services.database.db, params.token) };
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = parseSubmission(guardianConsentFormSchema, await request.formData());
  // The form comes back with the name typed.
  const values = { name: parsed.values.name ?? '' };
  if (!parsed.ok)
    return data(formFailure({ fieldErrors: parsed.failure.fieldErrors }, values), { status: 400 });
  try {
    const given = await giveGuardianConsent(context.services.database.db, params.token, parsed.data);
    return { status: 'given' as const, consentedAt: given.consentedAt };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      formFailure(error.fields ? { fieldErrors: error.fields } : { formError: error.message }, values),
      { status: error.status },
    );
  }
}

export default function GuardianConsent() {
  const { request } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && result.status === 'invalid' ? result : undefined;
  const kit = useForm({
    id: 'guardian-consent',
    result: failure,
    defaults: { name: request.guardianName ?? '' },
  });
  const busy = useNavigation().state === 'submitting';
  const consentedAt = result?.status === 'given' ? result.consentedAt : request.consentedAt;
  const dates =
    request.startDate === request.endDate
      ? formatLongDate(request.startDate)
      : `${formatLongDate(request.startDate)} to ${formatLongDate(request.endDate)}`;
  return (
    <AuthShell
      title="A parent’s consent"
      lead={`${request.child} has been entered in ${request.tournament}. Because ${request.child} is under 18, the entry counts only with the consent of a parent or guardian.`}
    >
      <dl className="mb-6 grid gap-x-4 gap-y-2 rounded-2xl bg-ink-950 p-5 text-white sm:grid-cols-[auto_1fr]">
        <dt className="text-sm font-semibold text-ink-300 uppercase">Boxer</dt>
        <dd className="font-semibold">{request.child}</dd>
        <dt className="text-sm font-semibold text-ink-300 uppercase">Tournament</dt>
        <dd className="font-semibold">
          <Link
            to={`/tournaments/${request.tournamentSlug}`}
            className="text-gold-300 underline-offset-4 hover:underline"
          >
            {request.tournament}
          </Link>
        </dd>
        <dt className="text-sm font-semibold text-ink-300 uppercase">Category</dt>
        <dd className="font-semibold">{request.category}</dd>
        <dt className="text-sm font-semibold text-ink-300 uppercase">Dates</dt>
        <dd className="font-semibold">{dates}</dd>
      </dl>
      {consentedAt ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-naija-500/15 p-5 text-naija-800">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p>
            <span className="font-bold">Consent given.</span> Thank you: {request.child}’s entry counts from{' '}
            {formatLongDate(lagosDate(new Date(consentedAt)))}. Their coach sees it on their entries, and{' '}
            {request.child} is drawn with the others.
          </p>
        </div>
      ) : request.closed ? (
        <FormAlert message={request.closed} />
      ) : (
        <Form {...kit.formProps} className="space-y-5" aria-label="Give your consent">
          <FormAlert message={kit.formError} />
          <TextField
            kit={kit}
            name="name"
            label="Your full name"
            autoComplete="name"
            required
            maxLength={120}
          />
          <CheckboxField
            kit={kit}
            name="consent"
            required
            label={`I am ${request.child}’s parent or guardian, and I consent to ${request.child} boxing in ${request.tournament}.`}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            Give my consent
          </Button>
          <p className="text-sm text-ink-600">
            If you do not consent, do nothing: {request.child} is not drawn without it.
          </p>
        </Form>
      )}
    </AuthShell>
  );
}
