import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../server/auth/demo-accounts';
import * as schema from '../server/db/schema';

/**
 * The README states only what works. Tournament features are promised there only as "not available yet"
 * for as long as the database has nowhere to keep a tournament; once it does, these tests ask for the README
 * to be brought up to date with what then works.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const paragraphs = readme.split(/\n\s*\n/);
const hasTournaments = 'tournaments' in schema;
const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the README', () => {
  it('says that demo data is the demo accounts, and sample tournaments only once there are any', () => {
    const row = readme.split('\n').find((line) => line.startsWith('| `DEMO_DATA`'));
    expect(row).toBeDefined();
    const meaning = row!.split('|')[3]!.trim();
    expect(meaning).toContain(`${numberWords[demoAccounts.length]} demo accounts`);
    if (!hasTournaments) expect(meaning).not.toMatch(/tournament/i);
  });

  it('marks tournaments on the site, bout scoring and live results as not available yet', () => {
    const promises = paragraphs.filter((p) =>
      /live results|scoring bouts|scores? bouts|sample tournaments|tournaments by weight class/i.test(p),
    );
    expect(promises.length).toBeGreaterThan(0);
    for (const paragraph of promises) {
      if (!hasTournaments) expect(paragraph, paragraph).toMatch(/not available yet/i);
    }
  });

  it('lists in the code map only what the server has', () => {
    const line = readme.split('\n').find((l) => l.startsWith('server/'));
    expect(line).toBeDefined();
    const realtime = ['../server/realtime', '../server/realtime.ts'].some((p) =>
      existsSync(new URL(p, import.meta.url)),
    );
    if (!realtime) expect(line).not.toMatch(/realtime/);
  });
});
