import { count, eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Every public form's page refuses an address over its allowance with a 429 and the sentence that says when
 * to come back, its typed values kept: posted to each page's own action, so the two pages that wrap the
 * answer (the applications add their programme's offer) are held to it too. The limit's rule itself is
 * submit.server.test.ts's; the browser tests show the sentence once on a one-page form and once in the
 * academy's wizard.
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
  data: { status: string; formError?: string; values?: Record<string, unknown> };
  init?: ResponseInit;
};

describe.each(testDatabaseKinds())('a public form over its allowance, on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it.each(pages)(
    '%s answers 429 with when to come back, and keeps what was typed',
    async (path, form, action) => {
      setClock(FIXTURE_NOW);
      const context = {
        clientIp: `198.51.100.${pages.findIndex(([p]) => p === path) + 1}`,
        nonce: '',
        services: {
          config: {
            academyEmail: 'admissions@ajbxng.test',
            baseUrl: 'https://ajbxng.test',
            formRateLimit: 1,
            formRateWindowMs: 600_000,
          },
          database,
        },
      } as unknown as AppLoadContext;
      // What the person typed; each post below is a new form instance of it (a key of its own).
      const sent: Record<string, string | string[]> = validSubmission(form);
      const post = async () => {
        const request = new Request(`https://ajbxng.test${path}`, {
          method: 'POST',
          body: toFormData(validSubmission(form)),
        });
        return (await action({ request, context, params: {} } as never)) as Answer;
      };
      const first = await post();
      expect(first.data.status, JSON.stringify(first.data)).toBe('success');
      const second = await post();
      expect(second.init?.status).toBe(429);
      expect(second.data.formError).toMatch(
        /You have sent this form 1 times in the last 10 minutes, which is our limit.*try again in 10 minutes/,
      );
      expect(second.data.status).not.toBe('success');
      expect(second.data.values).toMatchObject({ email: sent.email });
      // Only the first was stored: the refused one has no reference and nothing behind it.
      const [stored] = await database.db
        .select({ n: count() })
        .from(enquiries)
        .where(eq(enquiries.form, form));
      expect(stored!.n).toBe(1);
    },
  );
});
