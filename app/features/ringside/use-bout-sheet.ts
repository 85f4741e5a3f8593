import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import { readBout, RingsideError } from './api';
import { keepSheet } from './offline/device';

export type ScorecardAnswer = {
  bout: BoutSheet;
  replayed: boolean;
  roundComplete: boolean;
  decided: boolean;
};

/** How often the page asks for the bout while it can still change (it polls; it does not follow the live stream). */
export const POLL_MS = 3000;

/**
 * The bout as this official sees it, asked again every few seconds while it is scheduled or in progress, so
 * a judge sees a round complete and the decision, and the referee the cards coming in. A read that comes
 * back as another viewer (the session ended: the bout is public) leaves the page as it is and says so.
 */
export function useBoutSheet(initial: BoutSheet) {
  const [sheet, setSheet] = useState(initial);
  useEffect(() => setSheet(initial), [initial]);
  // Counts the write answers this page took: a read asked before the latest of them may carry the bout
  // as it was before that write (a slow network answers late), and is dropped rather than undo it.
  const writes = useRef(0);
  // The session ended under the page (the read then answers as to a visitor, or 401): the official keeps
  // their own view of the bout, and is asked to sign in again.
  const [sessionEnded, setSessionEnded] = useState(false);
  const live = sheet.status === 'scheduled' || sheet.status === 'in_progress';
  useEffect(() => {
    let stopped = false;
    const read = () => {
      const asked = writes.current;
      return (
        readBout(sheet.id)
          .then((next) => {
            if (stopped || asked !== writes.current) return;
            if (next.viewer.role !== sheet.viewer.role) return setSessionEnded(true);
            setSessionEnded(false);
            setSheet(next);
          })
          // A missed poll (the venue's network) is tried again at the next tick.
          .catch((error: unknown) => {
            if (!stopped && error instanceof RingsideError && error.status === 401) setSessionEnded(true);
          })
      );
    };
    // At once too: a page opened from the device's cache shows the bout as it was last seen.
    void read();
    if (!live) return () => void (stopped = true);
    const timer = window.setInterval(read, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [live, sheet.id, sheet.viewer.role]);
  // A write's answer is the newest sheet: kept where the officials' service worker answers from offline
  // (decision 0014; the worker keeps the reads itself). Not the first one: a page opened from the cache
  // renders an older sheet than the one kept.
  const update = useCallback((next: BoutSheet) => {
    writes.current += 1;
    setSheet(next);
    keepSheet(next);
  }, []);
  return { sheet, update, sessionEnded };
}
