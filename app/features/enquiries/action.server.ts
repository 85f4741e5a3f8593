import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { logDatabaseUnavailable } from '@server/http/database-outage';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '@server/db/unavailable';
import type { EnquiryForm } from './forms';
import { newIdempotencyKey, toRawValues, valuesToKeep } from './submission';
import type { EnquiryActionResult } from './submission';
import { submitEnquiry } from './submit.server';

type Args = { request: Request; context: AppLoadContext };

/** What every enquiry form's loader hands its page: a fresh key for this form instance. */
export function enquiryFormInstance() {
  return { formInstance: newIdempotencyKey() };
}

/**
 * The action behind every public form: the same path for a hydrated page and a plain HTML POST. It
 * answers with the confirmation, or with field errors and what the person typed (never a redirect, so a
 * reload re-posts the same form instance and gets the same reference back).
 */
export async function enquiryAction(form: EnquiryForm, { request, context }: Args) {
  const { config, database } = context.services;
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<EnquiryActionResult>(
      {
        status: 'invalid',
        fieldErrors: {},
        formError: 'We could not read that submission. Please try again.',
        values: {},
      },
      { status: 400 },
    );
  }
  let result: Awaited<ReturnType<typeof submitEnquiry>>;
  try {
    result = await submitEnquiry(database.db, form, formData, {
      ip: context.clientIp,
      academyEmail: config.academyEmail,
      baseUrl: config.baseUrl,
      rateLimit: { limit: config.formRateLimit, windowMs: config.formRateWindowMs },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logDatabaseUnavailable(`${form} form`, error);
    // Nothing was stored (the enquiry and its e-mails are one transaction): the form comes back with
    // everything typed, as after a validation failure, so sending it again later loses nothing.
    return data<EnquiryActionResult>(
      {
        status: 'invalid',
        fieldErrors: {},
        formError: databaseUnavailableMessage,
        values: valuesToKeep(toRawValues(formData)),
      },
      { status: 503, headers: { 'Retry-After': String(databaseRetryAfterSeconds) } },
    );
  }
  if (result.ok) {
    return data<EnquiryActionResult>({
      status: 'success',
      reference: result.reference,
      greeting: result.greeting,
      summary: result.summary,
      promises: result.promises,
    });
  }
  // The refusal's fields go next to the fields; when no field is to blame, its message is the form's.
  const { error } = result;
  return data<EnquiryActionResult>(
    {
      status: 'invalid',
      fieldErrors: error.fields ?? {},
      ...(error.fields ? {} : { formError: error.message }),
      values: result.values,
    },
    { status: error.status },
  );
}
