import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { migratedCluster } from './server/db/pglite-template';

const sharedByPublicPages =
  /app[\\/](components[\\/](layout|marketing|contact|home)|lib|content)[\\/]|app[\\/]components[\\/]ui[\\/](button|badge|card)\.tsx|node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;

// Course and legal content travel with their pages; programme content is small and shown on many pages
// (home, forms), so it stays in 'site'.
const pageFamily =
  /app[\\/](?:components[\\/](course|programme|legal)s?[\\/]|content[\\/](course|legal)(?:s|-categories)?\.)/;

/**
 * The icons the marketing pages draw (lucide-react/dist/esm/icons/*.mjs files): those imported by the layout
 * every page shows, the shared marketing components, app/lib, app/content (but the course and legal
 * families, which travel with their pages) and the routes of the other prerendered pages. They join 'site'
 * (those the home page draws) or 'marketing' when two first downloads share them (or stay in the one page
 * that draws them); those only one page family draws travel in its file; every other icon (dashboards,
 * event tools, forms) stays in 'icons', which the home page then never downloads (one file of all 116 icons
 * cost it 13 KB gz). Read from the sources when the build starts.
 */
const drawsMarketingIcons =
  /^(components\/((layout|marketing|home|contact)\/|ui\/(button|badge|card)\.tsx$|dashboard\/loading-dashboard\.tsx$)|lib\/|content\/|routes\/(home|about|training-programs|success-stories|aj-bootcamp-london|ajbxng-tournaments|tournament-demo)\.tsx$)/;
const appDir = fileURLToPath(new URL('./app/', import.meta.url));

/** The lucide icon files (icons/*.mjs) each source file of the app draws, by file (app/…, '/'-separated). */
function iconsByFile(): Map<string, Set<string>> {
  const lucide = fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/', import.meta.url));
  const fileOf = new Map<string, string>();
  const barrel = readFileSync(path.join(lucide, 'lucide-react.mjs'), 'utf8');
  for (const [, names = '', file = ''] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  ))
    for (const [, name = ''] of names.matchAll(/as (\w+)/g)) fileOf.set(name, file);
  const drawn = new Map<string, Set<string>>();
  for (const entry of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(appDir, file), 'utf8');
    const icons = new Set<string>();
    for (const [, names = ''] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '')) {
        const icon = fileOf.get(name);
        if (icon) icons.add(icon);
      }
    if (icons.size) drawn.set(file, icons);
  }
  return drawn;
}
const drawnBy = iconsByFile();
const marketingIcons = new Set(
  [...drawnBy]
    .filter(([file]) => drawsMarketingIcons.test(file) && !pageFamily.test(`app/${file}`))
    .flatMap(([, icons]) => [...icons]),
);
/**
 * The icons only one family of pages draws (the course pages' levels and facts, the legal pages'): they
 * travel in that family's file, so a course page does not download the 'icons' file for them.
 */
const familyOfIcon = new Map<string, string | null>();
for (const [file, icons] of drawnBy) {
  const match = pageFamily.exec(`app/${file}`);
  const family = match ? (match[1] ?? match[2] ?? null) : null;
  for (const icon of icons)
    familyOfIcon.set(icon, familyOfIcon.has(icon) && familyOfIcon.get(icon) !== family ? null : family);
}

/** The app's source files (app/…, '/'-separated) a module imports statically, read from its text. */
function staticImports(app: string, file: string): string[] {
  const source = readFileSync(path.join(app, file), 'utf8');
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(
    /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm,
  )) {
    const base = specifier.startsWith('~/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(file), specifier)
        : null;
    if (base === null) continue;
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(app, candidate)),
    );
    if (target) found.push(target);
  }
  return found;
}

/**
 * What the home page runs (root.tsx and routes/home.tsx, with everything they import statically): the
 * shared pieces of it form 'site', and the other marketing pages' shared pieces (promo blocks, stat strips,
 * the FAQ list, their icons) a second file, 'marketing', that the home page never downloads; content modules
 * the home page does not show stay with the pages that show them (decision 0005, issue 29).
 */
function homePageModules(): Set<string> {
  const seen = new Set<string>();
  const queue = ['root.tsx', 'routes/home.tsx'];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(appDir, file));
  }
  return seen;
}
const homeModules = homePageModules();
const homeIcons = new Set([...homeModules].flatMap((file) => [...(drawnBy.get(file) ?? [])]));
/** A module of the app the home page runs, or an icon it draws. */
const isOnHomePage = (id: string) => {
  const icon = lucideIconOf(id);
  if (icon !== undefined) return homeIcons.has(icon);
  const file = /[\\/]app[\\/](.+)$/
    .exec(id.split('?')[0] ?? '')?.[1]
    ?.split(path.sep)
    .join('/');
  return file !== undefined && homeModules.has(file);
};
/** A piece public pages share: 'site' when the home page uses it, 'marketing' otherwise. */
const isSharedByPublicPages = (id: string) =>
  (sharedByPublicPages.test(id) || isMarketingLucide(id)) &&
  !pageFamily.test(id) &&
  !/app[\\/]lib[\\/]zod/.test(id);
/** An icon a marketing page draws. */
const lucideIconOf = (id: string) =>
  /node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/]([\w-]+\.mjs)$/.exec(id)?.[1];
const isMarketingLucide = (id: string) => {
  const icon = lucideIconOf(id);
  return icon !== undefined && marketingIcons.has(icon);
};
/** The family of pages (course, legal) that alone draws this lucide icon, or null. */
const familyOfLucide = (id: string) => {
  const icon = lucideIconOf(id);
  return icon === undefined ? null : (familyOfIcon.get(icon) ?? null);
};

/**
 * The server build (build/server/index.js) also exports `serve` (server/production.ts): the pages and the
 * server that serves them in one bundle, so one module graph in the process (issue 26). React Router's
 * virtual module stays the build's entry (its prerendering looks for it in the build's manifest); the
 * export is added to it, in the server build alone. The database's migrations go beside the bundle, where
 * server/db/client.ts looks for them (`./migrations` from its own module), and with them a migrated copy of
 * a new embedded database, which a first start unpacks instead of migrating from nothing.
 */
function serverInTheBuild(): Plugin {
  const serverBuildModule = '\0virtual:react-router/server-build';
  const production = fileURLToPath(new URL('./server/production.ts', import.meta.url));
  const migrations = fileURLToPath(new URL('./server/db/migrations', import.meta.url));
  let serverBuild = false;
  return {
    name: 'ajbxng:server-in-the-build',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!serverBuild || id.split('?')[0] !== serverBuildModule) return;
      return { code: `${code}\nexport { serve } from ${JSON.stringify(production)};\n`, map: null };
    },
    async writeBundle(options) {
      if (!serverBuild || !options.dir) return;
      cpSync(migrations, path.join(options.dir, 'migrations'), { recursive: true });
      // A new embedded database starts from this migrated copy (server/db/pglite-template.ts).
      writeFileSync(
        path.join(options.dir, 'pglite-migrated.tar.gz'),
        await migratedCluster(path.join(options.dir, 'migrations')),
      );
    },
  };
}

const aliases = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
};

/**
 * A page that does not hydrate (its route's handle says `hydrate: false`, decision 0034) runs one small
 * script of its own instead of the framework's. Imported as `…/name.ts?document-script`, the module is
 * bundled by itself (no React, no router) into a hashed classic script of the client build, and the
 * import gives its address. Under the dev server the module is served as it is, as a module script.
 */
function documentScripts(): Plugin {
  const query = '?document-script';
  let serving = false;
  let serverBuild = false;
  return {
    name: 'ajbxng:document-scripts',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      serverBuild = Boolean(config.build.ssr);
    },
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    async load(id) {
      if (!id.endsWith(query)) return null;
      const entry = id.slice(0, -query.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${entry}`)};`;
      const output = await viteBuild({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: aliases },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: { entry, formats: ['iife'], name: 'documentScript', fileName: () => 'script.js' },
        },
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunk = outputs
        .flatMap((o) => ('output' in o ? o.output : []))
        .find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error(`No script was made of ${entry}`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      const fileName = `assets/document-${path.basename(entry).replace(/\.ts$/, '')}-${hash}.js`;
      // The client build writes the file; the server build only needs its address.
      if (!serverBuild) this.emitFile({ type: 'asset', fileName, source: chunk.code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [tailwindcss(), documentScripts(), reactRouter(), serverInTheBuild()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The bundler's timing report (PLUGIN_TIMINGS) is for profiling the bundler itself; printed on every
      // slow build (a first `npm start` on a small machine) it reads like a failure to someone starting the site.
      checks: { bundlerTimings: false },
      output: {
        // A page on a slow mobile link pays a round trip per file, so the code every page needs comes in
        // a few larger files instead of dozens of tiny ones (one per icon, per component).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // With lucide's renderer (createLucideIcon and its helpers, 2 KB): every page draws an icon, and
              // in 'site' the bundler left it to the 'icons' file, which then came with every page.
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
              priority: 30,
            },
            {
              name: 'icons',
              test: (id: string) =>
                /node_modules[\\/]lucide-react[\\/]/.test(id) &&
                !isMarketingLucide(id) &&
                familyOfLucide(id) === null,
              priority: 25,
            },
            {
              // The presentational pieces public pages share (header, footer, hero, buttons, badges, class
              // helpers) in one file, as far as the home page uses them. Interactive widgets with larger
              // libraries behind them (dialogs, tabs, forms, dashboards) stay in their own chunks, loaded
              // only where used.
              name: 'site',
              test: (id: string) => isSharedByPublicPages(id) && isOnHomePage(id),
              tags: ['$initial'],
              minShareCount: 2,
              priority: 22,
            },
            {
              // What the other marketing pages share and the home page does not draw (promo blocks, stat
              // strips, the FAQ list): a second file, so the home page does not download it. Their content
              // (plans, FAQs, the platform's words) stays with the pages that show it.
              name: 'marketing',
              test: (id: string) => isSharedByPublicPages(id) && !/app[\\/]content[\\/]/.test(id),
              tags: ['$initial'],
              minShareCount: 2,
              priority: 21,
            },
            {
              // One file per family of pages: the course pages, the programme pages, the legal pages.
              debugName: 'page-family',
              name: (id: string) => {
                const match = pageFamily.exec(id);
                return match ? (match[1] ?? match[2] ?? null) : familyOfLucide(id);
              },
              test: (id: string) => pageFamily.test(id) || familyOfLucide(id) !== null,
              tags: ['$initial'],
              minShareCount: 2,
              priority: 20,
            },
            {
              // The form kit every form needs (text fields, useForm), in one file: sign-in takes only this.
              name: 'form-kit',
              test: /app[\\/]components[\\/](forms[\\/](fields|use-form|submission)\.tsx?|ui[\\/]input\.tsx)$/,
              tags: ['$initial'],
              minShareCount: 2,
              priority: 19,
            },
            {
              // What the six public forms share beyond the kit (choices, error summary, confirmation), in a
              // second file rather than one per module. Their schemas stay out: those load lazily (0005).
              name: 'enquiry-forms',
              test: /app[\\/](components[\\/](forms[\\/](choice-fields|form-layout)\.tsx|ui[\\/](select|checkbox)\.tsx)|features[\\/]enquiries[\\/]components[\\/])/,
              tags: ['$initial'],
              minShareCount: 2,
              priority: 18,
            },
          ],
        },
      },
    },
  },
});
