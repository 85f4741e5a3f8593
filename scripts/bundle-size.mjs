// npm run audit:bundles — the JavaScript and CSS each public route makes the browser download, gzipped,
// measured in Chromium against the production build. Build first (npm run build).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sitemapPaths } from '../app/content/site-map.ts';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';
import { serveBuild } from './serve-build.mjs';

const server = await serveBuild(Number(process.env.AUDIT_PORT ?? 3501));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const rows = [];
try {
  for (const path of sitemapPaths) {
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
