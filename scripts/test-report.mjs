// What `npm test` prints at its end (scripts/test.mjs): its phases with their times, where the unit phase's
// time went by database, the ten slowest test files of both runners, and the tests counted. Pure
// functions of the runners' JSON reports, so they are tested without running anything.
import path from 'node:path';

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** The phases as a table: name, seconds, result, and a note (the unit phase's split by database). */
export function phaseTable(phases) {
  const width = Math.max(5, ...phases.map((p) => p.stage.length));
  const lines = [`${pad('phase', width)}  ${padLeft('seconds', 7)}  result`];
  for (const p of phases)
    lines.push(
      `${pad(p.stage, width)}  ${padLeft(p.seconds.toFixed(1), 7)}  ${p.ok ? 'passed' : 'FAILED'}${p.note ? `  ${p.note}` : ''}`,
    );
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  lines.push(`${pad('total', width)}  ${padLeft(total.toFixed(1), 7)}`);
  return lines.join('\n');
}

/** Which database a Vitest test ran on, from its name ("… on pglite", "(postgres)"); null for neither. */
export function databaseOf(fullName) {
  if (/\bpglite\b/i.test(fullName)) return 'PGlite';
  if (/\bpostgres(ql)?\b/i.test(fullName)) return 'PostgreSQL';
  return null;
}

/** The unit phase's test time summed by database: "test time: PGlite 180 s, PostgreSQL 95 s, neither 40 s". */
export function unitTimeByDatabase(vitest) {
  const sums = { PGlite: 0, PostgreSQL: 0, neither: 0 };
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      sums[databaseOf(test.fullName ?? test.title ?? '') ?? 'neither'] += (test.duration ?? 0) / 1000;
  return `test time: PGlite ${sums.PGlite.toFixed(0)} s, PostgreSQL ${sums.PostgreSQL.toFixed(0)} s, neither ${sums.neither.toFixed(0)} s`;
}

/** Every test file of both runners with its seconds (Vitest: the file's run; Playwright: its tests summed). */
export function fileTimes({ vitest, playwright, root }) {
  const files = [];
  for (const file of vitest?.testResults ?? [])
    files.push({
      runner: 'unit',
      file: path.relative(root, file.name ?? ''),
      seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
    });
  const browser = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          browser.set(here, (browser.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
  for (const [file, secs] of browser)
    files.push({ runner: 'browser', file: path.join('tests/e2e', file), seconds: secs });
  return files;
}

/** The `count` slowest test files of both runners, as lines to print; empty when no report was written. */
export function slowestFiles(reports, count = 10) {
  const files = fileTimes(reports)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  if (files.length === 0) return '';
  return [
    `The ${files.length} slowest test files:`,
    ...files.map((f) => `${padLeft(f.seconds.toFixed(1), 7)} s  ${pad(f.runner, 7)}  ${f.file}`),
  ].join('\n');
}

/** Tests passed and failed in both reports; skipped, pending and todo count as failed (none may be left). */
export function testCounts({ vitest, playwright }) {
  let passed = 0;
  let failed = 0;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += (vitest.numFailedTests ?? 0) + (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  if (playwright) {
    const s = playwright.stats ?? {};
    passed += s.expected ?? 0;
    // A test that passed only on a retry hides a defect: it counts as failed (retries are 0 in CI anyway).
    failed += (s.unexpected ?? 0) + (s.skipped ?? 0) + (s.flaky ?? 0);
  }
  return { passed, failed };
}
