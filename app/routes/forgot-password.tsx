import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/fields';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { callAuth, TOO_MANY } from '~/features/auth/auth-api.server';
import { forgotPasswordSchema } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password | AJBXNG' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseSubmission(forgotPasswordSchema, form);
  if (!parsed.ok) return data(parsed.failure, { status: 400 });
  const result = await callAuth(context, request, '/request-password-reset', {
    email: parsed.data.email,
    redirectTo: '/reset-password',
  });
  if (result.status === 429)
    return data(formFailure({ formError: TOO_MANY }, parsed.values), { status: 429 });
  // The same answer whether or not the address has an account.
  return { status: 'sent' as const };
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const kit = useForm({ id: 'forgot-password', result, marksRequired: false });
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthShell
      title="Reset password"
      lead="Enter your e-mail and we will send you a link to choose a new password."
    >
      {result?.status === 'sent' ? (
        <FormAlert
          tone="success"
          message="If an account uses that e-mail, a reset link is on its way. It works for one hour."
        />
      ) : (
        // Checked by the action only, so the browser's own bubbles never stand in for its messages.
        <Form {...kit.formProps} className="space-y-5" noValidate>
          <FormAlert message={kit.formError} />
          <TextField kit={kit} name="email" type="email" label="Email" autoComplete="email" required />
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
