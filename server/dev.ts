import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadConfig } from './config';
import type { main as Main } from './main';

// Development: the same process and services as production, with Vite serving modules and hot reload. The
// server itself is loaded through Vite too, so that the server and the pages share one copy of each module
// as in production (server/build-entry.ts): the outbox a page action nudges is the one whose worker runs.
// An edit under server/ reaches the pages at once but the running server (the worker, the API) only at
// the next start.
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { main } = (await vite.ssrLoadModule('/server/main.ts')) as { main: typeof Main };
await main({
  config,
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
