// `npm test`: lint, typecheck, unit and integration tests (Vitest, on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set), a production build, then browser tests (Playwright in Chromium).
// Ends with one line "tests: N passed, N failed" summing both runners.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitBeforeBrowserTests } from './lagos-midnight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);
const buildDir = process.env.BUILD_DIR ?? path.join('.tmp', 'build-test');
const env = { ...process.env, BUILD_DIR: buildDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const failures = [];
function run(stage, command, args, extraEnv = {}) {
  if (!want(stage)) return true;
  const started = Date.now();
  console.log(`\n▶ ${stage}: ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${stage} (${seconds}s)`);
  if (!ok) failures.push(stage);
  return ok;
}

/**
 * `run` for a stage that runs beside another: its output is kept and printed in one piece when it ends, so
 * two stages' lines do not interleave.
 */
function runBeside(stage, command, args) {
  if (!want(stage)) return Promise.resolve(true);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${stage}: ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✘'} ${stage} (${seconds}s)`);
      if (code !== 0) failures.push(stage);
      resolve(code === 0);
    });
  });
}

// The route types first (lint's type-aware rules read them too), then lint and the typecheck, which each
// keep one core busy for ~35 s on CI's two: side by side they take one of those.
const generated = run('typecheck', bin('react-router'), ['typegen']);
await Promise.all([
  runBeside('lint', bin('eslint'), ['.', '--max-warnings', '0']),
  generated && runBeside('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
]);
run('unit', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, 'vitest.json')}`,
]);
const built = run('build', bin('react-router'), ['build'], { NODE_ENV: 'production' });
if (built && want('e2e')) {
  const wait = process.env.E2E_MIDNIGHT_WAIT === '0' ? 0 : waitBeforeBrowserTests();
  if (wait > 0) {
    console.log(
      `\nWaiting ${Math.ceil(wait / 60_000)} min for midnight in Lagos to pass: the browser tests' demo event is seeded for today (E2E_MIDNIGHT_WAIT=0 skips this).`,
    );
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
if (built) run('e2e', bin('playwright'), ['test']);
else if (want('e2e')) failures.push('e2e (not run: the build failed)');

let passed = 0;
let failed = 0;
const vitestReport = path.join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // Named again at the end, where a CI log's tail shows them (the runner's own report is far above).
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? [])
      if (test.status !== 'passed')
        console.log(
          `vitest ${test.status}: ${where} › ${test.fullName ?? test.title}` +
            (test.failureMessages?.[0] ? `\n  ${test.failureMessages[0].split('\n')[0]}` : ''),
        );
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      console.log(`vitest file failed: ${where}: ${(file.message ?? '').split('\n')[0]}`);
  }
}
const playwrightReport = path.join(reports, 'playwright.json');
if (existsSync(playwrightReport)) {
  const s = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += (s.unexpected ?? 0) + (s.skipped ?? 0);
}
if (failures.length) console.log(`\nFailed stages: ${failures.join(', ')}`);
// A stage that failed without a test count (lint, typecheck, build) still counts as a failure.
console.log(`tests: ${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed`);
process.exit(failures.length ? 1 : 0);
