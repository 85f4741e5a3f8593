import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/sign-up';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/fields';
import { RadioField } from '~/components/forms/radio-field';
import { formFailure, NOT_CHOSEN, parseSubmission } from '~/components/forms/submission';
import { SelectField } from '~/components/forms/choice-fields';
import { isServiceError } from '@server/service-error';
import { parseProfileFacts, updateBoxerFacts } from '~/features/entries/students.server';
import type { ProfileFacts } from '~/features/entries/students.server';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { callAuth, safeRedirect, TOO_MANY, withCookies } from '~/features/auth/auth-api.server';
import { getViewer } from '~/features/auth/guard.server';
import { dashboardFor } from '~/content/roles';
import { signUpSchema } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [
  { title: 'Create an account | AJBXNG' },
  { name: 'description', content: 'Join the AJBXNG tournament platform as a boxer or a spectator.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (viewer) throw redirect(dashboardFor[viewer.role]);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseSubmission(signUpSchema, form, { secret: ['password'] });
  if (!parsed.ok) return data(parsed.failure, { status: 400 });
  const { accountType, firstName, lastName, email, password } = parsed.data;
  // A boxer may give their date of birth, gender and declared weight now (or later on their account page):
  // given, they are checked together, before any account is made.
  const factValues = {
    dateOfBirth: form.get('dateOfBirth'),
    gender: form.get('gender'),
    weightKg: form.get('weightKg'),
  };
  const givesFacts =
    accountType === 'boxer' &&
    Object.values(factValues).some((v) => typeof v === 'string' && v.trim() !== '' && v !== NOT_CHOSEN);
  let facts: ProfileFacts | null = null;
  if (givesFacts) {
    try {
      facts = parseProfileFacts(factValues);
    } catch (error) {
      if (isServiceError(error))
        return data(formFailure({ fieldErrors: error.fields }, parsed.values), { status: 400 });
      throw error;
    }
  }
  const result = await callAuth(context, request, '/sign-up/email', {
    name: `${firstName} ${lastName}`,
    email,
    password,
    accountType,
  });
  if (!result.ok) {
    if (result.status === 429)
      return data(formFailure({ formError: TOO_MANY }, parsed.values), { status: 429 });
    // Saying "this e-mail is taken" would tell anyone who has an account; the person is pointed to
    // sign-in and password reset instead, which work if it is theirs.
    return data(
      formFailure(
        {
          formError:
            'We could not create an account with these details. If you already have one, sign in or reset your password.',
        },
        parsed.values,
      ),
      { status: 400 },
    );
  }
  // An address that already has an account gets an answer without a session, and its owner an e-mail with
  // the ways back in. The page says where the next step went, as the reset page does, and not whether the
  // address has an account.
  if (typeof result.body.token !== 'string') return { status: 'sent' as const, sentTo: email };
  const newUser = result.body.user as { id?: unknown } | undefined;
  if (facts && typeof newUser?.id === 'string')
    await updateBoxerFacts(context.services.database.db, newUser.id, facts);
  throw redirect(safeRedirect(form.get('redirectTo'), dashboardFor[accountType]), {
    headers: withCookies(result.setCookies),
  });
}

export default function SignUp() {
  const result = useActionData<typeof action>();
  const kit = useForm({ id: 'sign-up', result, marksRequired: false });
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  if (result?.status === 'sent') {
    return (
      <AuthShell title="Check your e-mail" lead="One more step.">
        <FormAlert
          tone="success"
          message={`We have sent the next step to ${result.sentTo}. If nothing arrives in a few minutes, look in your spam folder.`}
        />
        <p className="mt-6 text-sm">
          <Link to="/sign-in" className="font-semibold text-gold-700 underline-offset-4 hover:underline">
            Go to sign in
          </Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Create account" lead="Follow tournaments live, or enter them as a boxer.">
      {/* Checked by the action only, so the browser's own bubbles never stand in for its messages. */}
      <Form {...kit.formProps} className="space-y-5" noValidate>
        <FormAlert message={kit.formError} />
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        {/* Issue 32: a boxer or a coach's student may have a phone and no e-mail. */}
        <p className="rounded-lg border border-ink-900/10 bg-white px-4 py-3 text-sm text-ink-700">
          No e-mail address?{' '}
          <Link
            to={`/sign-up/phone${params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(params.get('redirectTo')!)}` : ''}`}
            className="font-semibold text-gold-700 underline underline-offset-4"
          >
            Sign up with your phone number instead
          </Link>
        </p>
        <RadioField
          kit={kit}
          name="accountType"
          legend="I am joining as"
          defaultValue="spectator"
          options={[
            {
              value: 'spectator',
              label: 'Spectator',
              description: 'Follow live bouts, brackets and vote for fan favourites.',
            },
            {
              value: 'boxer',
              label: 'Student Boxer',
              description: 'Your profile, your bouts, your awards and progress.',
            },
          ]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            kit={kit}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={60}
          />
          <TextField
            kit={kit}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={60}
          />
        </div>
        <TextField kit={kit} name="email" type="email" label="Email" autoComplete="email" required />
        <TextField
          kit={kit}
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          minLength={10}
          hint="At least 10 characters."
        />
        <fieldset className="space-y-4 rounded-2xl bg-ink-900/5 p-4">
          <legend className="px-1 text-sm font-semibold">Boxers: your boxing profile</legend>
          <p className="text-sm text-ink-600">
            Your date of birth, gender and declared weight decide the categories you enter. You can also add
            them later on your account page.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField kit={kit} name="dateOfBirth" type="date" label="Date of birth" />
            <SelectField
              kit={kit}
              name="gender"
              label="Gender"
              prompt="Choose"
              options={[
                { value: 'men', label: 'Men' },
                { value: 'women', label: 'Women' },
              ]}
            />
            <TextField
              kit={kit}
              name="weightKg"
              type="number"
              inputMode="decimal"
              step="0.1"
              min={30}
              max={200}
              label="Weight (kg)"
            />
          </div>
        </fieldset>
        <p className="text-sm text-ink-600">
          Coach, referee and admin accounts are given by the academy. By creating an account you accept our{' '}
          <Link to="/terms" className="font-semibold text-gold-700 underline">
            terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-semibold text-gold-700 underline">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating…' : 'Create account'}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-ink-600">
        Already registered?{' '}
        <Link to="/sign-in" className="font-semibold text-gold-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
