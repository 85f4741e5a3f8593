import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel: `onNotification` gets each NOTIFY's payload, delivered by PostgreSQL only once the
 * notifying transaction commits (never for one rolled back). `onReconnected` is called when a lost
 * listening connection is back, so the caller can read what it may have missed meanwhile. Resolves once
 * listening, to a function that stops.
 */
export type Listen = (
  channel: string,
  onNotification: (payload: string) => void,
  onReconnected?: () => void,
) => Promise<() => Promise<void>>;

function quoted(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return `"${channel}"`;
}

/** PGlite is one in-process PostgreSQL: its own LISTEN/NOTIFY, with the same commit-only delivery. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotification) => {
    const stop = await client.listen(quoted(channel), onNotification);
    return async () => {
      if (!client.closed) await stop();
    };
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: one dedicated connection per listener (a pooled one would be handed to other queries and
 * lose its LISTEN), opened again with backoff when it drops. `close()` ends every listener's connection.
 */
export function postgresListener(connectionString: string): { listen: Listen; close: () => Promise<void> } {
  const stops = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, onNotification, onReconnected) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = RECONNECT_FIRST_MS;
    /**
     * Connects and listens; resolves to `release`, which hands on the notifications held until then.
     * A NOTIFY can arrive in the same read as LISTEN's answer, and the parser emits it before the query's
     * promise resolves: handed on at once, it would reach the caller before `onReconnected`, whose catch-up
     * reads from the highest id delivered, and the events committed while the connection was down would
     * be skipped (issue 28: a stream left open missed six events after PostgreSQL restarted).
     */
    const connect = async (): Promise<() => void> => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      let early: string[] | null = [];
      next.on('notification', (message) => {
        if (message.channel !== channel) return;
        if (early) early.push(message.payload ?? '');
        else onNotification(message.payload ?? '');
      });
      const lost = () => {
        if (stopped || client !== next) return;
        client = undefined;
        next.end().catch(() => undefined);
        scheduleReconnect();
      };
      next.on('error', (error) => {
        console.error(`[listen ${channel}] connection lost:`, error.message);
        lost();
      });
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        // A connection that failed half-way (LISTEN refused while the database starts) is not kept open.
        next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      delay = RECONNECT_FIRST_MS;
      return () => {
        const held = early ?? [];
        early = null;
        for (const payload of held) onNotification(payload);
      };
    };
    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        connect().then(
          (release) => {
            if (!stopped) onReconnected?.();
            release();
          },
          (error: Error) => {
            console.error(`[listen ${channel}] reconnect failed:`, error.message);
            if (!stopped) scheduleReconnect();
          },
        );
      }, delay);
      retry.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    (await connect())();
    const stop = async () => {
      stopped = true;
      stops.delete(stop);
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    };
    stops.add(stop);
    return stop;
  };
  return {
    listen,
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}
