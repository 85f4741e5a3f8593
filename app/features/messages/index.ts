// What the messages feature (issue 32) offers other features, routes, the API and the server, on purpose.
export { messageKey, messagePurposes, queueMessage } from './queue.server';
export type { MessagePurpose, MessageRecipient, QueuedMessage } from './queue.server';
