import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import type { Route } from './+types/phone-code';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/fields';
import { RadioField } from '~/components/forms/radio-field';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import type { FormFailure } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { safeRedirect, withCookies } from '~/features/auth/auth-api.server';
import { getViewer } from '~/features/auth/guard.server';
import {
  checkCode,
  codeSchema,
  phoneNumberSchema,
  phoneSignUpSchema,
  sendCode,
  spacedPhone,
} from '~/features/auth/phone-code.server';
import { isRole } from '@server/auth/roles';
import { landingDashboard } from '~/features/organisations';

/**
 * Issue 32 item 1: sign-up with a phone number (/sign-up/phone) and sign-in with a code by SMS (/sign-in/code),
 * one page in two steps: the number (and, to sign up, the name and the account type), then the code the SMS
 * carried. Plain forms: each step works without JavaScript; the second carries the first's answers hidden.
 */

type Mode = 'sign-up' | 'sign-in';

function modeOf(request: Request): Mode {
  return new URL(request.url).pathname.startsWith('/sign-up') ? 'sign-up' : 'sign-in';
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: location.pathname.startsWith('/sign-up')
      ? 'Create an account with your phone | AJBXNG'
      : 'Sign in with a code by SMS | AJBXNG',
  },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (viewer)
    throw redirect(safeRedirect(redirectTo, await landingDashboard(context.services.database.db, viewer)));
  return { mode: modeOf(request) };
}

/** What the code step carries from the number step. */
type Carried = { phone: string; shown: string; firstName: string; lastName: string; accountType: string };

type NumberStep = { step: 'number' } & FormFailure;
type CodeStep = { step: 'code'; carried: Carried; resent?: boolean; failure?: FormFailure };

export async function action({ request, context }: Route.ActionArgs) {
  const mode = modeOf(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'verify') {
    const parsed = parseSubmission(codeSchema, form);
    const carried = carriedFrom(form);
    if (!parsed.ok)
      return data<CodeStep>({ step: 'code', carried, failure: parsed.failure }, { status: 400 });
    const checked = await checkCode(context, request, {
      phone: parsed.data.phone,
      code: parsed.data.code,
      newAccount:
        mode === 'sign-up'
          ? { name: `${carried.firstName} ${carried.lastName}`.trim(), accountType: carried.accountType }
          : undefined,
    });
    if (!checked.ok) {
      const problem = checked.field
        ? { fieldErrors: { code: [checked.message] } }
        : { formError: checked.message };
      return data<CodeStep>(
        { step: 'code', carried, failure: formFailure(problem, {}) },
        { status: checked.status },
      );
    }
    const role = checked.user.role;
    const fallback = isRole(role)
      ? await landingDashboard(context.services.database.db, { id: checked.user.id, role })
      : '/spectator-dashboard';
    throw redirect(safeRedirect(form.get('redirectTo'), fallback), {
      headers: withCookies(checked.setCookies),
    });
  }
  // The number step (and "Send a new code" from the code step).
  const parsed =
    mode === 'sign-up' ? parseSubmission(phoneSignUpSchema, form) : parseSubmission(phoneNumberSchema, form);
  if (!parsed.ok) return data<NumberStep>({ step: 'number', ...parsed.failure }, { status: 400 });
  const phone = parsed.data.phone;
  const names = parsed.data as Partial<{ firstName: string; lastName: string; accountType: string }>;
  const refused = await sendCode(context, request, phone);
  if (refused) {
    const problem = refused.field
      ? { fieldErrors: { phone: [refused.message] } }
      : { formError: refused.message };
    if (intent === 'resend')
      return data<CodeStep>(
        { step: 'code', carried: carriedFrom(form), failure: formFailure(problem, {}) },
        { status: refused.status },
      );
    return data<NumberStep>(
      { step: 'number', ...formFailure(problem, parsed.values) },
      { status: refused.status },
    );
  }
  return {
    step: 'code',
    resent: intent === 'resend',
    carried: {
      phone,
      shown: spacedPhone(phone),
      firstName: names.firstName ?? '',
      lastName: names.lastName ?? '',
      accountType: names.accountType ?? '',
    },
  } satisfies CodeStep;
}

function carriedFrom(form: FormData): Carried {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 64) : '';
  };
  return {
    phone: text('phone'),
    shown: text('shown') || text('phone'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    accountType: text('accountType'),
  };
}

export default function PhoneCode() {
  const { mode } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as NumberStep | CodeStep | undefined;
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ?? '';
  const signUp = mode === 'sign-up';
  return (
    <AuthShell
      title={signUp ? 'Create account with your phone' : 'Sign in with a code'}
      lead={
        signUp
          ? 'No e-mail? Your phone number is enough: we send you a code by SMS.'
          : 'We send a 6-digit code by SMS to the phone number on your account.'
      }
    >
      {result?.step === 'code' ? (
        <CodeForm
          key={`code-${result.carried.phone}`}
          result={result}
          signUp={signUp}
          redirectTo={redirectTo}
        />
      ) : (
        <NumberForm result={result} signUp={signUp} redirectTo={redirectTo} />
      )}
      <p className="mt-6 text-sm text-ink-600">
        {signUp ? (
          <>
            Have an e-mail address?{' '}
            <Link to="/sign-up" className="font-semibold text-gold-700 underline-offset-4 hover:underline">
              Create an account with your e-mail
            </Link>
          </>
        ) : (
          <>
            Signed up with an e-mail?{' '}
            <Link to="/sign-in" className="font-semibold text-gold-700 underline-offset-4 hover:underline">
              Sign in with your password
            </Link>
            . No account yet?{' '}
            <Link
              to="/sign-up/phone"
              className="font-semibold text-gold-700 underline-offset-4 hover:underline"
            >
              Create one with your phone
            </Link>
          </>
        )}
      </p>
    </AuthShell>
  );
}

function NumberForm({
  result,
  signUp,
  redirectTo,
}: {
  result: NumberStep | undefined;
  signUp: boolean;
  redirectTo: string;
}) {
  const kit = useForm({ id: 'phone-number', result, marksRequired: false });
  const busy = useNavigation().state === 'submitting';
  return (
    <Form {...kit.formProps} className="space-y-5" noValidate>
      <FormAlert message={kit.formError} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="intent" value="send" />
      {signUp ? (
        <>
          <RadioField
            kit={kit}
            name="accountType"
            legend="I am joining as"
            defaultValue="boxer"
            options={[
              {
                value: 'boxer',
                label: 'Student Boxer',
                description: 'Your profile, your bouts, your awards.',
              },
              { value: 'spectator', label: 'Spectator', description: 'Follow live bouts and brackets.' },
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
        </>
      ) : null}
      <TextField
        kit={kit}
        name="phone"
        type="tel"
        inputMode="tel"
        label="Phone number"
        autoComplete="tel"
        required
        maxLength={32}
        hint="Like 0803 123 4567 or +234 803 123 4567."
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending…' : 'Send me a code by SMS'}
      </Button>
    </Form>
  );
}

function CodeForm({ result, signUp, redirectTo }: { result: CodeStep; signUp: boolean; redirectTo: string }) {
  const kit = useForm({
    id: 'phone-code',
    result: result.failure,
    marksRequired: false,
  });
  const busy = useNavigation().state === 'submitting';
  const { carried } = result;
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="phone" value={carried.phone} />
      <input type="hidden" name="shown" value={carried.shown} />
      {signUp ? (
        <>
          <input type="hidden" name="firstName" value={carried.firstName} />
          <input type="hidden" name="lastName" value={carried.lastName} />
          <input type="hidden" name="accountType" value={carried.accountType} />
        </>
      ) : null}
    </>
  );
  return (
    <div className="space-y-5">
      <Form {...kit.formProps} className="space-y-5" noValidate>
        <FormAlert message={kit.formError} />
        {!kit.formError ? (
          <FormAlert
            tone="success"
            message={`${result.resent ? 'A new code is on its way' : 'We have sent a code'} by SMS to ${carried.shown}. It works for 5 minutes.`}
          />
        ) : null}
        {hidden}
        <input type="hidden" name="intent" value="verify" />
        <TextField
          kit={kit}
          name="code"
          label="Code from the SMS"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          hint="6 digits."
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Checking…' : signUp ? 'Create my account' : 'Sign in'}
        </Button>
      </Form>
      <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
        {hidden}
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Send a new code
        </Button>
        <Link
          to={signUp ? '/sign-up/phone' : '/sign-in/code'}
          className="font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          Change the number
        </Link>
      </Form>
    </div>
  );
}
