// What the enquiries feature offers other features on purpose (lint refuses imports of its other files).
export { normaliseReference } from './reference.server';
// The demo data's sample enquiries go through the one submission path (server/demo/organisations.ts).
export { submitEnquiry } from './submit.server';
export { newIdempotencyKey } from './submission';
