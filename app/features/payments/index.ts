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
export {
  DAILY_RUN_AFTER_HOUR,
  reconcileDay,
  reconciliationReportsFor,
  runDailyReconciliation,
  runReconciliationNow,
  startDailyReconciliation,
} from './daily-reconciliation.server';
export type { ReconciliationMismatch, ReconciliationReport } from './daily-reconciliation.server';
export {
  entryRefunds,
  nudgeRefunds,
  openEntryRefunds,
  recordCashRefund,
  sendPendingRefunds,
} from './refunds.server';
export type { EntryRefund } from './refunds.server';
export { settleCharge } from './settle.server';
export type { SettleOutcome, VerifiedCharge } from './settle.server';
export { receivePaystackWebhook } from './webhook.server';
export type { WebhookAnswer } from './webhook.server';
// Organisation plans by subscription, receipts and invoices as PDF (issue 31 item 3, decision 0028).
export {
  GRACE_DAYS,
  planCheckoutSchema,
  planView,
  planWarning,
  startPlanCheckout,
  switchProviderPlans,
} from './plan-subscriptions.server';
export type { PlanCheckout, PlanView } from './plan-subscriptions.server';
export { runPlanGrace, startPlanGraceJob } from './plan-grace.server';
export { addMonthLagos, nairaText, planPriceKobo, quotePlanChange } from './plan-pricing';
export type { PlanChangeQuote } from './plan-pricing';
export { payerDocuments, readableDocument, receiptNumberOf } from './invoices.server';
export type { DocumentListing, InvoiceRow } from './invoices.server';
export { documentPdf } from './invoice-pdf.server';
// Organisers' money (issue 31, decision 0030): payouts by subaccount, the commission, the Money page and its
// CSV, unpaid entries expiring at the deadline, a coach's squad paid in one payment.
export {
  COMMISSION_MAX_BPS,
  COMMISSION_SETTING,
  DEFAULT_COMMISSION_BPS,
  commissionBps,
  commissionFormSchema,
  commissionKobo,
  entryFeeSplit,
  payoutFormSchema,
  payoutOf,
  savePayout,
  setCommission,
  settlementBanks,
} from './payouts.server';
export type { Payout } from './payouts.server';
export { moneyCsv, moneyFigures, nairaDecimal, organiserMoney } from './money.server';
export type { MoneyLine, OrganiserMoney } from './money.server';
export {
  UNPAID_REASON,
  expireUnpaidEntries,
  registrationClosesAt,
  remindUnpaidEntries,
  startEntryFeeDeadlines,
} from './expiry.server';
export { squadPayments } from './squad.server';
export type { SquadPayment } from './squad.server';
// The academy's courses and programmes bought online, and the enrolments they make (decision 0031).
export {
  enrolmentOfPayment,
  enrolmentsOf,
  refundEnrolment,
  startCourseCheckout,
  startProgrammeCheckout,
} from './enrolments.server';
export type { EnrolmentCheckout, EnrolmentView } from './enrolments.server';
