// The server Playwright tests run against: the production build, on a fresh embedded database.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eStartsAt } from './e2e-clock.mjs';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
// One instant for every run (scripts/e2e-clock.mjs): no test depends on the hour it runs at.
process.env.AJB_NOW = e2eStartsAt().toISOString();
process.env.PORT ??= process.env.E2E_PORT ?? '3200';
process.env.HOST ??= '127.0.0.1';
process.env.BASE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.LOG_REQUESTS ??= '0';
// Each test browses from its own address, sent as X-Forwarded-For by the browser on loopback (see
// tests/e2e/fixtures.ts): believed only because loopback is named as a trusted proxy here.
process.env.TRUST_PROXY ??= 'loopback';
// Form limits above what any test sends from its own address (each test browses from its own), low enough
// for the tests of the limit to reach it in a moment (tests/e2e/forms-support.ts).
process.env.FORM_RATE_LIMIT ??= '20';

// What the app e-mails (set-password links, invitations) goes over SMTP to a local sink, which writes each
// message to DATA_DIR/mail.jsonl for the tests to read (tests/e2e/mail.ts): no SMTP server needed.
if (!process.env.SMTP_URL) {
  // Only the sink is TypeScript: tsx loads it (and what it imports) without standing in front of every
  // other import of the process, the server's bundle among them (server/serve.mjs says what that cost).
  const { tsImport } = await import('tsx/esm/api');
  const { startSmtpSink } = await tsImport('../server/mail/smtp-sink.test-support.ts', import.meta.url);
  mkdirSync(dataDir, { recursive: true });
  const mailFile = path.join(dataDir, 'mail.jsonl');
  const sink = await startSmtpSink({
    onMessage: (mail) => appendFileSync(mailFile, `${JSON.stringify(mail)}\n`),
  });
  process.env.SMTP_URL = sink.url;
}
await import('../server/serve.mjs');
