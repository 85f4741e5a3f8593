// What the auth feature offers other features on purpose (server side: the guard of protected pages).
export { getViewer, requireViewer } from './guard.server';
