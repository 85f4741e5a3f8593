import { data, Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { FormAlert, TextField } from '~/components/forms/fields';
import { formFailure, parseSubmission, toRawValues } from '~/components/forms/submission';
import { SelectField } from '~/components/forms/choice-fields';
import { isServiceError } from '@server/service-error';
import { boxerFacts, changeLicence, updateBoxerFacts } from '~/features/entries/students.server';
import { workspaceFor } from '~/features/organisations';
import { useForm } from '~/components/forms/use-form';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { callAuth, TOO_MANY, withCookies } from '~/features/auth/auth-api.server';
import { requireViewer } from '~/features/auth/guard.server';
import { roleLabels } from '~/content/roles';
import { changePasswordSchema, profileSchema } from '~/features/auth/schemas';
import { enrolmentsOf } from '~/features/payments';
import { courseCertificatesOf } from '~/features/learning';
import {
  codeSchema,
  confirmNewPhone,
  phoneSettings,
  phoneSettingsSchema,
  saveMessageChannel,
  sendCode,
} from '~/features/auth/phone-code.server';
import { messageChannelLabels, spacedPhone } from '~/lib/phone-display';
import { RadioField } from '~/components/forms/radio-field';
import { MyCourses } from '~/features/payments/components/my-courses';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  // A boxer's sporting facts: what registration checks a category against (issue 15).
  const facts = viewer.role === 'boxer' ? await boxerFacts(context.services.database.db, viewer.id) : null;
  // The courses and programmes they bought (issue 31 item 4): status and receipt; learning is issue 34.
  const enrolments = await enrolmentsOf(context.services.database.db, viewer.id);
  // Issue 32: the phone messages go to, and the channel the person chose.
  const phone = await phoneSettings(context.services.database.db, viewer.id);
  // Issue 34: each course's certificate (its public page), once every lesson is done.
  const certificates = Object.fromEntries(
    (await courseCertificatesOf(context.services.database.db, viewer.id)).map((c) => [c.course.slug, c.path]),
  );
  return { viewer, roleLabel: roleLabels[viewer.role], facts, enrolments, phone, certificates };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const form = await request.formData();
  const values = toRawValues(form);
  if (values.intent === 'boxing' && viewer.role === 'boxer') {
    try {
      await updateBoxerFacts(context.services.database.db, viewer.id, values);
      return { intent: 'boxing' as const, status: 'done' as const, message: 'Your boxing profile is saved.' };
    } catch (error) {
      if (isServiceError(error))
        return data(
          { intent: 'boxing' as const, ...formFailure({ fieldErrors: error.fields }, values) },
          { status: error.status },
        );
      throw error;
    }
  }
  // Issue 33: the boxer's licence (number, issuing body, expiry), which a tournament may require at weigh-in.
  if (values.intent === 'licence' && viewer.role === 'boxer') {
    const db = context.services.database.db;
    try {
      await changeLicence(db, await workspaceFor(db, viewer), viewer.id, {
        licenceId: values.licenceId ?? '',
        licenceBody: values.licenceBody ?? '',
        licenceExpiresOn: values.licenceExpiresOn ?? '',
      });
      return { intent: 'licence' as const, status: 'done' as const, message: 'Your licence is saved.' };
    } catch (error) {
      if (isServiceError(error))
        return data(
          {
            intent: 'licence' as const,
            ...formFailure({ fieldErrors: error.fields, formError: error.message }, values),
          },
          { status: error.status },
        );
      throw error;
    }
  }
  if (values.intent === 'phone') return phoneAction(context, request, viewer.id, form);
  if (values.intent === 'phone-verify') {
    const parsed = parseSubmission(codeSchema, form);
    if (!parsed.ok)
      return data(
        {
          intent: 'phone' as const,
          step: 'verify' as const,
          phone: String(values.phone ?? ''),
          ...parsed.failure,
        },
        { status: 400 },
      );
    const refused = await confirmNewPhone(context, request, parsed.data);
    if (refused) {
      const problem = refused.field
        ? { fieldErrors: { code: [refused.message] } }
        : { formError: refused.message };
      return data(
        {
          intent: 'phone' as const,
          step: 'verify' as const,
          phone: parsed.data.phone,
          ...formFailure(problem),
        },
        { status: refused.status },
      );
    }
    return {
      intent: 'phone' as const,
      status: 'done' as const,
      message: `Your phone number ${spacedPhone(parsed.data.phone)} is confirmed.`,
    };
  }
  if (values.intent === 'profile') {
    const parsed = parseSubmission(profileSchema, form);
    if (!parsed.ok) return data({ intent: 'profile' as const, ...parsed.failure }, { status: 400 });
    const result = await callAuth(context, request, '/update-user', { name: parsed.data.name });
    if (!result.ok)
      return data(
        {
          intent: 'profile' as const,
          ...formFailure({ formError: 'Your name could not be saved. Try again.' }, parsed.values),
        },
        { status: 400 },
      );
    return { intent: 'profile' as const, status: 'done' as const, message: 'Your name is saved.' };
  }
  const parsed = parseSubmission(changePasswordSchema, form, {
    secret: ['currentPassword', 'newPassword', 'confirm'],
  });
  if (!parsed.ok) return data({ intent: 'password' as const, ...parsed.failure }, { status: 400 });
  const result = await callAuth(context, request, '/change-password', {
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.newPassword,
    revokeOtherSessions: true,
  });
  if (result.status === 429)
    return data({ intent: 'password' as const, ...formFailure({ formError: TOO_MANY }) }, { status: 429 });
  if (!result.ok) {
    return data(
      {
        intent: 'password' as const,
        ...formFailure({ fieldErrors: { currentPassword: ['That is not your current password.'] } }),
      },
      { status: 400 },
    );
  }
  return data(
    {
      intent: 'password' as const,
      status: 'done' as const,
      message: 'Your password is changed. Other devices were signed out.',
    },
    { headers: withCookies(result.setCookies) },
  );
}

/**
 * The phone and the channel (issue 32): the channel is saved at once; a new number is stored only once the
 * code sent to it is typed back (better-auth's phone-number plugin), so until then it is unverified and unused.
 */
async function phoneAction(
  context: Route.ActionArgs['context'],
  request: Request,
  userId: string,
  form: FormData,
) {
  const db = context.services.database.db;
  const parsed = parseSubmission(phoneSettingsSchema, form);
  if (!parsed.ok) return data({ intent: 'phone' as const, ...parsed.failure }, { status: 400 });
  const { phone, messageChannel } = parsed.data;
  const current = await phoneSettings(db, userId);
  const fail = (field: string, message: string) =>
    data(
      { intent: 'phone' as const, ...formFailure({ fieldErrors: { [field]: [message] } }, parsed.values) },
      {
        status: 400,
      },
    );
  if (messageChannel !== 'email' && !phone)
    return fail('phone', 'Add your phone number to get your messages by WhatsApp or SMS.');
  if (messageChannel === 'email' && !current.hasEmail)
    return fail('messageChannel', 'This account has no e-mail address: choose WhatsApp or SMS.');
  if (!phone && current.phoneNumber && !current.hasEmail)
    return fail('phone', 'You sign in with this number: it cannot be removed.');
  await saveMessageChannel(db, userId, messageChannel);
  if (!phone && current.phoneNumber) {
    const removed = await callAuth(context, request, '/update-user', { phoneNumber: null });
    if (!removed.ok) return fail('phone', 'Your phone number could not be removed. Try again.');
  }
  if (!phone || phone === current.phoneNumber)
    return { intent: 'phone' as const, status: 'done' as const, message: 'Your message settings are saved.' };
  const refused = await sendCode(context, request, phone);
  if (refused)
    return data(
      {
        intent: 'phone' as const,
        ...formFailure(
          refused.field ? { fieldErrors: { phone: [refused.message] } } : { formError: refused.message },
          parsed.values,
        ),
      },
      { status: refused.status },
    );
  return { intent: 'phone' as const, step: 'verify' as const, status: 'sent' as const, phone };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { viewer, roleLabel, facts, enrolments, phone } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // Two forms on one page: each reads only the answers to its own posts.
  const profile = useForm({
    id: 'profile',
    result: result?.intent === 'profile' ? result : undefined,
    defaults: { name: viewer.name },
    marksRequired: false,
  });
  const boxing = useForm({
    id: 'boxing',
    result: result?.intent === 'boxing' ? result : undefined,
    defaults: {
      dateOfBirth: facts?.dateOfBirth ?? '',
      gender: facts?.gender ?? 'none',
      weightKg: facts?.weightKg === null || facts?.weightKg === undefined ? '' : String(facts.weightKg),
    },
    marksRequired: false,
  });
  const licence = useForm({
    id: 'licence',
    result: result?.intent === 'licence' ? result : undefined,
    defaults: {
      licenceId: facts?.licenceId ?? '',
      licenceBody: facts?.licenceBody ?? '',
      licenceExpiresOn: facts?.licenceExpiresOn ?? '',
    },
    marksRequired: false,
  });
  const phoneAnswer = result?.intent === 'phone' ? result : undefined;
  const verifying =
    phoneAnswer && 'step' in phoneAnswer && phoneAnswer.step === 'verify'
      ? { ...phoneAnswer, phone: phoneAnswer.phone ?? '' }
      : undefined;
  const phoneForm = useForm({
    id: 'phone',
    result: phoneAnswer && !verifying ? phoneAnswer : undefined,
    defaults: {
      phone: phone.phoneNumber ? spacedPhone(phone.phoneNumber) : '',
      messageChannel: phone.messageChannel,
    },
    marksRequired: false,
  });
  const codeForm = useForm({ id: 'phone-code', result: verifying, marksRequired: false });
  const password = useForm({
    id: 'password',
    result: result?.intent === 'password' ? result : undefined,
    marksRequired: false,
  });
  const done = (intent: 'profile' | 'password' | 'boxing' | 'licence' | 'phone') =>
    result?.intent === intent && result.status === 'done' ? result.message : undefined;
  return (
    <div className="container-page max-w-3xl py-12">
      <p className="eyebrow text-gold-700">Your account</p>
      <h1 className="mt-2 text-5xl font-extrabold uppercase">{viewer.name}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-ink-600">
        {phone.hasEmail ? viewer.email : phone.phoneNumber ? spacedPhone(phone.phoneNumber) : null}{' '}
        <Badge tone="dark">{roleLabel}</Badge>
      </p>
      <div className="mt-10 grid gap-8">
        <MyCourses enrolments={enrolments} certificates={loaderData.certificates} />
        <Card>
          <CardHeader>
            <CardTitle>Name</CardTitle>
          </CardHeader>
          <CardContent>
            <Form {...profile.formProps} className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="profile" />
              <FormAlert message={profile.formError} />
              <FormAlert tone="success" message={done('profile')} />
              <TextField
                kit={profile}
                name="name"
                label="Full name"
                required
                maxLength={60}
                autoComplete="name"
              />
              <Button type="submit" variant="dark" disabled={busy}>
                Save name
              </Button>
            </Form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Phone and messages</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            <Form {...phoneForm.formProps} className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="phone" />
              <FormAlert message={phoneForm.formError} />
              <FormAlert tone="success" message={done('phone')} />
              <TextField
                kit={phoneForm}
                name="phone"
                type="tel"
                inputMode="tel"
                label="Phone number"
                autoComplete="tel"
                maxLength={32}
                hint={
                  phone.phoneNumber
                    ? phone.phoneNumberVerified
                      ? 'Confirmed. A new number is used once you type the code we send to it.'
                      : 'Not confirmed yet.'
                    : 'Like 0803 123 4567. We send a code to confirm it.'
                }
              />
              <RadioField
                kit={phoneForm}
                name="messageChannel"
                legend="Send my messages by"
                defaultValue={phone.messageChannel}
                options={(['whatsapp', 'sms', 'email'] as const).map((value) => ({
                  value,
                  label: messageChannelLabels[value],
                  description:
                    value === 'email'
                      ? phone.hasEmail
                        ? viewer.email
                        : 'This account has no e-mail address.'
                      : 'Entry confirmed, weigh-in, draw, your bout soon, results.',
                }))}
              />
              <Button type="submit" variant="dark" disabled={busy}>
                Save message settings
              </Button>
            </Form>
            {verifying ? (
              <Form {...codeForm.formProps} className="space-y-4 border-t border-ink-900/10 pt-4" noValidate>
                <input type="hidden" name="intent" value="phone-verify" />
                <input type="hidden" name="phone" value={verifying.phone} />
                <FormAlert message={codeForm.formError} />
                {!codeForm.formError ? (
                  <FormAlert
                    tone="success"
                    message={`We have sent a code by SMS to ${spacedPhone(verifying.phone)}. Type it to confirm the number.`}
                  />
                ) : null}
                <TextField
                  kit={codeForm}
                  name="code"
                  label="Code from the SMS"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                />
                <Button type="submit" variant="dark" disabled={busy}>
                  Confirm the number
                </Button>
              </Form>
            ) : null}
          </CardContent>
        </Card>
        {facts ? (
          <Card>
            <CardHeader>
              <CardTitle>Boxing profile</CardTitle>
            </CardHeader>
            <CardContent>
              <Form {...boxing.formProps} className="space-y-4" noValidate>
                <input type="hidden" name="intent" value="boxing" />
                <FormAlert message={boxing.formError} />
                <FormAlert tone="success" message={done('boxing')} />
                <p className="text-sm text-ink-600">
                  Your age on a tournament’s first day and your declared weight decide the category you enter.
                  {facts.clubName ? ` Club: ${facts.clubName} (set by your coach).` : ''}
                </p>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField kit={boxing} name="dateOfBirth" type="date" label="Date of birth" required />
                  <SelectField
                    kit={boxing}
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
                    kit={boxing}
                    name="weightKg"
                    type="number"
                    inputMode="decimal"
                    step="0.1"
                    min={30}
                    max={200}
                    label="Declared weight (kg)"
                    required
                  />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Save boxing profile
                </Button>
              </Form>
            </CardContent>
          </Card>
        ) : null}
        {facts ? (
          <Card>
            <CardHeader>
              <CardTitle>Licence</CardTitle>
            </CardHeader>
            <CardContent>
              <Form {...licence.formProps} className="space-y-4" noValidate>
                <input type="hidden" name="intent" value="licence" />
                <FormAlert message={licence.formError} />
                <FormAlert tone="success" message={done('licence')} />
                <p className="text-sm text-ink-600">
                  Your federation licence: a tournament may require it valid on its weigh-in day. Leave a
                  field empty to clear it.
                </p>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField
                    kit={licence}
                    name="licenceId"
                    label="Licence number"
                    autoComplete="off"
                    maxLength={40}
                  />
                  <TextField
                    kit={licence}
                    name="licenceBody"
                    label="Issuing body"
                    autoComplete="off"
                    maxLength={120}
                  />
                  <TextField kit={licence} name="licenceExpiresOn" type="date" label="Valid until" />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Save licence
                </Button>
              </Form>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
          </CardHeader>
          <CardContent>
            <Form {...password.formProps} className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="password" />
              <FormAlert message={password.formError} />
              <FormAlert tone="success" message={done('password')} />
              <TextField
                kit={password}
                name="currentPassword"
                type="password"
                label="Current password"
                autoComplete="current-password"
                required
              />
              <TextField
                kit={password}
                name="newPassword"
                type="password"
                label="New password"
                autoComplete="new-password"
                required
                minLength={10}
                hint="At least 10 characters."
              />
              <TextField
                kit={password}
                name="confirm"
                type="password"
                label="Repeat the new password"
                autoComplete="new-password"
                required
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
