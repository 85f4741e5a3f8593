// CI: the production dependencies in package-lock.json against npm's advisory database
// (`npm audit --omit=dev`). Fails on any advisory; when the registry does not answer audits (the one this
// project's machines reach refuses them), says so plainly and passes. Why there is no other source:
// docs/decisions/0007-dependency-advisories.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];
/** Errors that mean the advisory service could not be asked, as opposed to a problem with this project. */
const UNREACHABLE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ERR_SOCKET_TIMEOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPROTO',
]);

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What a run of `npm audit --omit=dev --json` means for CI.
 * @param {{ status: number | null, stdout: string, stderr: string, timedOut?: boolean }} run
 * @returns {{ verdict: 'clean' | 'advisories' | 'unavailable' | 'error', lines: string[] }}
 */
export function auditVerdict(run) {
  const report = parseJson(run.stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const found = SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
    if (found.length === 0) {
      const checked = report.metadata.dependencies?.prod;
      return {
        verdict: 'clean',
        lines: [
          `Dependency audit: no advisories${checked ? ` for ${checked} production dependencies` : ''}.`,
        ],
      };
    }
    const lines = [`Dependency audit: ${found.join(', ')} advisories in production dependencies:`];
    for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
      const titles = (entry.via ?? [])
        .filter((via) => typeof via === 'object')
        .map((via) => `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`);
      lines.push(
        `  ${name} ${entry.range ?? ''} [${entry.severity}]: ${titles.join('; ') || `through ${(entry.via ?? []).join(', ')}`}`,
      );
    }
    lines.push('Update them (npm update / npm install <name>@<fixed version>), or record why not.');
    return { verdict: 'advisories', lines };
  }

  const code = report?.error?.code ?? report?.code;
  const httpStatus = report?.statusCode;
  const unreachable =
    run.timedOut ||
    /audit endpoint/i.test(run.stderr) ||
    (typeof httpStatus === 'number' && httpStatus >= 400) ||
    UNREACHABLE_CODES.has(code);
  if (unreachable) {
    const why = run.timedOut
      ? 'no answer in time'
      : (report?.message ?? report?.error?.summary ?? code ?? 'no answer').split('\n')[0];
    return {
      verdict: 'unavailable',
      lines: [
        `warning: dependency audit skipped: the registry's advisory service did not answer (${why}).`,
        'warning: production dependencies were not checked for advisories (docs/decisions/0007-dependency-advisories.md).',
      ],
    };
  }
  return {
    verdict: 'error',
    lines: [
      'Dependency audit could not run:',
      ...(report?.error?.summary ?? report?.message ?? run.stderr ?? '').trim().split('\n').slice(0, 10),
    ],
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const run = spawnSync(
    'npm',
    ['audit', '--omit=dev', '--json', '--fetch-retries=0', '--fetch-timeout=30000'],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  const { verdict, lines } = auditVerdict({
    status: run.status,
    stdout: run.stdout ?? '',
    stderr: run.stderr ?? '',
    timedOut: run.error?.code === 'ETIMEDOUT',
  });
  for (const line of lines)
    (verdict === 'clean' || verdict === 'unavailable' ? console.log : console.error)(line);
  process.exit(verdict === 'advisories' || verdict === 'error' ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
