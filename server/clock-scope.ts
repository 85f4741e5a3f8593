import { AsyncLocalStorage } from 'node:async_hooks';
import { clockScopes } from './clock';

/**
 * Work done at another instant: inside `atInstant(at, work)` the one clock reads `at` (and runs on from
 * there with real time) for that work alone, through every service it calls; requests served meanwhile
 * keep the process's clock. The demo's past tournaments are boxed this way (server/demo/past-results.ts):
 * every stamp their services write (a decision's time, a medal's day, the rankings' history, the
 * tournament's completion) is the day it would have happened, as for a tournament boxed that day.
 */
const scopes = new AsyncLocalStorage<number>();
let installed = false;

export function atInstant<T>(at: Date, work: () => Promise<T>): Promise<T> {
  if (!installed) {
    clockScopes.install(() => scopes.getStore());
    installed = true;
  }
  return scopes.run(clockScopes.offsetTo(at), work);
}
