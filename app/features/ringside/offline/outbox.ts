/**
 * The device's outbox of ringside writes (issue 18 item 2): a judge's card or a referee's warning is stored
 * on the device first, then sent in the order it was made, each with the Idempotency-Key made when the
 * official pressed the button. The server keeps those keys in its database, so a write that reached it
 * before the answer was lost (the Wi-Fi dropped, the server restarted) is counted once when it is sent again.
 *
 * What the server refuses (the bout was corrected, the round was decided by the recorder) leaves the outbox
 * for the list of refusals the official sees: nothing is dropped without a word.
 */

export type OutboxAction = 'scorecards' | 'warnings';

export type OutboxItem = {
  /** The Idempotency-Key, made once when the official pressed send: the same on every retry. */
  key: string;
  /** Who made it: only that account's session sends it (a shared tablet never sends another's card). */
  account: string;
  boutId: number;
  action: OutboxAction;
  body: Record<string, unknown>;
  /** What the official reads in the lists, e.g. "Bout 12 · round 2: 10-9". */
  label: string;
  queuedAt: number;
  /** Position in the device's order of writes (the store's own counter). */
  seq?: number;
  attempts: number;
};

export type Refusal = OutboxItem & { status: number; code: string; message: string; refusedAt: number };

/** Where the outbox lives: IndexedDB on a device (outbox-store.ts), memory in unit tests. */
export interface OutboxStore {
  add(item: OutboxItem): Promise<OutboxItem>;
  /** Waiting items of one account, oldest first. */
  waiting(account: string): Promise<OutboxItem[]>;
  update(item: OutboxItem): Promise<void>;
  remove(item: OutboxItem): Promise<void>;
  /** Moves an item to the refusals, in one step (a crash in between loses neither). */
  refuse(item: OutboxItem, refusal: Refusal): Promise<void>;
  refusals(account: string): Promise<Refusal[]>;
  dismiss(key: string): Promise<void>;
}

/** What sending one write gave: the server's answer, or its refusal, or no answer at all. */
export type SendResult =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'unreachable'; status: number; message: string; reason?: Unreachable };

/**
 * Why a write is still on the device: no network at all, the server took the request and never answered
 * within the send's time limit, the server answered 5xx (its database away, a restart's drain), or the
 * session ended (401: only signing in again sends it).
 */
export type Unreachable = 'offline' | 'timeout' | 'server' | 'signed-out';

/** How long one send may wait for the server's answer before it goes back to the outbox. */
export const SEND_TIMEOUT_MS = 8000;

/** The reason a status that is not final gives (0: no answer at all). */
export function unreachableReason(status: number): Unreachable {
  if (status === 401) return 'signed-out';
  if (status === 0) return 'offline';
  return 'server';
}

export type Send = (item: OutboxItem) => Promise<SendResult>;

/**
 * Whether the server's answer is final. 4xx are (the request itself is wrong for the bout as it is now),
 * except those that say "not now": 408 timeout, 425/429 too early or too many, and 401 (the session lapsed:
 * after signing in again the same account sends it). 5xx and no answer are tried again.
 */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);
}

export type FlushReport = {
  sent: Array<{ item: OutboxItem; answer: unknown }>;
  refused: Refusal[];
  /** Items still waiting because the server could not be reached (then the rest wait behind them). */
  waiting: number;
  /** Why the run stopped, when it did: what the official is told (and a 401 asks them to sign in again). */
  blocked?: Unreachable;
};

/**
 * Sends the account's waiting writes one by one, oldest first. A write the server cannot be reached for
 * stops the run (order matters: round 3 goes after round 2), and the rest wait for the next run; a refusal
 * is set aside with the server's words and the run goes on.
 */
export async function flush(
  store: OutboxStore,
  account: string,
  send: Send,
  now: () => number = Date.now,
): Promise<FlushReport> {
  const report: FlushReport = { sent: [], refused: [], waiting: 0 };
  const items = await store.waiting(account);
  for (const [i, item] of items.entries()) {
    const result = await send(item);
    if (result.kind === 'sent') {
      await store.remove(item);
      report.sent.push({ item, answer: result.answer });
    } else if (result.kind === 'refused') {
      const refusal: Refusal = {
        ...item,
        status: result.status,
        code: result.code,
        message: result.message,
        refusedAt: now(),
      };
      await store.refuse(item, refusal);
      report.refused.push(refusal);
    } else {
      await store.update({ ...item, attempts: item.attempts + 1 });
      report.waiting = items.length - i;
      report.blocked = result.reason ?? unreachableReason(result.status);
      break;
    }
  }
  return report;
}

/** How long to wait before the next run after `failures` runs in a row that could not reach the server. */
export function retryDelay(failures: number): number {
  return Math.min(2000 * 2 ** Math.max(0, failures - 1), 30_000);
}

/** The outbox in memory: for unit tests, and for a device without IndexedDB (private mode). */
export function memoryOutbox(): OutboxStore {
  let next = 1;
  const items = new Map<number, OutboxItem>();
  const refused = new Map<string, Refusal>();
  return {
    async add(item) {
      const kept = { ...item, seq: next++ };
      items.set(kept.seq, kept);
      return kept;
    },
    async waiting(account) {
      return [...items.values()].filter((i) => i.account === account).sort((a, b) => a.seq! - b.seq!);
    },
    async update(item) {
      if (item.seq !== undefined && items.has(item.seq)) items.set(item.seq, item);
    },
    async remove(item) {
      if (item.seq !== undefined) items.delete(item.seq);
    },
    async refuse(item, refusal) {
      if (item.seq !== undefined) items.delete(item.seq);
      refused.set(refusal.key, refusal);
    },
    async refusals(account) {
      return [...refused.values()].filter((r) => r.account === account).sort((a, b) => a.seq! - b.seq!);
    },
    async dismiss(key) {
      refused.delete(key);
    },
  };
}

/**
 * Asks with a time limit: `ask` gets a signal aborted after `ms` (a fetch then stops, its body too), and
 * the answer is 'timeout' then, even if `ask` ignores the signal. A hall's Wi-Fi that accepts the
 * connection and answers nothing must not hold the official's next round.
 */
export async function answerWithin<T>(
  ask: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T | 'timeout'> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, ms);
  });
  try {
    return await Promise.race([
      ask(controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) return 'timeout' as const;
        throw error;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
