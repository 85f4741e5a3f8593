import { useCallback, useEffect, useState } from 'react';
import type { BoutSheet } from '~/features/competition';
import { readBout } from './api';

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
    if (!live) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      readBout(sheet.id)
        .then((next) => {
          if (!stopped) setSheet(next);
        })
        // A missed poll (the venue's network) is tried again at the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [live, sheet.id]);
  const update = useCallback((next: BoutSheet) => setSheet(next), []);
  return { sheet, update };
}
