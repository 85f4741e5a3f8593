import type { Config } from './config';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { OutboxWorker } from './mail/outbox';
import type { Viewer } from './auth/roles';

/**
 * What the running process owns and hands to every loader, action and API handler. Route modules
 * receive it through the load context and never open anything themselves, which keeps the server
 * bundle safe to import at build time for prerendering.
 */
export type AppServices = {
  config: Config;
  database: DatabaseHandle;
  /** Delivers queued e-mails; `deliverDue()` nudges it after a write that queued one. */
  outbox: OutboxWorker;
  auth: Auth;
  /** The signed-in person for these request headers (session cookie or bearer token), checked fresh. */
  viewerFor: (headers: Headers) => Promise<Viewer | null>;
};
