import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/fields';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { callAuth, TOO_MANY } from '~/features/auth/auth-api.server';
import { resetPasswordSchema } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseSubmission(resetPasswordSchema, form, { secret: ['token', 'password', 'confirm'] });
  if (!parsed.ok) return data(parsed.failure, { status: 400 });
  const result = await callAuth(context, request, '/reset-password', {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (result.status === 429) return data(formFailure({ formError: TOO_MANY }), { status: 429 });
  if (!result.ok) {
    return data(formFailure({ formError: 'This link has expired or was already used. Ask for a new one.' }), {
      status: 400,
    });
  }
  throw redirect('/sign-in?reset=done');
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const kit = useForm({ id: 'reset-password', result, marksRequired: false });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthShell title="New password" lead="Choose a password of at least 10 characters.">
      {token ? (
        // Checked by the action only, so the browser's own bubbles never stand in for its messages.
        <Form {...kit.formProps} className="space-y-5" noValidate>
          {/* The token is no field the person can fix: its problem is the form's. */}
          <FormAlert message={kit.formError ?? kit.errors.token?.join(' ')} />
          <input type="hidden" name="token" value={token} />
          <TextField
            kit={kit}
            name="password"
            type="password"
            label="New password"
            autoComplete="new-password"
            required
            minLength={10}
          />
          <TextField
            kit={kit}
            name="confirm"
            type="password"
            label="Repeat the new password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            Save new password
          </Button>
        </Form>
      ) : (
        <FormAlert message="This link is incomplete. Open the link from your e-mail again, or ask for a new one." />
      )}
      <p className="mt-6 text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          Ask for a new link
        </Link>
      </p>
    </AuthShell>
  );
}
