// Serves the production build: build/server/index.js (or BUILD_DIR's) holds the pages and the server in one
// bundle (server/build-entry.ts), so nothing of the server is loaded from the sources here.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerBundle = { serve: () => Promise<unknown> };

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const bundle = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBundle;
await bundle.serve();
