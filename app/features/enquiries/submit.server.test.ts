import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { demoSlotBookings, enquiries, organisations, outbox } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { tomorrowsDemoSlots } from './demo-slots.server';
import { FIXTURE_NOW, FIXTURE_TOMORROW, toFormData, validSubmission } from './fixtures.test-support';
import { enquiryFormIds } from './forms';
import { REFERENCE_PATTERN } from './reference.server';
import { parentalConsentMessage } from './schemas/academy-application';
import { slotTakenMessage } from './schemas/demo-booking';
import { expiredFormMessage, submitEnquiry } from './submit.server';
import type { SubmitMeta } from './submit.server';

const meta: SubmitMeta = {
  ip: '203.0.113.7',
  academyEmail: 'admissions@ajbxng.test',
  baseUrl: 'https://ajbxng.test',
  rateLimit: { limit: 1000, windowMs: 600_000 },
  now: FIXTURE_NOW,
};

describe.each(testDatabaseKinds())('submitting enquiries on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const rows = async () => (await database.db.select({ n: count() }).from(enquiries))[0]!.n;
  const mails = async () => database.db.select().from(outbox);

  it.each(enquiryFormIds)('stores a valid %s once, with a reference and two queued e-mails', async (form) => {
    const result = await submitEnquiry(database.db, form, toFormData(validSubmission(form)), meta);
    expect(result).toMatchObject({ ok: true, replay: false });
    if (!result.ok) return;
    expect(result.reference).toMatch(REFERENCE_PATTERN);
    expect(result.promises.length).toBeGreaterThan(0);
    const [row] = await database.db.select().from(enquiries);
    expect(row).toMatchObject({ form, status: 'new', reference: result.reference });
    const queued = await mails();
    expect(queued.map((m) => m.toAddress).sort()).toEqual([meta.academyEmail, row!.email].sort());
    const ack = queued.find((m) => m.toAddress === row!.email)!;
    expect(ack.textBody).toContain(result.reference);
    const notice = queued.find((m) => m.toAddress === meta.academyEmail)!;
    expect(notice.textBody).toContain(`https://ajbxng.test/admin-dashboard/enquiries/${result.reference}`);
  });

  it('promises what the spec says, per form', async () => {
    const texts: Record<string, string> = {};
    for (const form of enquiryFormIds) {
      const result = await submitEnquiry(database.db, form, validSubmission(form), meta);
      texts[form] = result.ok ? result.promises.join(' ') : '';
    }
    expect(texts.contact).toContain('within 24 hours');
    expect(texts['academy-application']).toContain('within 24-48 hours');
    expect(texts['program-application']).toContain('within 24-48 hours');
    expect(texts.consultation).toMatch(/within 2 hours.*30 minutes.*within 24 hours/);
    expect(texts['demo-booking']).toMatch(/within 5 minutes.*within 24 hours.*₦25,000/);
    expect(texts['organisation-signup']).toContain('within 2 hours');
  });

  it('answers a replayed form instance with the same reference and stores nothing more', async () => {
    const payload = validSubmission('contact');
    const first = await submitEnquiry(database.db, 'contact', toFormData(payload), meta);
    const again = await submitEnquiry(database.db, 'contact', toFormData(payload), meta);
    expect(first.ok && again.ok && again.replay).toBe(true);
    expect(again.ok && first.ok && again.reference === first.reference).toBe(true);
    expect(await rows()).toBe(1);
    expect(await mails()).toHaveLength(2);
  });

  it('stores one record when the same form instance arrives several times at once', async () => {
    const payload = validSubmission('consultation');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submitEnquiry(database.db, 'consultation', toFormData(payload), meta)),
    );
    const references = new Set(results.map((r) => (r.ok ? r.reference : 'failed')));
    expect(references.size).toBe(1);
    expect([...references][0]).toMatch(REFERENCE_PATTERN);
    expect(await rows()).toBe(1);
    expect(await mails()).toHaveLength(2);
  });

  it('lets two form instances with the same content through: they are two enquiries', async () => {
    await submitEnquiry(database.db, 'contact', validSubmission('contact'), meta);
    await submitEnquiry(database.db, 'contact', validSubmission('contact'), meta);
    expect(await rows()).toBe(2);
  });

  it('keeps the same key apart across forms', async () => {
    const key = validSubmission('contact').formInstance;
    await submitEnquiry(database.db, 'contact', validSubmission('contact', { formInstance: key }), meta);
    await submitEnquiry(
      database.db,
      'consultation',
      validSubmission('consultation', { formInstance: key }),
      meta,
    );
    expect(await rows()).toBe(2);
  });

  it('refuses invalid input with field errors, keeps what was typed, and stores nothing', async () => {
    const payload = validSubmission('contact', {
      firstName: '   ',
      email: 'not-an-email',
      message: 'x'.repeat(4001),
    });
    const result = await submitEnquiry(database.db, 'contact', toFormData(payload), meta);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.fields).toEqual({
      firstName: ['Enter your first name'],
      email: ['Enter a valid e-mail address, like name@example.com'],
      message: ['Message must be 4000 characters or fewer'],
    });
    expect(result.values.email).toBe('not-an-email');
    expect(result.values).not.toHaveProperty('website');
    expect(await rows()).toBe(0);
    expect(await mails()).toHaveLength(0);
  });

  it('keeps text PostgreSQL can store: a lone surrogate becomes the replacement character', async () => {
    const result = await submitEnquiry(
      database.db,
      'contact',
      validSubmission('contact', { firstName: 'Ng\ud800ozi', message: 'Hi \udc00 there 🥊' }),
      meta,
    );
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(enquiries);
    expect(row!.fields).toMatchObject({ firstName: 'Ng\ufffdozi', message: 'Hi \ufffd there 🥊' });
  });

  it('ignores unknown fields', async () => {
    const result = await submitEnquiry(
      database.db,
      'contact',
      validSubmission('contact', { isAdmin: 'true', status: 'accepted' }),
      meta,
    );
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(enquiries);
    expect(row!.status).toBe('new');
    expect(row!.fields).not.toHaveProperty('isAdmin');
  });

  it('gives a filled honeypot a convincing success and stores nothing', async () => {
    const result = await submitEnquiry(
      database.db,
      'contact',
      validSubmission('contact', { website: 'http://spam.example' }),
      meta,
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.reference).toMatch(REFERENCE_PATTERN);
    expect(await rows()).toBe(0);
    expect(await mails()).toHaveLength(0);
  });

  it('refuses a post without a form instance key as expired', async () => {
    const { formInstance: _key, ...payload } = validSubmission('contact');
    const result = await submitEnquiry(database.db, 'contact', payload, meta);
    expect(result).toMatchObject({ ok: false, error: { code: 'expired', message: expiredFormMessage } });
    expect(await rows()).toBe(0);
  });

  it('limits each address per form, with a message that says when to come back', async () => {
    const limited = { ...meta, rateLimit: { limit: 2, windowMs: 600_000 } };
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await submitEnquiry(database.db, 'contact', validSubmission('contact'), limited));
    }
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false]);
    expect(outcomes[2]).toMatchObject({ error: { code: 'rate_limited', status: 429 } });
    expect(!outcomes[2]!.ok && outcomes[2]!.error.message).toMatch(
      /2 times in the last 10 minutes.*try again in 10 minutes/,
    );
    // Another form, or another address, has its own allowance.
    expect(
      (await submitEnquiry(database.db, 'consultation', validSubmission('consultation'), limited)).ok,
    ).toBe(true);
    expect(
      (
        await submitEnquiry(database.db, 'contact', validSubmission('contact'), {
          ...limited,
          ip: '198.51.100.1',
        })
      ).ok,
    ).toBe(true);
    expect(await rows()).toBe(4);
  });

  it('does not count a replay against the limit', async () => {
    const limited = { ...meta, rateLimit: { limit: 1, windowMs: 600_000 } };
    const payload = validSubmission('contact');
    const first = await submitEnquiry(database.db, 'contact', payload, limited);
    const replay = await submitEnquiry(database.db, 'contact', payload, limited);
    expect(first.ok && replay.ok && replay.replay).toBe(true);
  });

  it('retries the reference when the one drawn is taken', async () => {
    await submitEnquiry(database.db, 'contact', validSubmission('contact'), meta);
    const [{ reference: taken }] = (await database.db
      .select({ reference: enquiries.reference })
      .from(enquiries)) as [{ reference: string }];
    const drawn = [taken, taken, 'AJB-22222'];
    const result = await submitEnquiry(database.db, 'contact', validSubmission('contact'), {
      ...meta,
      drawReference: () => drawn.shift()!,
    });
    expect(drawn).toEqual([]);
    expect(result).toMatchObject({ ok: true, reference: 'AJB-22222' });
    expect(await rows()).toBe(2);
  });

  describe('academy application', () => {
    it('requires parental consent from an applicant under 18 on the day of applying', async () => {
      // Seventeen on 22 November 2026: born 23 November 2008.
      const minor = validSubmission('academy-application', { dateOfBirth: '2008-11-23' });
      const refused = await submitEnquiry(database.db, 'academy-application', minor, meta);
      expect(refused).toMatchObject({
        ok: false,
        error: { fields: { parentalConsent: [parentalConsentMessage] } },
      });
      const consented = await submitEnquiry(
        database.db,
        'academy-application',
        { ...minor, parentalConsent: 'on' },
        meta,
      );
      expect(consented.ok).toBe(true);
      // Eighteen today: no consent needed, even though the birth year is after 2006.
      const adult = validSubmission('academy-application', { dateOfBirth: '2008-11-22' });
      expect((await submitEnquiry(database.db, 'academy-application', adult, meta)).ok).toBe(true);
    });

    it('reports the missing consent alongside the other problems', async () => {
      const result = await submitEnquiry(
        database.db,
        'academy-application',
        validSubmission('academy-application', { dateOfBirth: '2012-01-01', motivation: '' }),
        meta,
      );
      expect(!result.ok && Object.keys(result.error.fields ?? {}).sort()).toEqual([
        'motivation',
        'parentalConsent',
      ]);
    });
  });

  describe('demo booking', () => {
    it('gives a slot to exactly one of two people booking it at the same moment', async () => {
      const [a, b] = await Promise.all([
        submitEnquiry(database.db, 'demo-booking', validSubmission('demo-booking'), meta),
        submitEnquiry(
          database.db,
          'demo-booking',
          validSubmission('demo-booking', { name: 'Other Person', email: 'other@example.com' }),
          meta,
        ),
      ]);
      const outcomes = [a, b];
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      const loser = outcomes.find((o) => !o.ok);
      expect(loser).toMatchObject({
        ok: false,
        error: { code: 'slot_taken', status: 409, fields: { slot: [slotTakenMessage] } },
      });
      expect(await rows()).toBe(1);
      expect(await database.db.select().from(demoSlotBookings)).toHaveLength(1);
      expect(await mails()).toHaveLength(2);
    });

    it('shows a booked slot as booked to everyone after, and 11:00 always', async () => {
      await submitEnquiry(
        database.db,
        'demo-booking',
        validSubmission('demo-booking', { slot: `${FIXTURE_TOMORROW}T14:00` }),
        meta,
      );
      const { date, slots } = await tomorrowsDemoSlots(database.db, FIXTURE_NOW);
      expect(date).toBe(FIXTURE_TOMORROW);
      expect(slots.map((s) => `${s.label}${s.booked ? ' (booked)' : ''}`)).toEqual([
        '9:00 AM',
        '10:00 AM',
        '11:00 AM (booked)',
        '2:00 PM (booked)',
        '3:00 PM',
        '4:00 PM',
      ]);
    });

    it('refuses the standing 11:00 booking, a slot that is not offered, and one in the past', async () => {
      const attempt = (slot: string) =>
        submitEnquiry(database.db, 'demo-booking', validSubmission('demo-booking', { slot }), meta);
      expect(await attempt(`${FIXTURE_TOMORROW}T11:00`)).toMatchObject({
        ok: false,
        error: { fields: { slot: ['11:00 AM is already booked. Please choose another time.'] } },
      });
      expect(await attempt(`${FIXTURE_TOMORROW}T12:00`)).toMatchObject({
        ok: false,
        error: { fields: { slot: ['Choose one of the time slots shown'] } },
      });
      expect(await attempt('2026-11-25T09:00')).toMatchObject({ ok: false });
      // Today's 09:00 has passed at 11:00 Lagos time; today's 16:00 (a page left open overnight) has not.
      expect(await attempt('2026-11-22T09:00')).toMatchObject({
        ok: false,
        error: { fields: { slot: ['That time has passed. Please choose another slot.'] } },
      });
      expect(await attempt('2026-11-22T16:00')).toMatchObject({ ok: true });
      expect(await rows()).toBe(1);
    });
  });

  it('records an organisation sign-up as pending with its plan', async () => {
    const result = await submitEnquiry(
      database.db,
      'organisation-signup',
      validSubmission('organisation-signup'),
      meta,
    );
    expect(result.ok).toBe(true);
    const [organisation] = await database.db.select().from(organisations);
    expect(organisation).toMatchObject({
      name: 'Lagos State Boxing Association',
      organisationType: 'federation',
      plan: 'professional',
      status: 'pending',
    });
    const [enquiry] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, organisation!.enquiryId!));
    expect(enquiry!.name).toBe('Funmi Lawal');
  });
});
