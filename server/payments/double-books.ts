import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A transaction as Paystack's list names it (GET /transaction). */
export type BookedTransaction = {
  id: number;
  reference: string;
  status: string;
  amountKobo: number;
  currency: string;
  createdAt: string;
};

/** A refund as Paystack's list names it (GET /refund); `transactionId` is the refunded transaction's id. */
export type BookedRefund = {
  id: number;
  transactionId: number;
  amountKobo: number;
  currency: string;
  status: string;
  merchantNote: string | null;
  createdAt: string;
};

/** A plan subscription the plans double made (its next charge date as ISO), kept so a restart renews it. */
export type BookedSubscription = {
  code: string;
  emailToken: string;
  customerCode: string;
  email: string;
  plan: { code: string; name: string; amountKobo: number; interval: string };
  authorizationCode: string;
  status: 'active' | 'disabled';
  nextPaymentDate: string;
  webhookUrl: string;
};

export type DoubleBooks = {
  transaction: (record: BookedTransaction) => void;
  refund: (record: BookedRefund) => void;
  subscription: (record: BookedSubscription) => void;
  transactions: () => BookedTransaction[];
  refunds: () => BookedRefund[];
  subscriptions: () => BookedSubscription[];
};

type Stored = {
  transactions: BookedTransaction[];
  refunds: BookedRefund[];
  subscriptions?: BookedSubscription[];
};

/**
 * The local Paystack's books (issue 31 item 6): every transaction and refund the doubles made, as Paystack's
 * lists show them, and the plan subscriptions it charges each month, so the daily reconciliation has a provider's side to read. Paystack keeps its books for
 * ever; so do these, in `<dataDir>/paystack-double.json` when a file is named: the demo's money (made by the
 * seeding's own double) and a restarted server's still appear in the lists. Without a file, in memory (tests).
 * Written whole on each change (a few hundred records at most), through a temporary file and a rename.
 */
export function doubleBooks(file?: string): DoubleBooks {
  const transactions = new Map<string, BookedTransaction>();
  const refunds = new Map<number, BookedRefund>();
  const subscriptions = new Map<string, BookedSubscription>();
  if (file) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
      for (const t of stored.transactions ?? []) transactions.set(t.reference, t);
      for (const r of stored.refunds ?? []) refunds.set(r.id, r);
      for (const sub of stored.subscriptions ?? []) subscriptions.set(sub.code, sub);
    } catch {
      // No books yet (or unreadable: begun again, as a new Paystack test integration would be).
    }
  }
  const save = () => {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const stored: Stored = {
      transactions: [...transactions.values()],
      refunds: [...refunds.values()],
      subscriptions: [...subscriptions.values()],
    };
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, file);
  };
  return {
    transaction(record) {
      transactions.set(record.reference, { ...record });
      save();
    },
    refund(record) {
      refunds.set(record.id, { ...record });
      save();
    },
    subscription(record) {
      subscriptions.set(record.code, { ...record, plan: { ...record.plan } });
      save();
    },
    transactions: () => [...transactions.values()],
    refunds: () => [...refunds.values()],
    subscriptions: () => [...subscriptions.values()],
  };
}

/** Where `npm start`'s double keeps its books. */
export const doubleBooksFile = (dataDir: string) => path.join(dataDir, 'paystack-double.json');
