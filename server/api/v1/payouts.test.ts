import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationPayouts, organisationSubscriptions } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import { DOUBLE_BANKS, nubanValid } from '@server/payments/double';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * Payouts and the commission through the API (issue 31, decision 0030), on both databases and the local
 * Paystack double: an organiser reads and sets where their organisation's entry fees are paid (the banks
 * Paystack lists, the NUBAN check, a read-only organisation refused), a platform admin reads and sets the
 * commission; wrong roles, missing, mistyped and huge fields are refused with 4xx JSON and change nothing;
 * a write told twice with one Idempotency-Key answers the same once.
 */

const GTBANK = '058';
/** A ten-digit number the NUBAN check accepts for the bank, and one it refuses. */
function accountNumbers(bank: string, first = '012345678') {
  const good = [...'0123456789'].map((d) => `${first}${d}`).find((n) => nubanValid(bank, n))!;
  const bad = `${first}${(Number(good[9]) + 1) % 10}`;
  return { good, bad };
}

describe.each(testDatabaseKinds())(
  'payouts and the commission through the API, on %s',
  (kind: TestDatabaseKind) => {
    let api: ApiHarness;
    let event: SeededEvent;

    beforeAll(async () => {
      api = await startApi(kind, async (services) => {
        event = await seedEvent(services.database.db);
        return [...EVENT_PEOPLE];
      });
      api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    }, 120_000);
    afterAll(async () => {
      await api?.close();
    });

    const db = () => api.services.database.db;
    const storedPayout = async (organisationId: number) =>
      (
        await db()
          .select()
          .from(organisationPayouts)
          .where(eq(organisationPayouts.organisationId, organisationId))
      )[0];

    it('says Paystack cannot be reached (503, try again) when its banks cannot be read', async () => {
      const paystack = api.services.config.paystack;
      api.services.config.paystack = { ...paystack, baseUrl: 'http://127.0.0.1:9/_paystack' };
      try {
        const answer = await api.call('GET', '/organisation/payout/banks', { as: 'organiser' });
        expect(answer.status).toBe(503);
        expect(answer.json.error).toEqual({
          code: 'payments_unavailable',
          message: 'Paystack cannot be reached just now. Try again soon.',
        });
      } finally {
        api.services.config.paystack = paystack;
      }
    });

    it("lists Paystack's banks and saves the organiser's account, shown by its last four digits", async () => {
      const banks = await api.call('GET', '/organisation/payout/banks', { as: 'organiser' });
      expect(banks.status).toBe(200);
      expect(banks.json.banks).toEqual(
        [...DOUBLE_BANKS].sort((a, b) => a.name.localeCompare(b.name)).map((b) => ({ ...b })),
      );

      const before = await api.call('GET', '/organisation/payout', { as: 'organiser' });
      expect(before.status).toBe(200);
      expect(before.json).toEqual({
        organisation: { id: event.organisations.host, name: expect.any(String), isAcademy: false },
        payout: null,
      });

      const { good } = accountNumbers(GTBANK);
      const saved = await api.call('PUT', '/organisation/payout', {
        as: 'organiser',
        body: { bankCode: GTBANK, accountNumber: ` ${good} `, businessName: 'Ikeja Boxing Club Ltd' },
      });
      expect(saved.status).toBe(200);
      expect(saved.json.payout).toMatchObject({
        businessName: 'Ikeja Boxing Club Ltd',
        bankName: 'Guaranty Trust Bank',
        accountLast4: good.slice(-4),
      });
      expect(saved.json.payout.subaccountCode).toMatch(/^ACCT_/);
      // Never the whole account number, in the answer or in the database.
      expect(JSON.stringify(saved.json)).not.toContain(good);
      expect(JSON.stringify(await storedPayout(event.organisations.host))).not.toContain(good);

      const after = await api.call('GET', '/organisation/payout', { as: 'organiser' });
      expect(after.json.payout).toEqual(saved.json.payout);
      // Another organisation's organiser sees their own (none), never this one.
      const other = await api.call('GET', '/organisation/payout', { as: 'other-organiser' });
      expect(other.json).toMatchObject({ organisation: { id: event.organisations.other }, payout: null });
      // Who organises nothing is told so: no organisation, no payout.
      for (const who of ['admin', 'official'])
        expect((await api.call('GET', '/organisation/payout', { as: who })).json, who).toEqual({
          organisation: null,
          payout: null,
        });
    });

    it('refuses an account the bank does not know, a bank not listed, and bad fields, keeping nothing', async () => {
      const { bad } = accountNumbers('057', '987654321');
      const kept = await storedPayout(event.organisations.host);
      const refusals: Array<[unknown, number, string, string]> = [
        [
          { bankCode: '057', accountNumber: bad, businessName: 'Ikeja BC' },
          400,
          'account_not_verified',
          'accountNumber',
        ],
        [
          { bankCode: '999', accountNumber: bad, businessName: 'Ikeja BC' },
          400,
          'invalid_payout',
          'bankCode',
        ],
        [{ bankCode: GTBANK, businessName: 'Ikeja BC' }, 400, 'invalid_request', 'accountNumber'],
        [
          { bankCode: GTBANK, accountNumber: 123456789, businessName: 'Ikeja BC' },
          400,
          'invalid_request',
          'accountNumber',
        ],
        [
          { bankCode: GTBANK, accountNumber: '12345', businessName: 'Ikeja BC' },
          400,
          'invalid_request',
          'accountNumber',
        ],
        [
          { bankCode: GTBANK, accountNumber: bad, businessName: 'x'.repeat(20_000) },
          400,
          'invalid_request',
          'businessName',
        ],
        [
          { bankCode: ['058'], accountNumber: bad, businessName: 'Ikeja BC' },
          400,
          'invalid_request',
          'bankCode',
        ],
      ];
      for (const [body, status, code, field] of refusals) {
        const answer = await api.call('PUT', '/organisation/payout', { as: 'organiser', body });
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(answer.json.error.code).toBe(code);
        expect(Object.keys(answer.json.error.fields ?? {})).toContain(field);
      }
      expect(
        (await api.call('PUT', '/organisation/payout', { as: 'organiser', rawBody: '{"bankCode":' })).json
          .error.code,
      ).toBe('invalid_json');
      expect(await storedPayout(event.organisations.host)).toEqual(kept);
    });

    it('refuses the wrong people and a read-only organisation', async () => {
      const { good } = accountNumbers(GTBANK, '111222333');
      const body = { bankCode: GTBANK, accountNumber: good, businessName: 'Someone Else' };
      // The role rule first, then the service's: only an organiser of an organisation sets its payout.
      for (const who of ['referee', 'spectator'])
        expect((await api.call('PUT', '/organisation/payout', { as: who, body })).json.error.code, who).toBe(
          'forbidden',
        );
      for (const who of ['admin', 'official']) {
        const answer = await api.call('PUT', '/organisation/payout', { as: who, body });
        expect(answer.status, who).toBe(403);
        expect(answer.json.error.code, who).toBe('not_organiser');
      }
      for (const who of ['referee', 'spectator'])
        for (const path of ['/organisation/payout', '/organisation/payout/banks'])
          expect((await api.call('GET', path, { as: who })).status, `${who} ${path}`).toBe(403);
      expect((await api.call('GET', '/organisation/payout')).status).toBe(401);

      // The other organisation's plan is unpaid past its grace: where its money goes may not change.
      await db()
        .insert(organisationSubscriptions)
        .values({
          organisationId: event.organisations.other,
          plan: 'professional',
          status: 'read_only',
          currentPeriodStart: new Date('2026-10-01T00:00:00Z'),
          currentPeriodEnd: new Date('2026-11-01T00:00:00Z'),
        });
      const refused = await api.call('PUT', '/organisation/payout', { as: 'other-organiser', body });
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe('organisation_read_only');
      expect(await storedPayout(event.organisations.other)).toBeUndefined();
      // Reading it is not a change.
      expect((await api.call('GET', '/organisation/payout', { as: 'other-organiser' })).status).toBe(200);
    });

    it('answers a payout told twice with one Idempotency-Key once, and another body with that key 409', async () => {
      const { good } = accountNumbers('044', '222333444');
      const body = { bankCode: '044', accountNumber: good, businessName: 'Ikeja Boxing Club' };
      const first = await api.call('PUT', '/organisation/payout', { as: 'organiser', body, key: 'payout-1' });
      expect(first.status).toBe(200);
      expect(first.json.payout).toMatchObject({ bankName: 'Access Bank', accountLast4: good.slice(-4) });
      const stored = await storedPayout(event.organisations.host);
      const again = await api.call('PUT', '/organisation/payout', { as: 'organiser', body, key: 'payout-1' });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.json).toEqual(first.json);
      // Paystack was not asked again: the same subaccount, saved once.
      expect(await storedPayout(event.organisations.host)).toEqual(stored);
      const other = await api.call('PUT', '/organisation/payout', {
        as: 'organiser',
        body: { ...body, businessName: 'Another Name' },
        key: 'payout-1',
      });
      expect(other.status).toBe(409);
      expect(await storedPayout(event.organisations.host)).toEqual(stored);
    });

    it('lets a platform admin read and set the commission, as the Payouts page validates it', async () => {
      expect((await api.call('GET', '/admin/commission', { as: 'admin' })).json).toEqual({
        commission: { bps: 500, percent: 5 },
      });
      const set = await api.call('PUT', '/admin/commission', {
        as: 'admin',
        body: { percent: 2.5 },
        key: 'commission-1',
      });
      expect(set.status).toBe(200);
      expect(set.json).toEqual({ commission: { bps: 250, percent: 2.5 } });
      const replay = await api.call('PUT', '/admin/commission', {
        as: 'admin',
        body: { percent: 2.5 },
        key: 'commission-1',
      });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.json).toEqual(set.json);
      expect(
        (
          await api.call('PUT', '/admin/commission', {
            as: 'admin',
            body: { percent: 3 },
            key: 'commission-1',
          })
        ).status,
      ).toBe(409);

      const refusals: Array<[unknown, string]> = [
        [{}, 'invalid_request'],
        [{ percent: '5' }, 'invalid_request'],
        [{ percent: null }, 'invalid_request'],
        [{ percent: -1 }, 'invalid_request'],
        [{ percent: 50.01 }, 'invalid_request'],
        [{ percent: 1e300 }, 'invalid_request'],
        [{ percent: 2.345 }, 'invalid_commission'],
      ];
      for (const [body, code] of refusals) {
        const answer = await api.call('PUT', '/admin/commission', { as: 'admin', body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.json.error.code, JSON.stringify(body)).toBe(code);
        expect(answer.json.error.fields, JSON.stringify(body)).toHaveProperty('percent');
      }
      for (const who of ['organiser', 'other-organiser', 'official', 'referee', 'spectator']) {
        expect((await api.call('GET', '/admin/commission', { as: who })).status, who).toBe(403);
        expect(
          (await api.call('PUT', '/admin/commission', { as: who, body: { percent: 0 } })).json.error.code,
          who,
        ).toBe('forbidden');
      }
      expect((await api.call('GET', '/admin/commission', { as: 'admin' })).json).toEqual({
        commission: { bps: 250, percent: 2.5 },
      });
      expect(
        (await api.call('PUT', '/admin/commission', { as: 'admin', body: { percent: 0 } })).json.commission,
      ).toEqual({ bps: 0, percent: 0 });
    });
  },
);
