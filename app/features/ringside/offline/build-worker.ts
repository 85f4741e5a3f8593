import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * Builds the officials' service worker (sw.ts) into `<client>/sw.js` after React Router's build
 * (react-router.config.ts `buildEnd`): one classic script, with the list of files to keep at install made
 * here from the router's manifest — the entry, the root and the ringside routes with every module they
 * import, the stylesheet and the fonts, and the offline page. Hashed names need no revision; the offline
 * page's is its content's hash.
 */

/** The routes whose pages work offline, with the offline page itself. */
const OFFLINE_ROUTES = [
  'root',
  'routes/referee-dashboard',
  'routes/referee-dashboard.bouts.$id',
  'routes/offline',
];

type ManifestModule = { module?: string; imports?: string[]; css?: string[] } & Record<string, unknown>;
type RouterManifest = { entry: ManifestModule; routes: Record<string, ManifestModule>; url: string };

export function precacheList(clientDir: string): Array<{ url: string; revision: string | null }> {
  const assets = readdirSync(path.join(clientDir, 'assets'));
  const manifestFile = assets.find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) throw new Error(`No React Router manifest in ${clientDir}/assets`);
  const source = readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as RouterManifest;

  const urls = new Set<string>([manifest.url]);
  const take = (m: ManifestModule | undefined) => {
    if (!m) return;
    // module, clientActionModule, clientLoaderModule… (split route modules), imports and css.
    for (const value of Object.values(m)) {
      if (typeof value === 'string' && value.startsWith('/assets/')) urls.add(value);
      if (Array.isArray(value))
        for (const v of value) if (typeof v === 'string' && v.startsWith('/assets/')) urls.add(v);
    }
  };
  take(manifest.entry);
  for (const id of OFFLINE_ROUTES) take(manifest.routes[id]);
  // The stylesheet and the fonts are linked by the root (not listed in the manifest's modules).
  for (const f of assets) if (/\.(css|woff2)$/.test(f)) urls.add(`/assets/${f}`);

  const entries = [...urls].sort().map((url) => ({ url, revision: null as string | null }));
  const offlineHtml = path.join(clientDir, 'offline', 'index.html');
  const revision = existsSync(offlineHtml)
    ? createHash('sha256').update(readFileSync(offlineHtml)).digest('hex').slice(0, 16)
    : createHash('sha256').update(source).digest('hex').slice(0, 16);
  entries.push({ url: '/offline', revision });
  return entries;
}

export async function buildRingsideWorker(clientDir: string, appDirectory: string): Promise<void> {
  const entries = precacheList(clientDir);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __RINGSIDE_PRECACHE__: JSON.stringify(entries),
      // serwist's development logging is behind this; library builds do not replace it by themselves.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: path.join(appDirectory, 'features', 'ringside', 'offline', 'sw.ts'),
        formats: ['iife'],
        name: 'ringsideWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}
