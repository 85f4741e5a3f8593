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
