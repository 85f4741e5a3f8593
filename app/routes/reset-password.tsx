import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { callAuth, TOO_MANY } from '~/features/auth/auth-api.server';
import { fieldErrors, resetPasswordSchema, noErrors } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse({
    token: form.get('token'),
    password: form.get('password'),
    confirm: form.get('confirm'),
  });
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), message: null }, { status: 400 });
  const result = await callAuth(context, request, '/reset-password', {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (result.status === 429) return data({ errors: noErrors, message: TOO_MANY }, { status: 429 });
  if (!result.ok) {
    return data(
      { errors: noErrors, message: 'This link has expired or was already used. Ask for a new one.' },
      { status: 400 },
    );
  }
  throw redirect('/sign-in?reset=done');
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthShell title="New password" lead="Choose a password of at least 10 characters.">
      {token ? (
        <Form method="post" className="space-y-5" noValidate>
          <FormAlert message={result?.message ?? result?.errors.token?.join(' ')} />
          <input type="hidden" name="token" value={token} />
          <TextField
            name="password"
            type="password"
            label="New password"
            autoComplete="new-password"
            required
            minLength={10}
            errors={result?.errors.password}
          />
          <TextField
            name="confirm"
            type="password"
            label="Repeat the new password"
            autoComplete="new-password"
            required
            errors={result?.errors.confirm}
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
