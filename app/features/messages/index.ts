// What the messages feature (issue 32) offers other features, routes, the API and the server, on purpose.
export { messageKey, messagePurposes, queueMessage, queueMessages } from './queue.server';
export type { MessagePurpose, MessageRecipient, QueuedMessage } from './queue.server';
export {
  entryAudiences,
  guardianRecipient,
  phonePeople,
  phoneRecipient,
  userRecipients,
} from './recipients.server';
export type { EntryAudience, PhonePerson } from './recipients.server';
export { MAX_ATTEMPTS, nudgeMessages, OPTED_OUT_REASON, startMessageWorker } from './worker.server';
export type { MessageWorker } from './worker.server';
export { afterQuietHours, inQuietHours } from './quiet-hours';
export { receiveTermiiWebhook, receiveWhatsAppWebhook } from './reports.server';
export type { ReportAnswer } from './reports.server';
export { listMessages, MESSAGE_LIST_MAX } from './list.server';
export type { ListedMessage, MessageFilter } from './list.server';
