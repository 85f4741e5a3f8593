import { eq } from 'drizzle-orm';
import { z } from '~/lib/zod';
import type { Database, Transaction } from '@server/db/client';
import { organisationPayouts, organisations, platformSettings } from '@server/db/schema';
import type { Bank, PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import type { Workspace } from '~/features/organisations';
import { requireWritableOrganisation } from '~/features/organisations';

/**
 * Issue 31 item 2, decision 0030: organisers are paid their entry fees through Paystack subaccounts. An
 * organiser gives their settlement bank, account number and business name; Paystack makes the subaccount
 * (checking the account with the bank) and we keep its code, the bank's name and the account's last four
 * digits. A platform admin sets the commission the platform keeps of every entry fee (basis points).
 */

export const COMMISSION_SETTING = 'entry_fee_commission_bps';
/** 5 % until an admin says otherwise. */
export const DEFAULT_COMMISSION_BPS = 500;
/** At most half of a fee. */
export const COMMISSION_MAX_BPS = 5_000;

type Reader = Pick<Database, 'select'>;

/** The platform's commission on entry fees now, in basis points (500 = 5 %). */
export async function commissionBps(db: Reader): Promise<number> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, COMMISSION_SETTING));
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= COMMISSION_MAX_BPS
    ? value
    : DEFAULT_COMMISSION_BPS;
}

/** The commission of an amount in kobo, to the nearest kobo (half a kobo up). */
export function commissionKobo(amountKobo: number, bps: number): number {
  return Math.floor((amountKobo * bps + 5_000) / 10_000);
}

export const commissionFormSchema = z.object({
  percent: z.coerce
    .number({ error: 'Give the commission as a percentage' })
    .min(0, 'At least 0 %')
    .max(COMMISSION_MAX_BPS / 100, `At most ${COMMISSION_MAX_BPS / 100} %`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, {
      message: 'At most two decimals (2.5 or 2.25)',
    }),
});

/** A platform admin sets the commission (a percentage with up to two decimals, kept in basis points). */
export async function setCommission(
  db: Database,
  actor: Workspace,
  input: unknown,
): Promise<{ bps: number }> {
  if (!actor.platformAdmin)
    throw new ServiceError(403, 'not_platform_admin', 'Only a platform admin sets the commission.');
  const parsed = commissionFormSchema.safeParse(input);
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_commission', parsed.error.issues[0]!.message, {
      percent: [parsed.error.issues[0]!.message],
    });
  const bps = Math.round(parsed.data.percent * 100);
  const now = clock.now();
  await db
    .insert(platformSettings)
    .values({ key: COMMISSION_SETTING, value: bps, updatedBy: actor.viewer.id, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: bps, updatedBy: actor.viewer.id, updatedAt: now },
    });
  return { bps };
}

/**
 * How an entry-fee payment of this organisation is split: to its subaccount, less the commission in kobo.
 * None for an organisation without a subaccount (the academy's own fees stay in its own account).
 */
export async function entryFeeSplit(
  tx: Reader | Transaction,
  organisationId: number | null,
  amountKobo: number,
): Promise<{ subaccountCode: string | null; platformFeeKobo: number }> {
  if (organisationId === null) return { subaccountCode: null, platformFeeKobo: 0 };
  const [payout] = await tx
    .select({ code: organisationPayouts.subaccountCode, isAcademy: organisations.isAcademy })
    .from(organisationPayouts)
    .innerJoin(organisations, eq(organisations.id, organisationPayouts.organisationId))
    .where(eq(organisationPayouts.organisationId, organisationId));
  if (!payout || payout.isAcademy) return { subaccountCode: null, platformFeeKobo: 0 };
  return {
    subaccountCode: payout.code,
    platformFeeKobo: commissionKobo(amountKobo, await commissionBps(tx)),
  };
}

export type Payout = {
  subaccountCode: string;
  businessName: string;
  bankName: string;
  accountLast4: string;
  updatedAt: string;
};

export async function payoutOf(db: Reader, organisationId: number): Promise<Payout | null> {
  const [row] = await db
    .select()
    .from(organisationPayouts)
    .where(eq(organisationPayouts.organisationId, organisationId));
  return row
    ? {
        subaccountCode: row.subaccountCode,
        businessName: row.businessName,
        bankName: row.bankName,
        accountLast4: row.accountLast4,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;
}

const BANKS_KEPT_MS = 60 * 60_000;
let banksCache: { at: number; key: string; banks: Bank[] } | null = null;

/** Paystack's list of Nigerian banks, kept an hour. Unreachable: a clear 503. */
export async function settlementBanks(paystack: PaystackClient, cacheKey = 'paystack'): Promise<Bank[]> {
  const now = clock.ms();
  if (banksCache && banksCache.key === cacheKey && now - banksCache.at < BANKS_KEPT_MS)
    return banksCache.banks;
  try {
    const banks = (await paystack.banks()).sort((a, b) => a.name.localeCompare(b.name));
    banksCache = { at: now, key: cacheKey, banks };
    return banks;
  } catch (error) {
    if (error instanceof PaystackError)
      throw new ServiceError(
        503,
        'payments_unavailable',
        'Paystack cannot be reached just now. Try again soon.',
      );
    throw error;
  }
}

export const payoutFormSchema = z.object({
  bankCode: z
    .string({ error: 'Choose your bank' })
    .trim()
    .regex(/^[0-9A-Za-z-]{2,20}$/, 'Choose your bank'),
  accountNumber: z
    .string({ error: 'Give the account number' })
    .trim()
    .regex(/^\d{10}$/, 'An account number (NUBAN) is 10 digits'),
  businessName: z
    .string({ error: 'Give the name the account is in' })
    .trim()
    .min(2, 'Give the name the account is in')
    .max(100, 'At most 100 characters'),
});

/** The organisation whose payouts this workspace sets: the organiser's own (not the academy's). */
function payoutOrganisation(actor: Workspace): number {
  const membership = actor.membership;
  if (!membership || membership.memberRole !== 'organiser')
    throw new ServiceError(403, 'not_organiser', 'Only an organisation’s organisers set where it is paid.');
  if (membership.isAcademy)
    throw new ServiceError(
      409,
      'academy_not_split',
      'The academy’s own entry fees are paid to its own Paystack account: it needs no subaccount.',
    );
  return membership.organisationId;
}

/**
 * An organiser sets (or changes) where their organisation's entry fees are paid: Paystack makes the
 * subaccount, checking the account number with the bank; a number it refuses is said on its field, and
 * nothing is kept. Only the code, the bank's name and the last four digits are stored.
 */
export async function savePayout(
  db: Database,
  paystack: PaystackClient,
  actor: Workspace,
  input: unknown,
): Promise<Payout> {
  const organisationId = payoutOrganisation(actor);
  // Where the money goes is a change to the organisation: refused while its plan is unpaid (read-only).
  requireWritableOrganisation(actor, organisationId);
  const parsed = payoutFormSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= [issue.message];
    throw new ServiceError(400, 'invalid_payout', parsed.error.issues[0]!.message, fields);
  }
  const { bankCode, accountNumber, businessName } = parsed.data;
  const bank = (await settlementBanks(paystack)).find((b) => b.code === bankCode);
  if (!bank)
    throw new ServiceError(400, 'invalid_payout', 'Choose your bank from the list', {
      bankCode: ['Choose your bank from the list'],
    });
  let made;
  try {
    made = await paystack.createSubaccount({ businessName, bankCode, accountNumber });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.status === 400) {
      const message = `${bank.name} does not recognise account ${accountNumber}: check the number and the bank.`;
      throw new ServiceError(400, 'account_not_verified', message, { accountNumber: [message] });
    }
    throw new ServiceError(
      503,
      'payments_unavailable',
      'Paystack cannot be reached just now. Try again soon.',
    );
  }
  const now = clock.now();
  const row = {
    subaccountCode: made.subaccountCode,
    businessName,
    bankCode,
    bankName: made.bankName || bank.name,
    accountLast4: accountNumber.slice(-4),
    updatedBy: actor.viewer.id,
    updatedAt: now,
  };
  await db
    .insert(organisationPayouts)
    .values({ organisationId, ...row })
    .onConflictDoUpdate({ target: organisationPayouts.organisationId, set: row });
  return {
    subaccountCode: row.subaccountCode,
    businessName,
    bankName: row.bankName,
    accountLast4: row.accountLast4,
    updatedAt: now.toISOString(),
  };
}
