import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem, SendResult } from './outbox';
import { answerWithin, flush, isRefusal, memoryOutbox, retryDelay, unreachableReason } from './outbox';
import { sendItem } from './use-outbox';

const item = (round: number, account = 'judge-1', boutId = 7): OutboxItem => ({
  key: `key-${account}-${boutId}-${round}`,
  account,
  boutId,
  action: 'scorecards',
  body: { round, red: 10, blue: 9 },
  label: `Bout ${boutId} · round ${round}: 10-9`,
  queuedAt: round,
  attempts: 0,
});

/** A server that answers from a script, and records what reached it (key and round) in order. */
function server(script: (item: OutboxItem, call: number) => SendResult) {
  const received: string[] = [];
  let call = 0;
  return {
    received,
    send: async (i: OutboxItem) => {
      const result = script(i, call++);
      if (result.kind !== 'unreachable') received.push(i.key);
      return result;
    },
  };
}

const sent = (): SendResult => ({ kind: 'sent', answer: { ok: true } });
const down = (): SendResult => ({ kind: 'unreachable', status: 0, message: 'No connection to the server.' });

describe('the ringside outbox', () => {
  it('sends the waiting writes in the order they were made, each with its own key, and empties', async () => {
    const store = memoryOutbox();
    for (const r of [2, 1, 3]) await store.add(item(r));
    const s = server(sent);
    const report = await flush(store, 'judge-1', s.send);
    expect(s.received).toEqual(['key-judge-1-7-2', 'key-judge-1-7-1', 'key-judge-1-7-3']);
    expect(report.sent.map((x) => x.item.key)).toEqual(s.received);
    expect(report.waiting).toBe(0);
    expect(await store.waiting('judge-1')).toEqual([]);
  });

  it('stops at the first write the server cannot be reached for, keeps it and what follows, and sends them later with the same keys', async () => {
    const store = memoryOutbox();
    for (const r of [1, 2, 3]) await store.add(item(r));
    // Round 1 goes, then the network drops.
    const flaky = server((_i, call) => (call === 0 ? sent() : down()));
    const first = await flush(store, 'judge-1', flaky.send);
    expect(first.sent).toHaveLength(1);
    expect(first.waiting).toBe(2);
    const left = await store.waiting('judge-1');
    expect(left.map((i) => i.key)).toEqual(['key-judge-1-7-2', 'key-judge-1-7-3']);
    // Round 3 was not tried while round 2 could not go: one attempt on round 2 only.
    expect(left.map((i) => i.attempts)).toEqual([1, 0]);

    const back = server(sent);
    const second = await flush(store, 'judge-1', back.send);
    expect(back.received).toEqual(['key-judge-1-7-2', 'key-judge-1-7-3']);
    expect(second.waiting).toBe(0);
  });

  it('sets a refusal aside with the server’s words, goes on with the rest, and keeps the refusal until it is dismissed', async () => {
    const store = memoryOutbox();
    for (const r of [1, 2, 3]) await store.add(item(r));
    const s = server((i) =>
      i.key.endsWith('-2')
        ? {
            kind: 'refused',
            status: 409,
            code: 'round_decided',
            message: 'Round 2 of this card was already entered by the recorder.',
          }
        : sent(),
    );
    const report = await flush(store, 'judge-1', s.send, () => 1234);
    expect(report.sent.map((x) => x.item.key)).toEqual(['key-judge-1-7-1', 'key-judge-1-7-3']);
    expect(report.refused).toHaveLength(1);
    const refusals = await store.refusals('judge-1');
    expect(refusals).toEqual([
      expect.objectContaining({
        key: 'key-judge-1-7-2',
        label: 'Bout 7 · round 2: 10-9',
        status: 409,
        code: 'round_decided',
        message: 'Round 2 of this card was already entered by the recorder.',
        refusedAt: 1234,
      }),
    ]);
    expect(await store.waiting('judge-1')).toEqual([]);
    // A later run does not send it again: a refusal is final until the official acts on it.
    const again = server(sent);
    await flush(store, 'judge-1', again.send);
    expect(again.received).toEqual([]);
    await store.dismiss('key-judge-1-7-2');
    expect(await store.refusals('judge-1')).toEqual([]);
  });

  it('sends only the signed-in account’s writes: a shared tablet never sends another official’s card', async () => {
    const store = memoryOutbox();
    await store.add(item(1, 'judge-1'));
    await store.add(item(1, 'judge-2'));
    const s = server(sent);
    await flush(store, 'judge-2', s.send);
    expect(s.received).toEqual(['key-judge-2-7-1']);
    expect((await store.waiting('judge-1')).map((i) => i.key)).toEqual(['key-judge-1-7-1']);
  });

  it('tells final refusals from "not now": 4xx are final except 401, 408, 425 and 429; 5xx are tried again', () => {
    expect([400, 403, 404, 409, 422].map(isRefusal)).toEqual([true, true, true, true, true]);
    expect([401, 408, 425, 429, 500, 502, 503, 0].map(isRefusal)).toEqual(Array(8).fill(false));
  });

  it('waits longer after each run that could not reach the server, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('says why a run stopped: no answer, a timeout, a 5xx, or an ended session (401: sign in again)', async () => {
    expect([0, 401, 500, 503, 408, 429].map(unreachableReason)).toEqual([
      'offline',
      'signed-out',
      'server',
      'server',
      'server',
      'server',
    ]);
    const store = memoryOutbox();
    for (const r of [1, 2]) await store.add(item(r));
    const lapsed = await flush(store, 'judge-1', async () => ({
      kind: 'unreachable',
      status: 401,
      message: 'Sign in.',
    }));
    expect(lapsed).toMatchObject({ waiting: 2, blocked: 'signed-out' });
    const hanging = await flush(store, 'judge-1', async () => ({
      kind: 'unreachable',
      status: 0,
      message: 'Late.',
      reason: 'timeout',
    }));
    expect(hanging).toMatchObject({ waiting: 2, blocked: 'timeout' });
    // Signed in again: both go, in order, and nothing is blocked.
    const back = await flush(store, 'judge-1', async () => sent());
    expect(back.sent.map((x) => x.item.key)).toEqual(['key-judge-1-7-1', 'key-judge-1-7-2']);
    expect(back.blocked).toBeUndefined();
  });
});

describe('a send with a time limit (issue 28 item 5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers "timeout" once the limit passes, and aborts the request, even when the asker ignores the signal', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const asked = answerWithin((signal) => {
      seen = signal;
      return new Promise<string>(() => undefined);
    }, 8000);
    await vi.advanceTimersByTimeAsync(7999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(asked).resolves.toBe('timeout');
    expect(seen?.aborted).toBe(true);
  });

  it('gives the answer when it comes in time', async () => {
    vi.useFakeTimers();
    const asked = answerWithin(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('sheet'), 3000)),
      8000,
    );
    await vi.advanceTimersByTimeAsync(3000);
    await expect(asked).resolves.toBe('sheet');
  });

  it('a server that takes the card and never answers: the card is unreachable (timeout) and stays, not "Sending…" for minutes', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = sendItem(item(3), 8000);
    await vi.advanceTimersByTimeAsync(8000);
    await expect(result).resolves.toMatchObject({ kind: 'unreachable', reason: 'timeout' });
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ 'Idempotency-Key': 'key-judge-1-7-3' });
  });

  it('sorts the server’s answers: 503 is "server", 401 "signed-out", 409 a refusal with its words', async () => {
    const answers = [
      new Response(JSON.stringify({ error: { code: 'database_unavailable', message: 'Back soon.' } }), {
        status: 503,
      }),
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 }),
      new Response(JSON.stringify({ error: { code: 'round_decided', message: 'Already entered.' } }), {
        status: 409,
      }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift()!);
    await expect(sendItem(item(1))).resolves.toMatchObject({ kind: 'unreachable', reason: 'server' });
    await expect(sendItem(item(1))).resolves.toMatchObject({ kind: 'unreachable', reason: 'signed-out' });
    await expect(sendItem(item(1))).resolves.toMatchObject({ kind: 'refused', message: 'Already entered.' });
  });
});
