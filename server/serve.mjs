// Serves the production build: build/server/index.js (or BUILD_DIR's) holds the pages and the server in one
// bundle (server/build-entry.ts), so nothing of the server is loaded from the sources here. Plain JavaScript,
// started with plain `node`: a TypeScript loader in front of a 2.6 MB bundle cost every start of the server
// ~1.3 s and ~3 s of CPU (measured, decision 0017), and the tests start it dozens of times.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
/** @type {{ serve: () => Promise<unknown> }} */
const bundle = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
await bundle.serve();
