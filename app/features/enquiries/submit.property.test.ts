import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { enquiries } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { enquiryAction } from './action.server';
import { catalogue } from './catalogue.server';
import { FIXTURE_NOW, toFormData, validSubmission } from './fixtures.test-support';
import { enquiryFormIds } from './forms';
import type { EnquiryForm } from './forms';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, newIdempotencyKey, toRawValues, validate } from './submission';
import { submitEnquiry } from './submit.server';
import type { SubmitMeta } from './submit.server';

/**
 * Whatever a client posts to a public form, the service answers without throwing, and stores a record
 * only when the submission is valid: one record, never more.
 */
const meta: SubmitMeta = {
  ip: '203.0.113.99',
  academyEmail: 'admissions@ajbxng.test',
  baseUrl: 'https://ajbxng.test',
  rateLimit: { limit: 100_000, windowMs: 600_000 },
  now: FIXTURE_NOW,
};

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'on',
    'none',
    'true',
    '0',
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    '\u0000',
    '=1+1',
    '<script>',
  ),
  fc.string({ minLength: 4_001, maxLength: 4_100 }),
);
const fieldValue = fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 3 }));

/** A valid submission with some fields replaced, dropped or added: valid often enough to store. */
function submissionFor(form: EnquiryForm) {
  const names = [...Object.keys(catalogue[form].fields), HONEYPOT_FIELD];
  return fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...names), fieldValue, { maxKeys: 3 }),
      dropped: fc.subarray(names, { maxLength: 3 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), fieldValue, { maxKeys: 3 }),
      key: fc.oneof(
        { weight: 8, arbitrary: fc.constant('fresh') },
        { weight: 1, arbitrary: fc.constant('missing') },
        { weight: 1, arbitrary: hostileText },
      ),
    })
    .map(({ replaced, dropped, extra, key }) => {
      const values: Record<string, string | string[]> = { ...extra, ...validSubmission(form), ...replaced };
      for (const name of dropped) delete values[name];
      if (key === 'missing') delete values[IDEMPOTENCY_FIELD];
      else values[IDEMPOTENCY_FIELD] = key === 'fresh' ? newIdempotencyKey() : key;
      return values;
    });
}

const anything = fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 8 });

describe.each(testDatabaseKinds())('every form action under arbitrary input on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = async () => (await database.db.select({ n: count() }).from(enquiries))[0]!.n;

  it.each(enquiryFormIds)('%s never throws and stores only what is valid', async (form) => {
    let storedSome = false;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          submissionFor(form).map((values) => ({ values, asFormData: true })),
          submissionFor(form).map((values) => ({ values, asFormData: false })),
          anything.map((values) => ({ values: values as Record<string, string>, asFormData: false })),
        ),
        async ({ values, asFormData }) => {
          const before = await stored();
          const result = await submitEnquiry(
            database.db,
            form,
            asFormData ? toFormData(values) : values,
            meta,
          );
          const after = await stored();
          const raw = toRawValues(values);
          const valid = validate(catalogue[form].schemaAt(FIXTURE_NOW), raw).success;
          // Anything at all in the honeypot, even a repeated empty field, is a bot's doing.
          const trapped = raw[HONEYPOT_FIELD] !== undefined && raw[HONEYPOT_FIELD] !== '';
          if (!valid) expect(after).toBe(before);
          if (!valid && !trapped) expect(result.ok).toBe(false);
          if (result.ok && !result.replay && !trapped) {
            expect(after).toBe(before + 1);
            storedSome = true;
          } else expect(after).toBe(before);
        },
      ),
      { numRuns: 100 },
    );
    // The generator must reach the storing path too, or the property says nothing about it.
    expect(storedSome).toBe(true);
  });

  it('answers any request body with a client error or a success, never a server error', async () => {
    const context = {
      clientIp: '203.0.113.100',
      nonce: '',
      services: {
        config: {
          academyEmail: meta.academyEmail,
          baseUrl: meta.baseUrl,
          formRateLimit: 100_000,
          formRateWindowMs: 600_000,
        },
        database,
        outbox: { deliverDue: async () => 0, stop: async () => undefined },
      },
    } as unknown as AppLoadContext;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...enquiryFormIds),
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'text/plain',
          'application/json',
        ),
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })),
        async (form, contentType, body) => {
          const request = new Request('http://localhost/contact', {
            method: 'POST',
            headers: { 'Content-Type': contentType },
            body,
          });
          const response = await enquiryAction(form, { request, context });
          expect(response.init?.status ?? 200).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
