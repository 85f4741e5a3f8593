import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept on this device (localStorage) under `key`, so what an official chose and has not sent
 * survives a reload. The server renders it empty; the device's value shows once the page has hydrated.
 */
const CHANGE = 'ringside:draft';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

function read(key: string | null): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function useDeviceDraft(key: string | null): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      if (!key) return;
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        // A device without storage (private mode) keeps nothing: the choice then lives until a reload.
      }
      window.dispatchEvent(new Event(CHANGE));
    },
    [key],
  );
  return [value, set];
}

/** Forgets the value under `key` (a card once the outbox holds it), whichever round the page shows now. */
export function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
  window.dispatchEvent(new Event(CHANGE));
}
