/** A Server-Sent Events message as a client reads it. */
export type SseMessage = { event: string; id: string | undefined; data: unknown };

export type SseStream = {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  /** Resolves with the first message (already read or still to come) that `match` accepts. */
  next: (match: (message: SseMessage) => boolean, timeoutMs?: number) => Promise<SseMessage>;
  close: () => void;
};

/** A small SSE reader over fetch, for tests: keeps every message in order, answers waits for one. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            let id: string | undefined;
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'event') event = value;
              else if (field === 'id') id = value;
              else if (field === 'data') data.push(value);
            }
            if (data.length === 0 && event === 'message') continue;
            const text = data.join('\n');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: kept as text
            }
            messages.push({ event, id, data: parsed });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    messages,
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such SSE message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () => abort.abort(),
  };
}
