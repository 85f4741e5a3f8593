import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-deps.mjs';

/** `npm audit --json` (report version 2) for a lockfile where one production dependency has an advisory. */
const reportWithAdvisory = {
  auditReportVersion: 2,
  vulnerabilities: {
    cookie: {
      name: 'cookie',
      severity: 'low',
      isDirect: false,
      via: [
        {
          source: 1099846,
          name: 'cookie',
          dependency: 'cookie',
          title: 'cookie accepts cookie name, path, and domain with out of bounds characters',
          url: 'https://advisories.example.test/GHSA-pxg6-pf52-xh8x',
          severity: 'low',
          range: '<0.7.0',
        },
      ],
      effects: ['express'],
      range: '<0.7.0',
      nodes: ['node_modules/cookie'],
      fixAvailable: true,
    },
    express: {
      name: 'express',
      severity: 'low',
      isDirect: true,
      via: ['cookie'],
      effects: [],
      range: '4.0.0-rc1 - 4.21.0',
      nodes: ['node_modules/express'],
      fixAvailable: true,
    },
  },
  metadata: {
    vulnerabilities: { info: 0, low: 2, moderate: 0, high: 0, critical: 0, total: 2 },
    dependencies: { prod: 120, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 119 },
  },
};

const cleanReport = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    dependencies: { prod: 249, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 248 },
  },
};

/** What this project's registry answers (captured here): the advisory endpoint refuses the request. */
const endpointRefused = {
  message: '405 Method Not Allowed - POST https://registry.example.test/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
};

describe('the CI dependency audit', () => {
  it('fails on an advisory in a production dependency, naming it', () => {
    const { verdict, lines } = auditVerdict({
      status: 1,
      stdout: JSON.stringify(reportWithAdvisory),
      stderr: '',
    });
    expect(verdict).toBe('advisories');
    expect(lines.join('\n')).toContain('2 low advisories');
    expect(lines.join('\n')).toContain(
      'cookie <0.7.0 [low]: cookie accepts cookie name, path, and domain with out of bounds characters',
    );
  });

  it('passes a lockfile with no advisories', () => {
    const { verdict, lines } = auditVerdict({ status: 0, stdout: JSON.stringify(cleanReport), stderr: '' });
    expect(verdict).toBe('clean');
    expect(lines).toEqual(['Dependency audit: no advisories for 249 production dependencies.']);
  });

  it('warns, and passes, when the registry does not answer audits', () => {
    const refused = auditVerdict({
      status: 1,
      stdout: JSON.stringify(endpointRefused),
      stderr: 'npm error audit endpoint returned an error\n',
    });
    expect(refused.verdict).toBe('unavailable');
    expect(refused.lines[0]).toContain('405 Method Not Allowed');
    const offline = auditVerdict({
      status: 1,
      stdout: JSON.stringify({
        error: { code: 'ENOTFOUND', summary: 'request failed, reason: getaddrinfo ENOTFOUND' },
      }),
      stderr: '',
    });
    expect(offline.verdict).toBe('unavailable');
    expect(auditVerdict({ status: null, stdout: '', stderr: '', timedOut: true }).verdict).toBe(
      'unavailable',
    );
  });

  it('fails when the audit cannot run for a reason of our own (no lockfile)', () => {
    const { verdict, lines } = auditVerdict({
      status: 1,
      stdout: JSON.stringify({
        error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
      }),
      stderr: '',
    });
    expect(verdict).toBe('error');
    expect(lines.join('\n')).toContain('requires an existing lockfile');
  });
});
