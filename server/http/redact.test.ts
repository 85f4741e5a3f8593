import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { installLogRedaction, redactText, redactUrl } from './redact';

const sessionToken = 'KjGuHYPElch3AXTVB1ePXeuXL0nwBb4e';

/** A console whose lines are collected, with the redaction installed on it. */
function capturedConsole() {
  const lines: string[] = [];
  const collect = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  const target = {
    log: collect,
    info: collect,
    warn: collect,
    error: collect,
    debug: collect,
    trace: collect,
  };
  installLogRedaction(target);
  return { target, text: () => lines.join('\n') };
}

/** The error better-auth logged for every signed-in request while PostgreSQL was down. */
function failedSessionLookup() {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54333'), { code: 'ECONNREFUSED' });
  return new DrizzleQueryError(
    'select "id", "token", "user_id" from "session" where "session"."token" = $1',
    [sessionToken],
    cause,
  );
}

describe('log redaction', () => {
  it('hides secret-sounding query values and token path segments, and keeps the rest of a URL', () => {
    expect(redactUrl('/reset-password?token=abc123&callbackURL=%2Faccount')).toBe(
      '/reset-password?token=[redacted]&callbackURL=%2Faccount',
    );
    expect(redactUrl('/api/x?session_token=s1&password=p&code=c&api_key=k&page=2')).toBe(
      '/api/x?session_token=[redacted]&password=[redacted]&code=[redacted]&api_key=[redacted]&page=2',
    );
    expect(redactUrl(`/api/auth/reset-password/${sessionToken}?callbackURL=/x`)).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=/x',
    );
    // Ids and names stay readable.
    expect(redactUrl('/admin-dashboard/users/2813242c-59bf-4724-a791-7018a292bb5d')).toBe(
      '/admin-dashboard/users/2813242c-59bf-4724-a791-7018a292bb5d',
    );
    expect(redactUrl('/courses/fundamentals-mastery-programme')).toBe(
      '/courses/fundamentals-mastery-programme',
    );
  });

  it('prints a failed query without its parameters, keeping what failed and why', () => {
    const log = capturedConsole();
    log.target.error('[Better Auth]: INTERNAL_SERVER_ERROR', failedSessionLookup());
    log.target.error(
      '[api]',
      'GET',
      '/api/v1/me?token=t0ken',
      new Error('wrapped', { cause: failedSessionLookup() }),
    );
    expect(log.text()).not.toContain(sessionToken);
    expect(log.text()).not.toContain('t0ken');
    expect(log.text()).toContain('Failed query: select "id", "token", "user_id" from "session"');
    expect(log.text()).toContain('ECONNREFUSED');
    expect(log.text()).toContain('/api/v1/me?token=[redacted]');
  });

  it('never prints cookies, Authorization headers or passwords', () => {
    const log = capturedConsole();
    log.target.log({
      headers: {
        cookie: `better-auth.session_token=${sessionToken}.c2lnbmF0dXJl; theme=dark`,
        authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.payload.sig',
      },
    });
    log.target.warn(`jar: better-auth.session_token=${sessionToken}`);
    log.target.info(JSON.stringify({ email: 'admin@ajbxng.test', password: 'Boxing-Demo-2026' }));
    log.target.log('sign-in with', { email: 'admin@ajbxng.test', newPassword: 'Boxing-Demo-2026' });
    const text = log.text();
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain('eyJhbGciOiJFZERTQSJ9');
    expect(text).not.toContain('Boxing-Demo-2026');
    expect(text).toContain('admin@ajbxng.test');
  });

  it('leaves ordinary lines alone', () => {
    const line =
      'AJBXNG is serving http://localhost:3000 (listening on 0.0.0.0:3000, database: embedded in ./data)';
    expect(redactText(line)).toBe(line);
    expect(redactText('{"method":"GET","path":"/courses","status":200,"ms":3.1}')).toBe(
      '{"method":"GET","path":"/courses","status":200,"ms":3.1}',
    );
  });
});
