import { describe, expect, it } from 'vitest';
import { databaseOf, phaseTable, slowestFiles, testCounts, unitTimeByDatabase } from './test-report.mjs';

const vitest = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/server/fault.test.ts',
      startTime: 1_000,
      endTime: 31_000,
      assertionResults: [
        { fullName: 'cards sent while the server (pglite) is killed', duration: 20_000 },
        { fullName: 'cards sent while the server (postgres) is killed', duration: 9_000 },
      ],
    },
    {
      name: '/repo/engine/draw.test.ts',
      startTime: 0,
      endTime: 2_500,
      assertionResults: [{ fullName: 'draws a bracket', duration: 2_000 }],
    },
  ],
};
const playwright = {
  stats: { expected: 5, unexpected: 1, skipped: 0, flaky: 1 },
  suites: [
    {
      file: 'officiating.spec.ts',
      specs: [{ tests: [{ results: [{ duration: 40_000 }] }] }],
      suites: [{ specs: [{ tests: [{ results: [{ duration: 5_000 }] }] }] }],
    },
    { file: 'layout.spec.ts', specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] },
  ],
};

describe('what npm test prints at its end', () => {
  it('tells a test’s database from its name', () => {
    expect(databaseOf('the tournaments API on pglite › creates a draft')).toBe('PGlite');
    expect(databaseOf('two instances on one database (postgres) › seed')).toBe('PostgreSQL');
    expect(databaseOf('draws a bracket')).toBeNull();
  });

  it('splits the unit phase’s test time by database', () => {
    expect(unitTimeByDatabase(vitest)).toBe('test time: PGlite 20 s, PostgreSQL 9 s, neither 2 s');
  });

  it('lists the phases with their seconds, results and a total', () => {
    const table = phaseTable([
      { stage: 'lint', seconds: 41.25, ok: true },
      { stage: 'unit', seconds: 250, ok: false, note: 'test time: PGlite 20 s' },
    ]);
    expect(table.split('\n')).toEqual([
      'phase  seconds  result',
      'lint      41.3  passed',
      'unit     250.0  FAILED  test time: PGlite 20 s',
      'total    291.3',
    ]);
  });

  it('names the slowest files of both runners, slowest first', () => {
    expect(slowestFiles({ vitest, playwright, root: '/repo' }, 3).split('\n')).toEqual([
      'The 3 slowest test files:',
      '   45.0 s  browser  tests/e2e/officiating.spec.ts',
      '   30.0 s  unit     server/fault.test.ts',
      '    2.5 s  unit     engine/draw.test.ts',
    ]);
    expect(slowestFiles({ root: '/repo' })).toBe('');
  });

  it('counts a flaky or skipped browser test as failed', () => {
    expect(testCounts({ vitest, playwright })).toEqual({ passed: 8, failed: 3 });
  });
});
