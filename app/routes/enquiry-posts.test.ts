import { count, eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { enquiries } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { FIXTURE_NOW, toFormData, validSubmission } from '~/features/enquiries/fixtures.test-support';
import type { EnquiryForm } from '~/features/enquiries/forms';
import * as academyApplication from './academy-application';
import * as application from './application';
import * as bookConsultation from './book-consultation';
import * as contact from './contact';
import * as getStarted from './get-started';
import * as scheduleDemo from './schedule-demo';

/**
 * What every public form's page does with a post, asked of each page's own action (the two pages that wrap
 * the answer, the applications adding their programme's offer, are held to it too):
 * - a form instance posted twice at once (a double click) and again later (a replayed post) is stored once,
 *   every answer naming the one reference; the browser tests drive the double click on /contact, in the
 *   academy's wizard and on /schedule-demo (where the first post also takes a slot);
 * - an address over its allowance is answered 429 with the sentence saying when to come back, what was typed
 *   kept; the browser tests show the sentence on /contact and in the academy's wizard.
 * The rules themselves are submit.server.test.ts's.
 */
const pages: [string, EnquiryForm, (args: never) => Promise<unknown>][] = [
  ['/contact', 'contact', contact.action],
  ['/academy-application', 'academy-application', academyApplication.action],
  ['/application', 'program-application', application.action],
  ['/book-consultation', 'consultation', bookConsultation.action],
  ['/get-started', 'organisation-signup', getStarted.action],
  ['/schedule-demo', 'demo-booking', scheduleDemo.action],
];

type Answer = {
  data: { status: string; reference?: string; formError?: string; values?: Record<string, unknown> };
  init?: ResponseInit;
};

describe.each(testDatabaseKinds())('posts to a public form’s page, on %s', (kind) => {
  // A database a test: the demo booking's slot is taken by the first test that books it.
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.close());

  /** Posts `fields` to the page's action from `clientIp`, under an allowance of `formRateLimit` a window. */
  function poster(
    path: string,
    action: (args: never) => Promise<unknown>,
    clientIp: string,
    formRateLimit: number,
  ) {
    const context = {
      clientIp,
      nonce: '',
      services: {
        config: {
          academyEmail: 'admissions@ajbxng.test',
          baseUrl: 'https://ajbxng.test',
          formRateLimit,
          formRateWindowMs: 600_000,
        },
        database,
      },
    } as unknown as AppLoadContext;
    return async (fields: Record<string, string | string[]>) => {
      const request = new Request(`https://ajbxng.test${path}`, { method: 'POST', body: toFormData(fields) });
      return (await action({ request, context, params: {} } as never)) as Answer;
    };
  }
  const storedOf = async (form: EnquiryForm) =>
    (await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.form, form)))[0]!.n;

  it.each(pages)(
    '%s stores a form instance posted twice at once and again later once, every answer with its reference',
    async (path, form, action) => {
      setClock(FIXTURE_NOW);
      const post = poster(path, action, `198.51.100.${pages.findIndex(([p]) => p === path) + 1}`, 20);
      const before = await storedOf(form);
      const fields = validSubmission(form);
      const [one, two] = await Promise.all([post(fields), post(fields)]);
      const later = await post(fields);
      for (const answer of [one, two, later])
        expect(answer.data.status, JSON.stringify(answer.data)).toBe('success');
      expect(one.data.reference).toMatch(/\S/);
      for (const answer of [one, two, later]) expect(answer.init?.status ?? 200).toBe(200);
      expect([two.data.reference, later.data.reference]).toEqual([one.data.reference, one.data.reference]);
      expect(await storedOf(form)).toBe(before + 1);
    },
  );

  it.each(pages)(
    '%s answers 429 with when to come back, and keeps what was typed',
    async (path, form, action) => {
      setClock(FIXTURE_NOW);
      const post = poster(path, action, `198.51.100.${pages.findIndex(([p]) => p === path) + 101}`, 1);
      const before = await storedOf(form);
      // What the person typed, posted twice as two form instances (a key each).
      const first = await post(validSubmission(form));
      expect(first.data.status, JSON.stringify(first.data)).toBe('success');
      const sent: Record<string, string | string[]> = validSubmission(form);
      const second = await post(sent);
      expect(second.init?.status).toBe(429);
      expect(second.data.formError).toMatch(
        /You have sent this form 1 times in the last 10 minutes, which is our limit.*try again in 10 minutes/,
      );
      expect(second.data.status).not.toBe('success');
      expect(second.data.values).toMatchObject({ email: sent.email });
      // Only the first was stored: the refused one has no reference and nothing behind it.
      expect(await storedOf(form)).toBe(before + 1);
    },
  );
});
