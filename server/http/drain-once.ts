import type { RequestHandler } from 'express';

type Listener = (...args: unknown[]) => void;

/**
 * `res.once('drain', fn)` and `res.off('drain', fn)` that work behind the compression middleware.
 * compression sends `res.on('drain')` to its zlib stream but leaves `removeListener` on the response, so
 * a `once` listener, which removes itself with `removeListener`, stays on the stream after it fired. React
 * Router's streaming waits for 'drain' with `once` after every write the client is slow to take: on a large
 * page, a listener per wait piled up on the page's zlib stream (MaxListenersExceededWarning: 11 drain
 * listeners added to [Gzip]). Here the response keeps one 'drain' listener, added through compression's
 * `on` the first time one is wanted, and calls the waiting `once` listeners from it.
 * Mount it right after compression.
 */
export function drainOnce(): RequestHandler {
  return (_req, res, next) => {
    const waiting = new Set<Listener>();
    let listening = false;
    const once = res.once;
    const removeListener = res.removeListener;
    res.once = function (this: typeof res, event: string | symbol, listener: Listener) {
      if (event !== 'drain') return once.call(this, event, listener);
      waiting.add(listener);
      if (!listening) {
        listening = true;
        res.on('drain', (...args: unknown[]) => {
          const due = [...waiting];
          waiting.clear();
          for (const fn of due) fn.apply(res, args);
        });
      }
      return this;
    } as typeof res.once;
    res.removeListener = function (this: typeof res, event: string | symbol, listener: Listener) {
      if (event === 'drain' && waiting.delete(listener)) return this;
      return removeListener.call(this, event, listener);
    } as typeof res.removeListener;
    res.off = res.removeListener;
    next();
  };
}
