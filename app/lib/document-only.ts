import { useMatches } from 'react-router';

/**
 * What a route's `handle` may say of its document (decision 0034). `hydrate: false`: the page is served
 * without the framework's scripts (no React, no router in the browser), and runs `script` instead, a small
 * classic script of its own (imported as `…/name.ts?document-script`, vite.config.ts).
 */
export type DocumentHandle = {
  /** Or decided by the page's loader data: a page a visitor reads as a document, a signed-in person hydrated. */
  hydrate?: boolean | ((data: unknown) => boolean);
  script?: string;
  /**
   * `'intent'`: the page hydrates when a person first reaches into it (a press, a key, a focus), not as it
   * is read (a long form whose framework would otherwise block a phone as it loads: the tournament wizard).
   */
  hydrateOn?: 'intent';
  /** With `hydrateOn`: a storage key that, when this browser keeps something under it, hydrates at once. */
  keptIn?: string;
};

function documentHandle(handle: unknown): DocumentHandle {
  return handle !== null && typeof handle === 'object' ? (handle as DocumentHandle) : {};
}

/**
 * Null when the page hydrates; otherwise the page's own script (undefined: none). Read by the document
 * (root.tsx) and by the parts of the layout that render differently for a page no script of React's runs on.
 */
export function useDocumentOnly(): { script: string | undefined } | null {
  const matches = useMatches();
  const documentOnly = matches.find((match) => {
    const { hydrate } = documentHandle(match.handle);
    return (typeof hydrate === 'function' ? hydrate(match.loaderData) : hydrate) === false;
  });
  return documentOnly ? { script: documentHandle(documentOnly.handle).script } : null;
}

/**
 * The document's attributes that tell the hydration loader (defer-hydration.server.ts) to wait for a person's
 * first touch: empty for a page that hydrates as it is read.
 */
export function useHydrateOn(): { 'data-hydrate-on'?: 'intent'; 'data-hydrate-kept'?: string } {
  const matches = useMatches();
  const waiting = matches.find((match) => documentHandle(match.handle).hydrateOn === 'intent');
  if (!waiting) return {};
  const { keptIn } = documentHandle(waiting.handle);
  return { 'data-hydrate-on': 'intent', ...(keptIn ? { 'data-hydrate-kept': keptIn } : {}) };
}
