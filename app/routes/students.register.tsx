import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/students.register';
import { FormAlert, TextField } from '~/components/forms/fields';
import { SelectField } from '~/components/forms/choice-fields';
import { formFailure, toRawValues } from '~/components/forms/submission';
import { useForm } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { requireViewer } from '~/features/auth/guard.server';
import { registerStudent } from '~/features/entries/students.server';
import { workspaceFor } from '~/features/organisations';
import { isServiceError } from '@server/service-error';

/** Register Student (SPEC §2, issue 15): a coach makes a boxer account, invited by e-mail to set a password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const workspace = await workspaceFor(context.services.database.db, viewer);
  return {
    club:
      workspace.membership?.memberRole === 'official'
        ? null
        : (workspace.membership?.organisationName ?? null),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const db = context.services.database.db;
  const form = await request.formData();
  const values = toRawValues(form);
  try {
    const student = await registerStudent(
      db,
      await workspaceFor(db, viewer),
      values,
      context.services.config.baseUrl,
    );
    return { status: 'registered' as const, message: student.message, name: student.name };
  } catch (error) {
    if (isServiceError(error))
      return data(formFailure({ fieldErrors: error.fields, formError: error.message }, values), {
        status: error.status,
      });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Register Student | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function RegisterStudent({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const kit = useForm({ id: 'register-student', result });
  const busy = useNavigation().state === 'submitting';
  const done = result?.status === 'registered' ? result : null;
  return (
    <div className="bg-canvas py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <p className="eyebrow text-gold-700">Coach</p>
        <h1 className="mt-2 font-display text-4xl font-extrabold uppercase sm:text-5xl">Register Student</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-700">
          Create a boxer’s account{loaderData.club ? ` for ${loaderData.club}` : ''}: they are e-mailed a link
          to choose their password, and you can then enter them for tournaments. Their date of birth, gender
          and declared weight decide the categories they may enter.
        </p>
        {done ? (
          <div className="mt-8 space-y-4">
            <FormAlert tone="success" message={done.message} />
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/coach-dashboard">Back to My Students</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/students/register" reloadDocument>
                  Register another student
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <Form
            {...kit.formProps}
            method="post"
            noValidate
            className="mt-8 space-y-5 rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-8"
          >
            <FormAlert message={kit.formError} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                kit={kit}
                name="name"
                label="Full name"
                autoComplete="off"
                required
                maxLength={100}
              />
              <TextField
                kit={kit}
                name="email"
                type="email"
                label="Email"
                autoComplete="off"
                hint="Or a phone number below: one of the two."
              />
              <TextField
                kit={kit}
                name="phone"
                type="tel"
                inputMode="tel"
                label="Phone number"
                autoComplete="off"
                maxLength={32}
                hint="For a boxer with no e-mail: they sign in with a code by SMS."
              />
              <TextField
                kit={kit}
                name="dateOfBirth"
                type="date"
                label="Date of birth"
                required
                hint="Ages 8 to 60."
              />
              <SelectField
                kit={kit}
                name="gender"
                label="Gender"
                required
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
                label="Declared weight (kg)"
                required
                hint="30 to 200 kg."
              />
            </div>
            <fieldset className="space-y-3 border-t border-ink-900/10 pt-5">
              <legend className="font-display text-lg font-bold uppercase">Licence (optional)</legend>
              <p className="text-sm text-ink-700">
                The federation licence a tournament may require at weigh-in. You can add it later on the
                boxer’s certificates page.
              </p>
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField
                  kit={kit}
                  name="licenceId"
                  label="Licence number"
                  autoComplete="off"
                  maxLength={40}
                />
                <TextField
                  kit={kit}
                  name="licenceBody"
                  label="Issuing body"
                  autoComplete="off"
                  maxLength={120}
                />
                <TextField kit={kit} name="licenceExpiresOn" type="date" label="Valid until" />
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? 'Registering…' : 'Register Student'}
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/coach-dashboard">Cancel</Link>
              </Button>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
