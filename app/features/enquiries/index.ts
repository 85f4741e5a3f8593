// What the enquiries feature offers other features on purpose (lint refuses imports of its other files).
export { normaliseReference } from './reference.server';
