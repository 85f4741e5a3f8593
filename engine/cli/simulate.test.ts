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
