import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { callAuth, TOO_MANY } from '~/features/auth/auth-api.server';
import { fieldErrors, forgotPasswordSchema, noErrors } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password | AJBXNG' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') });
  if (!parsed.success)
    return data({ errors: fieldErrors(parsed.error), message: null, sent: false }, { status: 400 });
  const result = await callAuth(context, request, '/request-password-reset', {
    email: parsed.data.email,
    redirectTo: '/reset-password',
  });
  if (result.status === 429)
    return data({ errors: noErrors, message: TOO_MANY, sent: false }, { status: 429 });
  // The same answer whether or not the address has an account.
  return { errors: noErrors, message: null, sent: true };
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthShell
      title="Reset password"
      lead="Enter your e-mail and we will send you a link to choose a new password."
    >
      {result?.sent ? (
        <FormAlert
          tone="success"
          message="If an account uses that e-mail, a reset link is on its way. It works for one hour."
        />
      ) : (
        <Form method="post" className="space-y-5" noValidate>
          <FormAlert message={result?.message} />
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            errors={result?.errors.email}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            Send reset link
          </Button>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/sign-in" className="font-semibold text-gold-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
