import { data, Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { FormAlert, TextField } from '~/components/forms/text-field';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { callAuth, TOO_MANY, withCookies } from '~/features/auth/auth-api.server';
import { requireViewer } from '~/features/auth/guard.server';
import { roleLabels } from '~/content/roles';
import { changePasswordSchema, fieldErrors, profileSchema, noErrors } from '~/features/auth/schemas';
import type { FieldErrors } from '~/features/auth/schemas';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  return { viewer, roleLabel: roleLabels[viewer.role] };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'profile') {
    const parsed = profileSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data(
        { intent: 'profile', errors: fieldErrors(parsed.error), message: null, done: null },
        { status: 400 },
      );
    const result = await callAuth(context, request, '/update-user', { name: parsed.data.name });
    if (!result.ok)
      return data(
        {
          intent: 'profile',
          errors: noErrors,
          message: 'Your name could not be saved. Try again.',
          done: null,
        },
        { status: 400 },
      );
    return { intent: 'profile', errors: noErrors, message: null, done: 'Your name is saved.' };
  }
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data(
      { intent: 'password', errors: fieldErrors(parsed.error), message: null, done: null },
      { status: 400 },
    );
  const result = await callAuth(context, request, '/change-password', {
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.newPassword,
    revokeOtherSessions: true,
  });
  if (result.status === 429)
    return data({ intent: 'password', errors: noErrors, message: TOO_MANY, done: null }, { status: 429 });
  if (!result.ok) {
    return data(
      {
        intent: 'password',
        errors: { currentPassword: ['That is not your current password.'] } as FieldErrors,
        message: null,
        done: null,
      },
      { status: 400 },
    );
  }
  return data(
    {
      intent: 'password',
      errors: noErrors,
      message: null,
      done: 'Your password is changed. Other devices were signed out.',
    },
    { headers: withCookies(result.setCookies) },
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { viewer, roleLabel } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const profile = result?.intent === 'profile' ? result : undefined;
  const password = result?.intent === 'password' ? result : undefined;
  return (
    <div className="container-page max-w-3xl py-12">
      <p className="eyebrow text-gold-700">Your account</p>
      <h1 className="mt-2 text-5xl font-extrabold uppercase">{viewer.name}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-ink-600">
        {viewer.email} <Badge tone="dark">{roleLabel}</Badge>
      </p>
      <div className="mt-10 grid gap-8">
        <Card>
          <CardHeader>
            <CardTitle>Name</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="profile" />
              <FormAlert message={profile?.message} />
              <FormAlert tone="success" message={profile?.done} />
              <TextField
                name="name"
                label="Full name"
                defaultValue={viewer.name}
                required
                maxLength={60}
                autoComplete="name"
                errors={profile?.errors.name}
              />
              <Button type="submit" variant="dark" disabled={busy}>
                Save name
              </Button>
            </Form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="password" />
              <FormAlert message={password?.message} />
              <FormAlert tone="success" message={password?.done} />
              <TextField
                name="currentPassword"
                type="password"
                label="Current password"
                autoComplete="current-password"
                required
                errors={password?.errors.currentPassword}
              />
              <TextField
                name="newPassword"
                type="password"
                label="New password"
                autoComplete="new-password"
                required
                minLength={10}
                hint="At least 10 characters."
                errors={password?.errors.newPassword}
              />
              <TextField
                name="confirm"
                type="password"
                label="Repeat the new password"
                autoComplete="new-password"
                required
                errors={password?.errors.confirm}
              />
              <Button type="submit" variant="dark" disabled={busy}>
                Change password
              </Button>
            </Form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
