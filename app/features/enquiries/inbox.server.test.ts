import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { enquiries, enquiryEvents, organisations, outbox, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { csvCell } from './csv';
import { FIXTURE_NOW, validSubmission } from './fixtures.test-support';
import {
  changeEnquiryStatus,
  countNewEnquiries,
  exportEnquiriesCsv,
  getEnquiry,
  listEnquiries,
  parseFilters,
} from './inbox.server';
import { approveOrganisation, approveSignUp } from '~/features/organisations';
import { submitEnquiry } from './submit.server';
import type { SubmitMeta } from './submit.server';

const meta: SubmitMeta = {
  ip: '203.0.113.7',
  academyEmail: 'admissions@ajbxng.test',
  baseUrl: 'https://ajbxng.test',
  rateLimit: { limit: 1000, windowMs: 600_000 },
  now: FIXTURE_NOW,
};

describe('csv cells', () => {
  it('quotes every cell and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell(null)).toBe('""');
  });
});

describe.each(testDatabaseKinds())('the enquiries inbox on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await database.db
      .insert(user)
      .values({ id: 'admin-1', name: 'Ada Admin', email: 'ada@ajbxng.test', role: 'admin' });
  });
  afterEach(async () => {
    await database.close();
  });

  async function submit(form: Parameters<typeof validSubmission>[0], overrides = {}) {
    const result = await submitEnquiry(database.db, form, validSubmission(form, overrides), meta);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.reference;
  }

  it('filters by form, status, date and a search over name, e-mail and reference', async () => {
    const contact = await submit('contact', { firstName: 'Zainab', email: 'zainab@example.com' });
    const consultation = await submit('consultation');
    await submit('demo-booking');
    await database.db
      .update(enquiries)
      .set({ createdAt: new Date('2026-11-01T12:00:00Z') })
      .where(eq(enquiries.reference, consultation));
    await changeEnquiryStatus(database.db, {
      reference: contact,
      toStatus: 'contacted',
      actorUserId: 'admin-1',
    });

    const list = async (query: string) =>
      (await listEnquiries(database.db, parseFilters(new URLSearchParams(query)))).rows.map(
        (r) => r.reference,
      );
    expect(await list('')).toHaveLength(3);
    expect(await list('form=consultation')).toEqual([consultation]);
    expect(await list('status=contacted')).toEqual([contact]);
    expect(await list('status=new&form=contact')).toEqual([]);
    expect(await list('to=2026-11-01')).toEqual([consultation]);
    expect(await list('from=2026-11-02')).not.toContain(consultation);
    expect(await list('q=zAiNaB')).toEqual([contact]);
    expect(await list(`q=${contact.toLowerCase()}`)).toEqual([contact]);
    expect(await list('q=%25')).toEqual([]);
    // Unknown filter values are ignored rather than failing.
    expect(await list('form=nope&status=bogus&from=yesterday&page=-3')).toHaveLength(3);
  });

  it('moves an enquiry forward only, recording who, when and why', async () => {
    const reference = await submit('academy-application');
    expect(
      await changeEnquiryStatus(database.db, {
        reference,
        toStatus: 'contacted',
        note: 'Called, assessment booked for Friday',
        actorUserId: 'admin-1',
        fromStatus: 'new',
      }),
    ).toEqual({ ok: true, status: 'contacted' });
    const stale = changeEnquiryStatus(database.db, {
      reference,
      toStatus: 'declined',
      actorUserId: 'admin-1',
      fromStatus: 'new',
    });
    await expect(stale).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Someone else'),
    });
    await expect(
      changeEnquiryStatus(database.db, { reference, toStatus: 'new', actorUserId: 'admin-1' }),
    ).rejects.toMatchObject({ status: 409 });
    await changeEnquiryStatus(database.db, { reference, toStatus: 'accepted', actorUserId: 'admin-1' });
    await changeEnquiryStatus(database.db, {
      reference,
      toStatus: 'archived',
      note: 'Enrolled',
      actorUserId: 'admin-1',
    });
    await expect(
      changeEnquiryStatus(database.db, { reference, toStatus: 'new', actorUserId: 'admin-1' }),
    ).rejects.toMatchObject({ status: 409 });

    const detail = await getEnquiry(database.db, reference.toLowerCase());
    expect(detail?.status).toBe('archived');
    expect(detail?.nextStatuses).toEqual([]);
    expect(detail?.history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.note])).toEqual([
      ['accepted', 'archived', 'Ada Admin', 'Enrolled'],
      ['contacted', 'accepted', 'Ada Admin', null],
      ['new', 'contacted', 'Ada Admin', 'Called, assessment booked for Friday'],
    ]);
    expect(detail?.fields.find((f) => f.name === 'preferredProgram')?.value).toBe(
      'Fundamentals Mastery: ₦350,000, 3-6 months',
    );
    expect(detail?.fields.find((f) => f.name === 'agreedTerms')?.value).toBe('Yes');
  });

  it('counts what is new', async () => {
    expect(await countNewEnquiries(database.db)).toBe(0);
    const reference = await submit('contact');
    await submit('program-application');
    expect(await countNewEnquiries(database.db)).toBe(2);
    await changeEnquiryStatus(database.db, { reference, toStatus: 'archived', actorUserId: 'admin-1' });
    expect(await countNewEnquiries(database.db)).toBe(1);
  });

  it('exports the filtered list as CSV, every field included and formulas defused', async () => {
    await submit('contact', { firstName: '=SUM(A1:A9)', message: 'Line one\nLine "two"' });
    await submit('consultation');
    const csv = await exportEnquiriesCsv(database.db, parseFilters(new URLSearchParams('form=contact')));
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Reference","Received (WAT)","Form","Status","Name","Email","Phone","Details"');
    expect(csv).toContain('"\'=SUM(A1:A9) Eze"');
    expect(csv).toContain('First name: =SUM(A1:A9)');
    expect(csv).toContain('Message: Line one\nLine ""two""');
    expect(csv).not.toContain('Tope Bello');
  });

  it('keeps an organisation sign-up from being accepted without approval, and declines it with its organisation', async () => {
    const reference = await submit('organisation-signup');
    const detail = await getEnquiry(database.db, reference);
    expect(detail?.nextStatuses).not.toContain('accepted');
    expect(detail?.organisation).toMatchObject({ status: 'pending', plan: 'professional' });
    await expect(
      changeEnquiryStatus(database.db, { reference, toStatus: 'accepted', actorUserId: 'admin-1' }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('Approve the organisation') });
    await changeEnquiryStatus(database.db, { reference, toStatus: 'declined', actorUserId: 'admin-1' });
    const [organisation] = await database.db.select().from(organisations);
    expect(organisation?.status).toBe('declined');
  });

  describe('approving an organisation', () => {
    it('creates its admin, accepts the enquiry and queues the set-password e-mail, all at once', async () => {
      const reference = await submit('organisation-signup');
      const [organisation] = await database.db.select().from(organisations);
      const result = await approveOrganisation(
        database.db,
        { organisationId: organisation!.id, actorUserId: 'admin-1' },
        async (tx, admin) => {
          expect(admin).toMatchObject({ name: 'Funmi Lawal', email: 'funmi@example.com' });
          await tx
            .insert(user)
            .values({ id: 'org-admin', name: admin.name, email: admin.email, role: 'admin' });
          return { userId: 'org-admin', setPasswordUrl: 'https://ajbxng.test/set-password?token=abc' };
        },
      );
      expect(result).toMatchObject({ ok: true, adminUserId: 'org-admin', reference });
      const [approved] = await database.db.select().from(organisations);
      expect(approved).toMatchObject({ status: 'approved', adminUserId: 'org-admin' });
      expect(approved?.approvedAt).toBeInstanceOf(Date);
      const detail = await getEnquiry(database.db, reference);
      expect(detail?.status).toBe('accepted');
      expect(detail?.history[0]).toMatchObject({ toStatus: 'accepted', actor: 'Ada Admin' });
      const welcome = (await database.db.select().from(outbox)).find(
        (m) => m.kind === 'organisation-approved',
      );
      expect(welcome?.textBody).toContain('https://ajbxng.test/set-password?token=abc');

      const again = approveOrganisation(
        database.db,
        { organisationId: organisation!.id, actorUserId: 'admin-1' },
        async () => {
          throw new Error('must not be called');
        },
      );
      await expect(again).rejects.toMatchObject({ status: 409, code: 'organisation_not_pending' });
    });

    it('leaves everything as it was when the account cannot be created', async () => {
      const reference = await submit('organisation-signup');
      const [organisation] = await database.db.select().from(organisations);
      await expect(
        approveOrganisation(
          database.db,
          { organisationId: organisation!.id, actorUserId: 'admin-1' },
          async (tx) => {
            await tx
              .insert(user)
              .values({ id: 'half-made', name: 'x', email: 'x@example.com', role: 'admin' });
            throw new Error('e-mail already has an account');
          },
        ),
      ).rejects.toThrow('e-mail already has an account');
      expect((await database.db.select().from(organisations))[0]?.status).toBe('pending');
      expect((await getEnquiry(database.db, reference))?.status).toBe('new');
      expect(await database.db.select().from(user).where(eq(user.id, 'half-made'))).toHaveLength(0);
      expect(await database.db.select().from(enquiryEvents)).toHaveLength(0);
    });

    it('approves from the inbox with an account from the accounts module and its set-password link', async () => {
      const reference = await submit('organisation-signup');
      const approval = { reference, actorUserId: 'admin-1', baseUrl: 'https://ajbxng.test' };
      expect(await approveSignUp(database.db, approval)).toMatchObject({ ok: true, reference });
      const [account] = await database.db.select().from(user).where(eq(user.email, 'funmi@example.com'));
      expect(account?.name).toBe('Funmi Lawal');
      const welcome = (await database.db.select().from(outbox)).find(
        (m) => m.kind === 'organisation-approved',
      );
      expect(welcome?.toAddress).toBe('funmi@example.com');
      expect(welcome?.textBody).toContain('https://ajbxng.test/reset-password?token=');
      await expect(approveSignUp(database.db, approval)).rejects.toMatchObject({
        status: 409,
        code: 'organisation_not_pending',
      });
      await expect(approveSignUp(database.db, { ...approval, reference: 'AJB-ZZZZZ' })).rejects.toMatchObject(
        { status: 404, code: 'organisation_not_found' },
      );
    });

    it('says so when there is no such organisation', async () => {
      await expect(
        approveOrganisation(database.db, { organisationId: 999, actorUserId: 'admin-1' }, async () => ({
          userId: 'x',
          setPasswordUrl: 'x',
        })),
      ).rejects.toMatchObject({ status: 404, code: 'organisation_not_found' });
    });
  });
});
