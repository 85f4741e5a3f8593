// npm run audit:lighthouse — Lighthouse (mobile preset) over every public route of the production build;
// prints a table of the four category scores. Build first (npm run build; BUILD_DIR picks another build).
// Without arguments: the sitemap's pages and the demo event's tournament page and bout order.
// Each route is audited LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score
// is reported: single runs of the same page differ by several points on a busy machine.
//   npm run audit:lighthouse -- /about /contact   audits only those routes
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { sitemapPaths } from '../app/content/site-map.ts';
import { demoEventPaths } from './demo-event-paths.mjs';
import { serveBuild } from './serve-build.mjs';

const only = process.argv.slice(2);
const server = await serveBuild(Number(process.env.AUDIT_PORT ?? 3500));
const paths = only.length ? only : [...sitemapPaths, ...(await demoEventPaths(server.url))];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const rows = [];
try {
  for (const path of paths) {
    const results = [];
    // A run that fails outright (no performance score) is retried, so the median is of `runs` real runs.
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
      const run = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (run?.lhr.categories.performance.score != null) results.push(run);
    }
    if (!results.length) throw new Error(`Lighthouse could not audit ${path}`);
    results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = results[Math.floor((results.length - 1) / 2)];
    const all = results.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join(',');
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const row = {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    };
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id);
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
    rows.push({ ...row, all, metrics, failing: failing.slice(0, 6).join(' ') });
    console.error(
      `${path}: ${row.performance} (runs ${all}) / ${row.accessibility} / ${row['best-practices']} / ${row.seo}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  `\n| route | performance (median of ${runs}) | all runs | accessibility | best practices | SEO | metrics of the median run | audits below 90 |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.path} | ${r.performance} | ${r.all} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.metrics} | ${r.failing} |`,
  );
const bad = rows.filter(
  (r) => r.performance < 95 || r.accessibility < 100 || r['best-practices'] < 100 || r.seo < 100,
);
console.log(
  bad.length
    ? `\n${bad.length} route(s) below the bar (performance 95, others 100).`
    : '\nEvery route meets the bar.',
);
