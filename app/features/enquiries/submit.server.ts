import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { enquiries } from '@server/db/schema';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { consumeRate } from '@server/rate-limit';
import { refusal, ServiceError } from '@server/service-error';
import type { Refusal } from '@server/service-error';
import { academy } from '~/content/academy';
import { catalogue } from './catalogue.server';
import { academyNotification, acknowledgement } from './emails.server';
import type { EnquiryForm } from './forms';
import { handlers } from './handlers.server';
import { newReference } from './reference.server';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  isIdempotencyKey,
  toRawValues,
  validate,
  valuesToKeep,
} from './submission';
import type { RawValues } from './submission';
import { clock } from '@server/clock';

export type SubmitMeta = {
  /** The client's address: the rate limit counts per address and per form. */
  ip: string;
  academyEmail: string;
  baseUrl: string;
  rateLimit: { limit: number; windowMs: number };
  now?: Date;
  /** Draws a reference (a test draws taken ones on purpose); a random one by default. */
  drawReference?: () => string;
};

export type SubmitResult =
  | {
      ok: true;
      reference: string;
      /** True when this form instance had already been stored: the same reference comes back. */
      replay: boolean;
      greeting: string;
      summary: { label: string; value: string }[];
      /** The spec's response times for this form, as the acknowledgement states them. */
      promises: string[];
    }
  /**
   * Refused, as data (a form's answer is not an exception): the one error type, whose `fields` are the
   * field errors and whose message, when no field is to blame, is the form's. `values` is what was typed.
   * Codes: invalid, expired, rate_limited, and the transaction's conflicts (slot_taken, slot_not_offered).
   */
  | (Refusal & { values: RawValues });

/** Refused before anything was stored. */
const refused = (values: RawValues, ...args: Parameters<typeof refusal>) => ({ ...refusal(...args), values });

const invalidMessage = 'Some answers need another look: see the fields marked.';

export const expiredFormMessage = 'This form has expired. Please reload the page and send it again.';

export function rateLimitMessage(limit: number, windowMs: number, retryAfterSeconds: number) {
  const windowMinutes = Math.round(windowMs / 60_000);
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `You have sent this form ${limit} times in the last ${windowMinutes} minutes, which is our limit. ` +
    `Please try again in ${wait} minute${wait === 1 ? '' : 's'}, or call us on ${academy.phone}.`
  );
}

const MAX_REFERENCE_ATTEMPTS = 8;

function confirmation(
  form: EnquiryForm,
  reference: string,
  fields: Record<string, unknown>,
  replay: boolean,
) {
  const handler = handlers[form];
  return {
    ok: true as const,
    reference,
    replay,
    greeting: handler.person(fields).greeting,
    summary: handler.summary(fields),
    promises: handler.promises(fields),
  };
}

async function findInstance(db: Database, form: EnquiryForm, key: string) {
  const [row] = await db
    .select({ reference: enquiries.reference, fields: enquiries.fields })
    .from(enquiries)
    .where(and(eq(enquiries.form, form), eq(enquiries.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Validates one submission of a public form and stores it exactly once, with its e-mails, in one
 * transaction. Never throws for anything a client can send: bad input comes back as field errors.
 *
 * Order matters: a replay of a stored form instance (double click, reload, resent POST) answers with the
 * stored reference before anything else, so it neither counts against the rate limit nor stores twice;
 * the rate limit then counts every other attempt; a filled honeypot gets a convincing success and
 * stores nothing.
 */
export async function submitEnquiry(
  db: Database,
  form: EnquiryForm,
  input: FormData | URLSearchParams | Record<string, unknown>,
  meta: SubmitMeta,
): Promise<SubmitResult> {
  const now = meta.now ?? clock.now();
  const raw = toRawValues(input);
  const values = valuesToKeep(raw);
  const key = raw[IDEMPOTENCY_FIELD];
  if (!isIdempotencyKey(key)) {
    return refused(values, 400, 'expired', expiredFormMessage);
  }

  const stored = await findInstance(db, form, key);
  if (stored) return confirmation(form, stored.reference, stored.fields, true);

  const rate = await consumeRate(db, `form:${form}:${meta.ip}`, { ...meta.rateLimit, now });
  if (!rate.allowed) {
    const message = rateLimitMessage(meta.rateLimit.limit, meta.rateLimit.windowMs, rate.retryAfterSeconds);
    return refused(values, 429, 'rate_limited', message);
  }

  const trap = raw[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') {
    return { ...confirmation(form, (meta.drawReference ?? newReference)(), {}, false), greeting: 'there' };
  }

  const validation = validate(catalogue[form].schemaAt(now), raw);
  if (!validation.success) return refused(values, 400, 'invalid', invalidMessage, validation.fieldErrors);

  const fields = validation.data as Record<string, unknown>;
  const handler = handlers[form];
  const person = handler.person(fields);

  try {
    const outcome = await db.transaction(async (tx) => {
      for (let attempt = 0; attempt < MAX_REFERENCE_ATTEMPTS; attempt++) {
        const reference = (meta.drawReference ?? newReference)();
        // DO NOTHING covers both unique keys: a reference already taken (try another) and this form
        // instance stored by a concurrent request (answer with its reference).
        const [row] = await tx
          .insert(enquiries)
          .values({
            reference,
            form,
            name: person.name,
            email: person.email,
            phone: person.phone,
            fields,
            idempotencyKey: key,
          })
          .onConflictDoNothing()
          .returning({ id: enquiries.id });
        if (row) {
          await handler.attach?.(tx, row.id, fields);
          await queueEmail(tx, acknowledgement(form, reference, person, fields));
          await queueEmail(tx, academyNotification(form, reference, person, fields, meta));
          return { reference, fields, replay: false };
        }
        const [concurrent] = await tx
          .select({ reference: enquiries.reference, fields: enquiries.fields })
          .from(enquiries)
          .where(and(eq(enquiries.form, form), eq(enquiries.idempotencyKey, key)))
          .limit(1);
        if (concurrent) return { ...concurrent, replay: true };
      }
      throw new Error(`No free enquiry reference after ${MAX_REFERENCE_ATTEMPTS} attempts`);
    });
    // The e-mails are committed with the enquiry; delivery starts now, never holding up the answer.
    if (!outcome.replay) nudgeOutbox();
    return confirmation(form, outcome.reference, outcome.fields, outcome.replay);
  } catch (error) {
    // A side record that could not be written (a slot just taken): the enquiry was rolled back with it.
    if (error instanceof ServiceError) return { ok: false, error, values };
    throw error;
  }
}
