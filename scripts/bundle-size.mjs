// npm run audit:bundles — the JavaScript and CSS each public route makes the browser download, gzipped,
// measured in Chromium against the production build, for the sitemap's pages and the demo event's tournament
// page and bout order. Build first (npm run build; BUILD_DIR picks another build).
// Exits non-zero when the home page needs more than HOME_BUDGET_KB (110, a bare React Router page) of
// gzipped JavaScript (issue 29).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sitemapPaths } from '../app/content/site-map.ts';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';
import { demoEventPaths } from './demo-event-paths.mjs';
import { serveBuild } from './serve-build.mjs';

const server = await serveBuild(Number(process.env.AUDIT_PORT ?? 3501));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const rows = [];
const homeBudgetKb = Number(process.env.HOME_BUDGET_KB ?? 110);
try {
  const only = process.argv.slice(2); // npm run audit:bundles -- / /about   measures only those
  const paths = only.length ? only : [...sitemapPaths, ...(await demoEventPaths(server.url))];
  for (const path of paths) {
    const page = await browser.newPage();
    const sizes = { js: 0, css: 0, files: 0 };
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
            sizes.files += 1;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    rows.push({ path, ...sizes });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const kb = (n) => (n / 1024).toFixed(1);
console.log('| route | JS (KB gz) | CSS (KB gz) | files |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.path} | ${kb(r.js)} | ${kb(r.css)} | ${r.files} |`);
const home = rows.find((r) => r.path === '/');
if (home && home.js / 1024 > homeBudgetKb) {
  console.log(
    `\nThe home page needs ${kb(home.js)} KB gz of JavaScript, over its budget of ${homeBudgetKb} KB.`,
  );
  process.exitCode = 1;
} else if (home)
  console.log(`\nThe home page's JavaScript (${kb(home.js)} KB gz) is within ${homeBudgetKb} KB.`);
