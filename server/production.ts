// The server of the production build. vite.config.ts adds `export { serve } from here` to React Router's
// server build, so build/server/index.js holds the pages and the server that serves them in one bundle:
// one module graph in the process. The API, the pages, the outbox worker and the clock share one copy of
// every module, so a page action's `nudgeOutbox()` reaches the running worker, and a service's
// `ServiceError` is the class the server's error mapping checks with `instanceof`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { main } from './main';

/** Serves this build (`npm start`, server/serve.mjs): config from the environment, signals, a clean stop. */
export function serve() {
  // build/server/index.js: the client build is its sibling folder.
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  return main({ build, clientDir });
}
