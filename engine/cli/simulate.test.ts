import { describe, expect, it } from 'vitest';
import { run, USAGE } from './simulate';

describe('simulate', () => {
  it('plays a whole category and prints the ranking', () => {
    const out = run(['--format', 'single-elimination', '--entries', '6', '--clubs', '2', '--seed', '9']);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toContain('Round 1');
    expect(out.stdout).toContain('Final ranking');
    expect(out.stdout.match(/ bronze /g)).toHaveLength(2);
    // Same seed, same event.
    expect(
      run(['--format', 'single-elimination', '--entries', '6', '--clubs', '2', '--seed', '9']).stdout,
    ).toBe(out.stdout);
  });

  it('prints JSON with --json', () => {
    for (const format of ['double-elimination', 'round-robin', 'swiss-system']) {
      const out = run(['--format', format, '--entries', '9', '--seed', '3', '--json']);
      expect(out.code).toBe(0);
      const json = JSON.parse(out.stdout) as {
        seed: number;
        ranking: { complete: boolean; placings: unknown[] };
      };
      expect(json.seed).toBe(3);
      expect(json.ranking.complete).toBe(true);
      expect(json.ranking.placings).toHaveLength(9);
    }
    const options = ['--third-place', '--grand-final-reset', '--rounds', '2', '--judges', '5'];
    expect(run(['--format', 'swiss-system', '--entries', '5', '--rounds', '2', '--judges', '5']).code).toBe(
      0,
    );
    expect(run(['--format', 'single-elimination', '--entries', '5', options[0]!]).code).toBe(0);
    expect(run(['--format', 'double-elimination', '--entries', '5', options[1]!]).code).toBe(0);
  });

  it('plans the programme on --rings rings and prints it with the ETAs half-way through', () => {
    const out = run(['--format', 'double-elimination', '--entries', '8', '--seed', '5', '--rings', '2']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Schedule on 2 rings');
    expect(out.stdout).toMatch(/half-way through/);
    const rows = out.stdout.split('\n').filter((l) => /^\s+\d+\s+[AB]\s+\w{3} \d{2} Jun \d{2}:\d{2}/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.some((l) => l.includes('boxed '))).toBe(true);
    expect(rows.some((l) => l.includes('ETA '))).toBe(true);
    expect(rows.at(-1)).toContain('(final)');
    const json = JSON.parse(
      run(['--format', 'swiss-system', '--entries', '7', '--seed', '5', '--rings', '1', '--json']).stdout,
    ) as {
      schedule: { bouts: Array<{ bout: string }> };
      halfWay: { times: unknown[] };
      ranking: { complete: boolean };
    };
    expect(json.schedule.bouts.map((b) => b.bout)).toContain('S3-1');
    expect(json.halfWay.times.length).toBeGreaterThan(0);
    expect(json.ranking.complete).toBe(true);
    const big = run(['--format', 'round-robin', '--entries', '100', '--rings', '2']);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/more than the simulator schedules/);
    const tight = run(['--format', 'round-robin', '--entries', '62', '--rings', '1']);
    expect(tight.code).toBe(2);
    expect(tight.stderr).toMatch(/do not fit in 60 days/);
  });

  it('exits with 2 and says why on bad arguments', () => {
    const bad = [
      [],
      ['--format', 'knockout', '--entries', '8'],
      ['--format', 'round-robin'],
      ['--format', 'round-robin', '--entries', '1'],
      ['--format', 'round-robin', '--entries', 'ten'],
      ['--format', 'round-robin', '--entries', '8', '--clubs', '9'],
      ['--format', 'round-robin', '--entries', '8', '--seed', '-1'],
      ['--format', 'round-robin', '--entries', '8', '--judges', '4'],
      ['--format', 'round-robin', '--entries', '8', '--rings', '9'],
      ['--format', 'round-robin', '--entries', '8', '--rounds', '3'],
      ['--format', 'round-robin', '--entries', '8', '--third-place'],
      ['--format', 'round-robin', '--entries', '8', '--grand-final-reset'],
      ['--format', 'round-robin', '--entries', '8', '--colour', 'red'],
      ['--format', 'round-robin', '--entries', '8', 'extra'],
    ];
    for (const args of bad) {
      const out = run(args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/^simulate: /);
    }
    expect(run(['--help'])).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: '' });
  });
});
