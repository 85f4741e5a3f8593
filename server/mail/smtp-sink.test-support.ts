import { createServer } from 'node:net';
import type { Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; subject: string; data: string };

/**
 * A local SMTP server that accepts every message and keeps it, speaking just enough of RFC 5321 for
 * nodemailer (no TLS, no AUTH, no pipelining): tests count what really went over the wire.
 */
export async function startSmtpSink(options: { onMessage?: (mail: ReceivedMail) => void } = {}) {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] | undefined;

    const onLine = (line: string) => {
      if (dataLines) {
        if (line !== '.') {
          // Dot-stuffing: a line that starts with a dot was sent with one more.
          dataLines.push(line.startsWith('.') ? line.slice(1) : line);
          return;
        }
        const data = dataLines.join('\r\n');
        const subject = /^Subject: (.*)$/im.exec(data.split('\r\n\r\n')[0] ?? '')?.[1] ?? '';
        const mail = { ...envelope, subject, data };
        messages.push(mail);
        options.onMessage?.(mail);
        dataLines = undefined;
        envelope = { from: '', to: [] };
        return reply('250 2.0.0 queued');
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 smtp-sink');
      if (verb === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        return reply('250 2.1.0 ok');
      }
      if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 2.1.5 ok');
      }
      if (verb === 'DATA') {
        dataLines = [];
        return reply('354 end with <CRLF>.<CRLF>');
      }
      if (verb === 'QUIT') {
        reply('221 2.0.0 bye');
        return socket.end();
      }
      return reply('250 ok');
    };

    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 smtp-sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
