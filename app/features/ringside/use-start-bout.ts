import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { BoutSheet } from '~/features/competition';
import { actionKey, writeBout } from './api';

/** SPEC §8: the toasts of Start Match, word for word. */
export const START_SUCCESS = { title: 'Match Started', description: 'Match is now in progress' } as const;
export const START_FAILURE = 'Failed to start match';

/**
 * Start Match (SPEC §4): scheduled → in progress through the API, with SPEC §8's toasts. One key per bout
 * until it answers: a double tap or a retry after a lost answer starts it once.
 */
export function useStartBout(onStarted: (sheet: BoutSheet) => void) {
  const keys = useRef(new Map<number, string>());
  const [starting, setStarting] = useState<number | null>(null);
  const start = useCallback(
    async (boutId: number) => {
      const key = keys.current.get(boutId) ?? actionKey();
      keys.current.set(boutId, key);
      setStarting(boutId);
      try {
        const { bout } = await writeBout<{ bout: BoutSheet }>(boutId, 'start', {}, key);
        keys.current.delete(boutId);
        toast.success(START_SUCCESS.title, { description: START_SUCCESS.description });
        onStarted(bout);
      } catch (error) {
        // A refusal changed nothing: the next tap asks afresh.
        if (!(error instanceof Error && 'status' in error && error.status === 0)) keys.current.delete(boutId);
        toast.error(START_FAILURE, {
          description: error instanceof Error ? error.message : 'Try again.',
        });
      } finally {
        setStarting(null);
      }
    },
    [onStarted],
  );
  return { start, starting };
}
