import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyError } from './port';
import { termiiSms } from './termii';
import { whatsAppCloud } from './whatsapp';

/** The adapters against a local HTTP server standing in for Meta and Termii: what they send, what they make of answers. */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };
let server: Server;
let base = '';
const seen: Seen[] = [];
let answer: (res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      });
      answer(res);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const notification = {
  to: '+2348031234567',
  template: 'bout_soon',
  params: ['Lanre', 'Ring B', '12'],
  body: 'Lanre, you are on in about 30 minutes: Ring B, bout 12.',
};
const TOKEN = 'EAAG-secret-token-never-logged-1234567890';
const API_KEY = 'TLsecret-api-key-never-logged';

describe('notify adapters', () => {
  it('WhatsApp: a template message to the number without +, with the bearer token; the wamid back', async () => {
    seen.length = 0;
    answer = json(200, {
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: '2348031234567' }],
      messages: [{ id: 'wamid.HBgN' }],
    });
    const whatsapp = whatsAppCloud({ baseUrl: base, token: TOKEN, phoneNumberId: '106540352242922' });
    expect(await whatsapp.send({ channel: 'whatsapp', ...notification })).toEqual({
      provider: 'whatsapp-cloud',
      providerMessageId: 'wamid.HBgN',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v21.0/106540352242922/messages',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: {
        messaging_product: 'whatsapp',
        to: '2348031234567',
        type: 'template',
        template: {
          name: 'bout_soon',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Lanre' },
                { type: 'text', text: 'Ring B' },
                { type: 'text', text: '12' },
              ],
            },
          ],
        },
      },
    });
  });

  it('Termii: the DND route, the sender id and the text; the message id back', async () => {
    seen.length = 0;
    answer = json(200, {
      code: 'ok',
      message_id: '3017544054459',
      message: 'Successfully Sent',
      balance: 9,
      user: 'AJB',
    });
    const sms = termiiSms({ baseUrl: base, apiKey: API_KEY, senderId: 'AJBXNG' });
    expect(await sms.send({ channel: 'sms', ...notification })).toEqual({
      provider: 'termii',
      providerMessageId: '3017544054459',
    });
    expect(seen[0]).toMatchObject({
      url: '/api/sms/send',
      body: {
        api_key: API_KEY,
        to: '2348031234567',
        from: 'AJBXNG',
        sms: notification.body,
        type: 'plain',
        channel: 'dnd',
      },
    });
  });

  it('an outage is retryable, a refusal is not, a silent provider times out; no key in any error', async () => {
    const whatsapp = whatsAppCloud({
      baseUrl: base,
      token: TOKEN,
      phoneNumberId: '1065403522',
      timeoutMs: 200,
    });
    const sms = termiiSms({ baseUrl: base, apiKey: API_KEY, senderId: 'AJBXNG', timeoutMs: 200 });
    const failure = async (send: Promise<unknown>) => {
      const error = await send.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NotifyError);
      const text = `${(error as Error).message} ${JSON.stringify(error)}`;
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(API_KEY);
      return error as NotifyError;
    };
    answer = json(503, { error: { message: 'Service temporarily unavailable' } });
    expect(await failure(whatsapp.send({ channel: 'whatsapp', ...notification }))).toMatchObject({
      retryable: true,
    });
    answer = json(400, { error: { message: '(#131026) Message undeliverable', code: 131026 } });
    const refused = await failure(whatsapp.send({ channel: 'whatsapp', ...notification }));
    expect(refused).toMatchObject({
      retryable: false,
      message: 'whatsapp-cloud answered 400: (#131026) Message undeliverable',
    });
    // A provider that echoes the key back: it is cut out.
    answer = json(401, { message: `Invalid api_key ${API_KEY}` });
    expect(await failure(sms.send({ channel: 'sms', ...notification }))).toMatchObject({
      retryable: false,
      message: 'termii answered 401: Invalid api_key [key]',
    });
    answer = () => {}; // never answers
    const slow = await failure(sms.send({ channel: 'sms', ...notification }));
    expect(slow).toMatchObject({ retryable: true, message: 'termii did not answer within 200 ms' });
    const gone = termiiSms({ baseUrl: 'http://127.0.0.1:1', apiKey: API_KEY, senderId: 'AJBXNG' });
    expect(await failure(gone.send({ channel: 'sms', ...notification }))).toMatchObject({
      retryable: true,
      message: 'termii cannot be reached',
    });
  });
});
