import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/sign-in';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormAlert, TextField } from '~/components/forms/fields';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { callAuth, safeRedirect, TOO_MANY, withCookies } from '~/features/auth/auth-api.server';
import { getViewer } from '~/features/auth/guard.server';
import { isRole } from '@server/auth/roles';
import { dashboardFor, roleLabels } from '~/content/roles';
import { signInSchema } from '~/features/auth/schemas';
import { DEMO_PASSWORD, demoAccounts } from '@server/auth/demo-accounts';
import { landingDashboard } from '~/features/organisations';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | AJBXNG' },
  { name: 'description', content: 'Sign in to the AJBXNG tournament platform.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (viewer) {
    throw redirect(safeRedirect(redirectTo, await landingDashboard(context.services.database.db, viewer)));
  }
  return {
    demo: context.services.config.demoData
      ? demoAccounts.map((a) => ({ email: a.email, role: a.label ?? roleLabels[a.role] }))
      : null,
    demoPassword: context.services.config.demoData ? DEMO_PASSWORD : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseSubmission(signInSchema, form, { secret: ['password'] });
  if (!parsed.ok) return data(parsed.failure, { status: 400 });
  const result = await callAuth(context, request, '/sign-in/email', {
    email: parsed.data.email,
    password: parsed.data.password,
  });
  if (!result.ok) {
    // One message whether the e-mail is unknown or the password is wrong: no account enumeration.
    const message =
      result.status === 429
        ? TOO_MANY
        : result.status === 403
          ? 'This account is disabled. Contact the academy.'
          : 'Invalid email or password.';
    return data(formFailure({ formError: message }, parsed.values), {
      status: result.status === 429 ? 429 : 400,
    });
  }
  const signedIn = result.body.user as { id?: unknown; role?: unknown } | undefined;
  const role = signedIn?.role;
  // An organiser's dashboard is the workspace, whatever their platform role: membership decides.
  const fallback =
    isRole(role) && typeof signedIn?.id === 'string'
      ? await landingDashboard(context.services.database.db, { id: signedIn.id, role })
      : isRole(role)
        ? dashboardFor[role]
        : '/spectator-dashboard';
  throw redirect(safeRedirect(form.get('redirectTo'), fallback), { headers: withCookies(result.setCookies) });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const kit = useForm({ id: 'sign-in', result, marksRequired: false });
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthShell title="Sign in" lead="Welcome back. Sign in to your dashboard.">
      {/* Checked by the action only, so the browser's own bubbles never stand in for its messages. */}
      <Form {...kit.formProps} className="space-y-5" noValidate>
        <FormAlert message={kit.formError} />
        {params.get('auth') === 'required' && !kit.formError ? (
          <p
            role="status"
            className="rounded-lg border border-gold-500/40 bg-gold-200/30 px-4 py-3 text-sm text-ink-900"
          >
            <strong>Not authenticated.</strong> Sign in to open that page: you come back to it after.
          </p>
        ) : null}
        {params.get('reset') === 'done' ? (
          <FormAlert tone="success" message="Your password is changed. Sign in with the new one." />
        ) : null}
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <TextField kit={kit} name="email" type="email" label="Email" autoComplete="email" required />
        <TextField
          kit={kit}
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <div className="flex items-center justify-between text-sm">
          <Link
            to="/forgot-password"
            className="font-semibold text-gold-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      {/* Issue 32: an account made with a phone alone has no password; a code by SMS signs it in. */}
      <p className="mt-4">
        <Link
          to={`/sign-in/code${params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(params.get('redirectTo')!)}` : ''}`}
          className="inline-flex w-full items-center justify-center rounded-full border border-ink-900/20 px-5 py-3 text-sm font-semibold text-ink-900 hover:bg-ink-900/5"
        >
          Sign in with a code by SMS
        </Link>
      </p>
      <p className="mt-6 text-sm text-ink-600">
        New here?{' '}
        <Link
          to={`/sign-up${params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(params.get('redirectTo')!)}` : ''}`}
          className="font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
      {loaderData.demo ? (
        <aside
          aria-labelledby="demo-accounts"
          className="mt-10 rounded-xl border border-ink-900/10 bg-white p-5"
        >
          <h2 id="demo-accounts" className="text-xl font-bold uppercase">
            Demo accounts
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Password for all:{' '}
            <code className="rounded bg-ink-900/5 px-1.5 py-0.5 font-mono text-ink-900">
              {loaderData.demoPassword}
            </code>
          </p>
          <ul className="mt-3 divide-y divide-ink-900/10 text-sm">
            {loaderData.demo.map((a) => (
              <li key={a.email} className="flex justify-between gap-4 py-2">
                <span className="font-mono text-ink-900">{a.email}</span>
                <span className="text-ink-600">{a.role}</span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </AuthShell>
  );
}
