// `npm test`: lint, typecheck, a production build, unit and integration tests (Vitest, on PGlite and on
// PostgreSQL when TEST_DATABASE_URL is set), then browser tests (Playwright in Chromium).
// Ends with a table of its phases, the ten slowest test files, and one line "tests: N passed, N failed"
// summing both runners. `npm test -- unit e2e` runs only the phases named.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './browser.mjs';
import { phaseTable, slowestFiles, testCounts, unitTimeByDatabase } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'reports');
const seconds = (since) => (performance.now() - since) / 1000;

const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);
const buildDir = process.env.BUILD_DIR ?? path.join('.tmp', 'build-test');
const env = { ...process.env, BUILD_DIR: buildDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

// A fresh machine without a browser: try Playwright's own download first, and stop at once, with what to
// install, where that is not possible, before minutes of other phases.
if (want('e2e') && !findChromium()) {
  console.log('No Chromium for the browser tests: trying `npx playwright install chromium`…');
  spawnSync(bin('playwright'), ['install', 'chromium'], { cwd: root, stdio: 'inherit', timeout: 600_000 });
  if (!findChromium()) {
    console.log(
      'No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`; elsewhere `npx playwright install chromium`) or set CHROME_PATH, then run `npm test` again.',
    );
    process.exit(1);
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Each phase as it ended: name, seconds, passed. */
const phases = [];
const failures = [];
function record(stage, since, ok, note) {
  phases.push({ stage, seconds: seconds(since), ok, note });
  if (!ok) failures.push(stage);
}

function run(stage, command, args, extraEnv = {}, wanted = want(stage)) {
  if (!wanted) return true;
  const started = performance.now();
  console.log(`\n▶ ${stage}: ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${stage} (${seconds(started).toFixed(1)}s)`);
  record(stage, started, ok);
  return ok;
}

/**
 * `run` for a stage that runs beside another: its output is kept and printed in one piece when it ends, so
 * two stages' lines do not interleave.
 */
function runBeside(stage, command, args, extraEnv = {}) {
  if (!want(stage)) return Promise.resolve(true);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...extraEnv },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      console.log(`\n▶ ${stage}: ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✘'} ${stage} (${seconds(started).toFixed(1)}s)`);
      record(stage, started, code === 0);
      resolve(code === 0);
    });
  });
}

// The route types first (the typecheck reads them), then lint, the typecheck and the build side by side.
// ESLint runs in two threads (React Hooks' compiler-based rules are most of its ~60 s of CPU), TypeScript 7's
// native compiler in its own (scripts/typecheck.mjs; TypeScript 6 took ~90 s of one core). The build (which
// the tests that kill and restart a server process need: server/fault.test.ts starts the production bundle,
// as `npm start` does) reads nothing the other two write and they leave the cores idle at times, so the
// three together end sooner than the build after the other two.
const generated = run('typegen', bin('react-router'), ['typegen'], {}, want('lint') || want('typecheck'));
const [, , built] = await Promise.all([
  runBeside('lint', bin('eslint'), ['.', '--max-warnings', '0', '--concurrency', '2']),
  generated && runBeside('typecheck', process.execPath, ['scripts/typecheck.mjs']),
  runBeside('build', bin('react-router'), ['build'], { NODE_ENV: 'production' }),
]);
const vitestReport = path.join(reports, 'vitest.json');
const engineReport = path.join(reports, 'vitest-engine.json');
// The engine's branch coverage (a threshold in vitest.config.ts) is measured on the engine's own tests, in a
// run of their own: V8's coverage slowed every worker of the whole run by a tenth (~35 s on CI), and the
// engine's tests alone cover 97 % of its branches.
run(
  'unit',
  bin('vitest'),
  ['run', '--exclude', 'engine/**', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
  built && want('build') ? { TEST_SERVER_BUILD_DIR: buildDir } : {},
  want('unit'),
);
// The browser tests' server seeds the demo event as it starts (~25 s on one core): it starts here, beside
// the engine's tests, instead of while Playwright waits for it with the second core idle. Playwright finds
// it answering and uses it (playwright.config.ts); if it is not, Playwright starts one of its own.
const e2eServer = built && want('e2e') ? startE2eServer() : undefined;
// The engine's tests open no database: their run does not make the migrated ones every file of the unit run
// starts from (vitest.global-setup.ts), which held its first test back ~15 s; 70-87 s → 27-34 s here, loaded.
run(
  'engine',
  bin('vitest'),
  ['run', 'engine', '--coverage', '--reporter=default', '--reporter=json', `--outputFile=${engineReport}`],
  { AJB_TEST_NO_DATABASES: '1' },
  want('unit') || want('engine'),
);
// Only a server that answers is handed to Playwright: one that stopped has left the port and its data folder
// to the one Playwright then starts.
const serving = await e2eServer?.ready();
if (e2eServer && !serving) await e2eServer.stop();
if (built) run('e2e', bin('playwright'), ['test'], serving ? { E2E_SERVER_STARTED: '1' } : {});
else if (want('e2e')) failures.push('e2e (not run: the build failed)');
await e2eServer?.stop();

/** The browser tests' shared server, as Playwright's webServer would start it; its errors go to this log. */
function startE2eServer() {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...env, E2E_PORT: process.env.E2E_PORT ?? '3200' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let running = true;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => (running = false));
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? '3200'}/healthz`;
  return {
    /** Whether it answers, once it does or has stopped (3 minutes at most, as Playwright would wait). */
    ready: async () => {
      for (const until = Date.now() + 180_000; running && Date.now() < until;) {
        if (
          await fetch(url).then(
            (r) => r.ok,
            () => false,
          )
        )
          return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** The two Vitest runs' reports as one: their files together, for the failures, counts and slowest files. */
const mergeVitest = (...runs) => {
  const found = runs.filter(Boolean);
  if (!found.length) return undefined;
  const sum = (key) => found.reduce((total, r) => total + (r[key] ?? 0), 0);
  return {
    testResults: found.flatMap((r) => r.testResults ?? []),
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
  };
};
const vitest = mergeVitest(read(vitestReport), read(engineReport));
const playwright = read(path.join(reports, 'playwright.json'));

// Failures named again at the end, where a CI log's tail shows them (the runners' own reports are far above).
for (const file of vitest?.testResults ?? []) {
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

const unit = phases.find((p) => p.stage === 'unit');
if (unit && vitest) unit.note = unitTimeByDatabase(vitest);
console.log(`\n${phaseTable(phases)}`);
const slowest = slowestFiles({ vitest, playwright, root });
if (slowest) console.log(`\n${slowest}`);

if (failures.length) console.log(`\nFailed stages: ${failures.join(', ')}`);
const { passed, failed } = testCounts({ vitest, playwright });
// A stage that failed without a test count (lint, typecheck, build) still counts as a failure.
console.log(`tests: ${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed`);
process.exit(failures.length ? 1 : 0);
