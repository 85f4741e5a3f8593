import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e-mails the server under test sent: scripts/e2e-server.mjs points SMTP_URL at a local sink that writes
 * each message to DATA_DIR/mail.jsonl. Messages are read as a person's mail client would: the headers' subject
 * and the decoded plain-text body.
 */
const mailFile = path.join(path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'), 'mail.jsonl');

export type SentMail = { to: string[]; subject: string; text: string };

type RawMail = { from: string; to: string[]; subject: string; data: string };

function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first text/plain part of a message, decoded. */
function plainText(data: string): string {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  let body = rest.join('\r\n\r\n');
  let headers = head;
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
    const [partHead = '', ...partBody] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    headers = partHead;
    body = partBody.join('\r\n\r\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words in a subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), decoded. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function sentMail(): SentMail[] {
  if (!existsSync(mailFile)) return [];
  return readFileSync(mailFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RawMail)
    .map((mail) => ({ to: mail.to, subject: decodeHeader(mail.subject), text: plainText(mail.data) }));
}

/** Waits for the newest message to `address` (the outbox delivers within seconds) and returns it. */
export async function mailTo(address: string, subject?: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = sentMail()
          .filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 30_000, message: `an e-mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The set-password (or reset) link in a message, as a path of the site. */
export function setPasswordPath(mail: SentMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no set-password link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
