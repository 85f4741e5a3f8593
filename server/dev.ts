import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { main } from './main';

// Development: the same process and services as production, with Vite serving modules and hot reload.
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
await main({
  config,
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
