import { useCallback, useEffect, useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import { readBout } from './api';
import { keepSheet } from './offline/device';

export type ScorecardAnswer = {
  bout: BoutSheet;
  replayed: boolean;
  roundComplete: boolean;
  decided: boolean;
};

/** How often the page asks for the bout while it can still change (realtime arrives with issue 17). */
export const POLL_MS = 3000;

/**
 * The bout as this official sees it, asked again every few seconds while it is scheduled or in progress, so
 * a judge sees a round complete and the decision, and the referee the cards coming in.
 */
export function useBoutSheet(initial: BoutSheet) {
  const [sheet, setSheet] = useState(initial);
  useEffect(() => setSheet(initial), [initial]);
  const live = sheet.status === 'scheduled' || sheet.status === 'in_progress';
  useEffect(() => {
    let stopped = false;
    const read = () =>
      readBout(sheet.id)
        .then((next) => {
          if (!stopped) setSheet(next);
        })
        // A missed poll (the venue's network) is tried again at the next tick.
        .catch(() => undefined);
    // At once too: a page opened from the device's cache shows the bout as it was last seen.
    void read();
    if (!live) return () => void (stopped = true);
    const timer = window.setInterval(read, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [live, sheet.id]);
  // A write's answer is the newest sheet: kept where the officials' service worker answers from offline
  // (decision 0014; the worker keeps the reads itself). Not the first one: a page opened from the cache
  // renders an older sheet than the one kept.
  const update = useCallback((next: BoutSheet) => {
    setSheet(next);
    keepSheet(next);
  }, []);
  return { sheet, update };
}
