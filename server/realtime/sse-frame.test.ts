import http from 'node:http';
import type { ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from './events';
import { writeLiveEvent } from './sse-frame';
import { openSse } from './sse-client.test-support';

const event = (id: number): LiveEvent => ({
  id,
  type: 'round.scored',
  payload: { tournamentId: 4, boutId: 9, round: 2 },
});

describe('writing a live event past better-sse', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A stream whose head and first chunk have gone out, as better-sse leaves it once connected. */
  const serve = async () => {
    const opened: ServerResponse[] = [];
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('retry:1000\n\n');
      opened.push(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stream = async () => {
      while (opened.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      return opened.shift()!;
    };
    return { port, stream };
  };

  it('sends one encoding of the event to every client, as whole chunks among the response’s own writes', async () => {
    const { port, stream } = await serve();
    const first = await openSse(`http://127.0.0.1:${port}/`);
    const firstRes = await stream();
    const second = await openSse(`http://127.0.0.1:${port}/`);
    const secondRes = await stream();
    const scored = event(41);
    expect(writeLiveEvent(firstRes, scored)).toBe(true);
    firstRes.write(':heartbeat\n\n');
    expect(writeLiveEvent(firstRes, event(42))).toBe(true);
    expect(writeLiveEvent(secondRes, scored)).toBe(true);
    await first.next((m) => m.id === '42');
    await second.next((m) => m.id === '41');
    expect(first.messages).toEqual([
      { event: 'round.scored', id: '41', data: scored.payload },
      { event: 'round.scored', id: '42', data: scored.payload },
    ]);
    expect(second.messages).toEqual([{ event: 'round.scored', id: '41', data: scored.payload }]);
    first.close();
    second.close();
  });

  it('writes the bare event to an HTTP/1.0 client, whose response ends with the connection', async () => {
    const { port, stream } = await serve();
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.0\r\n\r\n');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const res = await stream();
    writeLiveEvent(res, event(7));
    for (let i = 0; i < 100 && !received.includes('data:'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received.split('\r\n\r\n')[1]).toBe(
      'retry:1000\n\nevent:round.scored\nid:7\ndata:{"tournamentId":4,"boutId":9,"round":2}\n\n',
    );
    socket.destroy();
  });

  it('cuts a client that stopped reading instead of buffering for it without end', async () => {
    const { port, stream } = await serve();
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.pause();
    const res = await stream();
    let written = 0;
    // The kernel's buffers take some megabytes first; then the process's own, up to the limit.
    while (writeLiveEvent(res, event(written + 1)) && written < 2_000_000) written += 1;
    expect(res.socket?.destroyed ?? true).toBe(true);
    expect(written).toBeLessThan(2_000_000);
    socket.destroy();
  });
});
