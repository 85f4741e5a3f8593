import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  entries,
  ledgerEntries,
  organisations,
  paymentEntries,
  payments,
  profiles,
  tournaments,
  user,
} from '@server/db/schema';
import type { LedgerKind } from '@server/db/schema/payments';
import { ServiceError } from '@server/service-error';
import { runsOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { formatDateTime } from '~/lib/lagos-time';
import { tournamentMoney } from './ledger.server';
import type { TournamentMoney } from './ledger.server';
import { payoutOf } from './payouts.server';
import type { Payout } from './payouts.server';
import { koboOf } from './reference';

/**
 * Issue 31 item 2: a tournament's money as its organisers see it (the Money page and its CSV): collected
 * online, cash, Paystack's fees, the platform's commission, refunds, the net to the organiser, what is still
 * outstanding, and every ledger line. Every figure is summed from the ledger; outstanding is the fees of the
 * entries not withdrawn and not yet paid.
 */

export type MoneyLine = {
  id: number;
  /** ISO instant; shown in Lagos. */
  at: string;
  kind: LedgerKind;
  description: string;
  reference: string | null;
  amountKobo: number;
};

export type OrganiserMoney = {
  tournament: { id: number; name: string; slug: string; status: string; entryFee: number };
  money: TournamentMoney & { outstandingKobo: number; unpaidEntries: number };
  lines: MoneyLine[];
  /** Where the organisation is paid (null: the academy's own account, or no subaccount yet). */
  payout: Payout | null;
  isAcademy: boolean;
};

const KIND_WORDS: Record<LedgerKind, string> = {
  charge: 'Paid online',
  cash: 'Cash at the venue',
  fee: 'Paystack’s fee',
  commission: 'Platform commission',
  refund: 'Refund',
};

const notFound = () => new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

/**
 * The Money page's figures without its lines, summed from the ledger; outstanding is the fee of each entry
 * neither paid nor withdrawn. The Entries page's tiles read these too, so the two pages tell one truth (a
 * refunded entry, a fee paid in cash). The caller has checked who may see them.
 */
export async function moneyFigures(
  db: Database,
  tournament: { id: number; entryFee: number },
): Promise<OrganiserMoney['money']> {
  const [money, [unpaid]] = await Promise.all([
    tournamentMoney(db, tournament.id),
    db
      .select({ n: count() })
      .from(entries)
      .where(
        and(eq(entries.tournamentId, tournament.id), isNull(entries.paidAt), ne(entries.status, 'withdrawn')),
      ),
  ]);
  const unpaidEntries = Number(unpaid?.n ?? 0);
  return { ...money, outstandingKobo: unpaidEntries * koboOf(tournament.entryFee), unpaidEntries };
}

export async function organiserMoney(
  db: Database,
  workspace: Workspace,
  idParam: string | undefined,
): Promise<OrganiserMoney> {
  if (!idParam || !/^\d{1,9}$/.test(idParam)) throw notFound();
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      status: tournaments.status,
      entryFee: tournaments.entryFee,
      organisationId: tournaments.organisationId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, Number(idParam)));
  if (!t) throw notFound();
  if (!runsOrganisation(workspace, t.organisationId)) {
    if (t.status === 'draft') throw notFound();
    throw new ServiceError(
      403,
      'not_your_tournament',
      "Only the organisation's organisers or a platform admin may see this tournament's money.",
    );
  }
  const [money, rows, payout, organisation] = await Promise.all([
    moneyFigures(db, t),
    db
      .select({
        id: ledgerEntries.id,
        at: ledgerEntries.createdAt,
        kind: ledgerEntries.kind,
        amountKobo: ledgerEntries.amountKobo,
        source: ledgerEntries.source,
        paymentId: ledgerEntries.paymentId,
        reference: payments.reference,
        boxer: user.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(ledgerEntries)
      .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
      .leftJoin(entries, eq(entries.id, ledgerEntries.entryId))
      .leftJoin(user, eq(user.id, entries.boxerId))
      .leftJoin(profiles, eq(profiles.id, entries.boxerId))
      .where(eq(ledgerEntries.tournamentId, t.id))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
    payoutOf(db, t.organisationId),
    db
      .select({ isAcademy: organisations.isAcademy })
      .from(organisations)
      .where(eq(organisations.id, t.organisationId))
      .then((found) => found[0]),
  ]);
  const paymentIds = [...new Set(rows.map((r) => r.paymentId).filter((id): id is number => id !== null))];
  const entriesPaid = new Map(
    (paymentIds.length
      ? await db
          .select({ paymentId: paymentEntries.paymentId, n: count() })
          .from(paymentEntries)
          .where(inArray(paymentEntries.paymentId, paymentIds))
          .groupBy(paymentEntries.paymentId)
      : []
    ).map((r) => [r.paymentId, Number(r.n)]),
  );
  return {
    tournament: { id: t.id, name: t.name, slug: t.slug, status: t.status, entryFee: t.entryFee },
    money,
    lines: rows.map((r) => {
      const name =
        r.firstName || r.lastName ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : (r.boxer ?? null);
      const n = r.paymentId !== null ? entriesPaid.get(r.paymentId) : undefined;
      const what =
        r.kind === 'cash' && r.amountKobo < 0
          ? 'Cash mark taken back'
          : r.kind === 'charge' && n
            ? `${KIND_WORDS.charge} · ${n === 1 ? '1 entry' : `${n} entries`}`
            : KIND_WORDS[r.kind];
      return {
        id: r.id,
        at: r.at.toISOString(),
        kind: r.kind,
        description: name ? `${what} · ${name}` : what,
        reference: r.reference ?? null,
        amountKobo: r.amountKobo,
      };
    }),
    payout,
    isAcademy: organisation?.isAcademy ?? false,
  };
}

/** "1234.50": kobo as naira with two decimals, for a spreadsheet. */
export function nairaDecimal(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** Text quoted, a formula's first character defused; numbers as they are. */
function cell(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const MONEY_CSV_HEADER = [
  'Date and time (Lagos)',
  'Kind',
  'Description',
  'Payment reference',
  'Amount (NGN)',
  'Amount (kobo)',
] as const;

/**
 * The Money page's ledger as CSV: one row per ledger line (money in positive, out negative), in naira and in
 * kobo, dated in Lagos. The kobo column sums to the net to the organiser.
 */
export function moneyCsv(view: OrganiserMoney): string {
  const rows: (string | number | null)[][] = [
    [...MONEY_CSV_HEADER],
    ...view.lines.map((l) => [
      formatDateTime(new Date(l.at)),
      l.kind,
      l.description,
      l.reference,
      nairaDecimal(l.amountKobo),
      l.amountKobo,
    ]),
  ];
  // The naira column is a number too ("-1225.00"), written bare like the kobo column.
  const line = (row: (string | number | null)[], header: boolean) =>
    row.map((v, i) => (!header && i === 4 ? String(v) : cell(v))).join(',');
  return `\uFEFF${rows.map((row, i) => line(row, i === 0)).join('\r\n')}\r\n`;
}
