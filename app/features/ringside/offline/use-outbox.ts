import { useCallback, useEffect, useState } from 'react';
import type { FlushReport, OutboxItem, Refusal, SendResult, Unreachable } from './outbox';
import { answerWithin, flush, isRefusal, retryDelay, SEND_TIMEOUT_MS, unreachableReason } from './outbox';
import { deviceOutbox } from './outbox-store';

/**
 * The outbox as the ringside pages use it: `submit` stores a write on the device and sends it at once when
 * the server answers; otherwise it waits, and is sent again when the browser says it is back online, and
 * every few seconds (a browser can be "online" on a hall's Wi-Fi that reaches nothing).
 */

/**
 * The send's time limit: SEND_TIMEOUT_MS, unless a browser test set a shorter one before the page loaded
 * (`window.__ringsideSendTimeoutMs`, so that a test of a hanging server does not wait 8 s).
 */
function sendTimeout(): number {
  const set = (globalThis as { __ringsideSendTimeoutMs?: unknown }).__ringsideSendTimeoutMs;
  return typeof set === 'number' && set > 0 ? set : SEND_TIMEOUT_MS;
}

type Answered = { status: number; ok: boolean; body: { error?: { code?: string; message?: string } } | null };

/**
 * Sends one stored write with its own key; the server's answer sorted into sent, refused or unreachable.
 * A send the server does not answer in time is unreachable ('timeout'): the write stays in the outbox and
 * goes again with the same key (the server counts it once if the first one reached it).
 */
export async function sendItem(item: OutboxItem, timeoutMs = sendTimeout()): Promise<SendResult> {
  let answered: Answered | 'timeout';
  try {
    answered = await answerWithin(async (signal) => {
      const response = await fetch(`/api/v1/bouts/${item.boutId}/${item.action}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': item.key,
        },
        body: JSON.stringify(item.body),
        signal,
      });
      const body = (await response.json().catch(() => null)) as Answered['body'];
      return { status: response.status, ok: response.ok, body };
    }, timeoutMs);
  } catch {
    return { kind: 'unreachable', status: 0, message: 'No connection to the server.', reason: 'offline' };
  }
  if (answered === 'timeout')
    return {
      kind: 'unreachable',
      status: 0,
      message: 'The server did not answer in time.',
      reason: 'timeout',
    };
  const { status, ok, body } = answered;
  if (ok && body && !body.error) return { kind: 'sent', answer: body };
  if (isRefusal(status))
    return {
      kind: 'refused',
      status,
      code: body?.error?.code ?? 'refused',
      message: body?.error?.message ?? `The server refused it (${status}).`,
    };
  return {
    kind: 'unreachable',
    status,
    message: `The server answered ${status}.`,
    reason: unreachableReason(status),
  };
}

type Listener = (report: FlushReport) => void;
const listeners = new Set<Listener>();
const CHANGED = 'ringside:outbox';
let running: Promise<FlushReport> | null = null;
let failures = 0;
let timer: number | undefined;
/** Why the last run stopped (undefined: it sent everything): every page of this tab shows the same. */
let blocked: Unreachable | undefined;

function changed() {
  window.dispatchEvent(new Event(CHANGED));
}

/** One run at a time in this tab; a second asker gets the run under way. */
export function sendWaiting(account: string): Promise<FlushReport> {
  if (running) return running;
  running = (async () => {
    const store = await deviceOutbox();
    const run = async () => flush(store, account, sendItem);
    // Across tabs of one device too (a second tab of the same bout): the server would count a write once
    // anyway, but one sender keeps the order.
    const report =
      typeof navigator !== 'undefined' && navigator.locks
        ? await navigator.locks.request('ajbxng-ringside-outbox', run)
        : await run();
    failures = report.waiting > 0 ? failures + 1 : 0;
    blocked = report.waiting > 0 ? report.blocked : undefined;
    window.clearTimeout(timer);
    if (report.waiting > 0) timer = window.setTimeout(() => void sendWaiting(account), retryDelay(failures));
    return report;
  })().finally(() => {
    running = null;
  });
  return running.then((report) => {
    for (const listener of listeners) listener(report);
    changed();
    return report;
  });
}

export type Submitted =
  { kind: 'sent'; answer: unknown } | { kind: 'refused'; refusal: Refusal } | { kind: 'waiting' };

/** Stores the write, then tries to send everything waiting; says what became of this one. */
export async function submit(item: Omit<OutboxItem, 'seq' | 'attempts' | 'queuedAt'>): Promise<Submitted> {
  const store = await deviceOutbox();
  await store.add({ ...item, attempts: 0, queuedAt: Date.now() });
  changed();
  // A run under way may have read the outbox before this write: a second run picks it up.
  let report = await sendWaiting(item.account);
  const mine = (r: FlushReport) =>
    r.sent.find((s) => s.item.key === item.key) ?? r.refused.find((s) => s.key === item.key);
  if (!mine(report) && report.waiting === 0) report = await sendWaiting(item.account);
  const sent = report.sent.find((s) => s.item.key === item.key);
  if (sent) return { kind: 'sent', answer: sent.answer };
  const refusal = report.refused.find((r) => r.key === item.key);
  if (refusal) return { kind: 'refused', refusal };
  return { kind: 'waiting' };
}

/**
 * The account's outbox on this device, kept current: what waits to be sent, what the server refused.
 * `onSent` hears of every write the server took (the page shows the bout as the server now has it),
 * `onRefused` of every one it refused (the bout changed meanwhile: the page reads it again).
 */
export function useOutbox(
  account: string,
  onSent?: (item: OutboxItem, answer: unknown) => void,
  onRefused?: (refusal: Refusal) => void,
) {
  const [waiting, setWaiting] = useState<OutboxItem[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [stopped, setStopped] = useState<Unreachable | undefined>(undefined);

  const reload = useCallback(async () => {
    const store = await deviceOutbox();
    const [w, r] = await Promise.all([store.waiting(account), store.refusals(account)]);
    setWaiting(w);
    setRefused(r);
    setStopped(w.length > 0 ? blocked : undefined);
  }, [account]);

  useEffect(() => {
    void reload();
    const onChange = () => void reload();
    window.addEventListener(CHANGED, onChange);
    // Another tab's changes: IndexedDB has no change event, BroadcastChannel-free polling is enough here.
    const poll = window.setInterval(onChange, 5000);
    const online = () => void sendWaiting(account);
    window.addEventListener('online', online);
    // Back on this tab (signed in again in another one, say): try at once rather than at the next retry.
    const visible = () => {
      if (document.visibilityState === 'visible' && blocked) void sendWaiting(account);
    };
    document.addEventListener('visibilitychange', visible);
    // Whatever was left by a reload or a closed tab goes now.
    void sendWaiting(account);
    return () => {
      window.removeEventListener(CHANGED, onChange);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(poll);
    };
  }, [account, reload]);

  useEffect(() => {
    const listener: Listener = (report) => {
      for (const { item, answer } of report.sent) if (item.account === account) onSent?.(item, answer);
      for (const refusal of report.refused) if (refusal.account === account) onRefused?.(refusal);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [account, onSent, onRefused]);

  const dismiss = useCallback(
    async (key: string) => {
      await (await deviceOutbox()).dismiss(key);
      await reload();
    },
    [reload],
  );

  /** `blocked`: why what waits has not gone yet ('signed-out': the official must sign in again). */
  return { waiting, refused, blocked: stopped, dismiss, retry: () => sendWaiting(account) };
}
