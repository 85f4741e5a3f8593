// What the payments feature (issue 31) offers routes, the API and the server, on purpose.
export {
  CHECKOUT_ENTRIES_MAX,
  confirmPayment,
  entryCheckoutSchema,
  startEntryCheckout,
} from './checkout.server';
export type { Checkout, PaymentView } from './checkout.server';
export { recordCashPayment } from './cash.server';
export { tournamentMoney } from './ledger.server';
export type { TournamentMoney } from './ledger.server';
export { PAYMENT_REFERENCE, koboOf } from './reference';
export { RECONCILE_AFTER_MS, reconcilePendingPayments, startPaymentReconciler } from './reconcile.server';
export { settleCharge } from './settle.server';
export type { SettleOutcome, VerifiedCharge } from './settle.server';
export { receivePaystackWebhook } from './webhook.server';
export type { WebhookAnswer } from './webhook.server';
