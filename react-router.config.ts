import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { prerenderedPaths } from './app/content/site-map';
import { buildRingsideWorker } from './app/features/ringside/offline/build-worker';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (CI, several developers' servers) each keep their own output.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Marketing pages are the same for everyone: rendered once at build time, served as files.
  // The offline page too (not in the site map): the officials' service worker keeps it (decision 0014).
  prerender: () => [...prerenderedPaths, '/offline'],
  // The officials' service worker, made from the client build's manifest (decision 0014).
  buildEnd: async ({ reactRouterConfig }) =>
    buildRingsideWorker(
      path.join(reactRouterConfig.buildDirectory, 'client'),
      reactRouterConfig.appDirectory,
    ),
  // React Router 8's changes, each decided here so that builds do not warn about them (a warning on every
  // `npm start` reads like a failure).
  future: {
    // No route exports clientLoader, clientAction, clientMiddleware or HydrateFallback, so splitting them
    // out changes nothing today; opting in keeps it that way as such exports appear.
    v8_splitRouteModules: true,
    // Not yet: the load context server/app.ts builds is a plain object read as `context.services`; with
    // middleware on it must become a RouterContextProvider and every loader and action changes with it.
    v8_middleware: false,
    // Not yet: loaders read `new URL(request.url)`, which would then include the `.data` suffix of client
    // navigations; each would have to move to the new `url` argument first.
    v8_passThroughRequests: false,
    // Not yet: changes the URLs of data requests, which the prerendered pages' .data files and
    // server/http/prerendered.ts are named and served by.
    v8_trailingSlashAwareDataRequests: false,
    // Not yet: changes how the client and server builds are run, under the chunk groups of vite.config.ts
    // whose sizes are measured (docs/decisions/0005); to be taken with the bundle audit re-run.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
