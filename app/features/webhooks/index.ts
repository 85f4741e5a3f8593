// What the webhooks feature offers the API and the server on purpose (README.md).
export type { WebhookDeliveryView, WebhookSubscriptionView } from './subscriptions.server';
export {
  DELIVERIES_LIST_MAX,
  MAX_WEBHOOKS_PER_ORGANISATION,
  createWebhookSubscription,
  disableWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
} from './subscriptions.server';
export type { WebhookWorker } from './worker.server';
export { MAX_ATTEMPTS, SEND_TIMEOUT_MS, startWebhookWorker, webhookRetryDelayMs } from './worker.server';
export {
  ID_HEADER,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  TIMESTAMP_HEADER,
  signatureHeader,
  verifyWebhookSignature,
} from './signature';
export { WEBHOOK_URL_MAX, webhookUrlProblem } from './url';
export { WEBHOOK_EVENT_TYPES } from '@server/realtime/webhook-fan-out';
export type { WebhookEventType, WebhookPayload } from '@server/realtime/webhook-fan-out';
