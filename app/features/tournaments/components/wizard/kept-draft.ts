import type { RawValues } from '~/components/forms/submission';
import { LAUNCH_KEY_FIELD } from './wizard-fields';

/**
 * A wizard draft kept in this browser (issue 14: a visitor who reaches Launch signs in or gets started and
 * comes back to the same draft). Only what the person typed is kept, on their device; it is removed once
 * the tournament is created. Storage may be unavailable (private mode, quota): then nothing is kept.
 */
export const KEPT_DRAFT_KEY = 'ajbxng:tournament-wizard:v1';

export type KeptDraft = { values: RawValues; step: number; savedAt: string };

function isValues(value: unknown): value is RawValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
}

export function readKeptDraft(): KeptDraft | null {
  try {
    const raw = window.localStorage.getItem(KEPT_DRAFT_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptDraft>;
    if (!isValues(kept.values) || typeof kept.step !== 'number' || typeof kept.savedAt !== 'string')
      return null;
    return { values: kept.values, step: kept.step, savedAt: kept.savedAt };
  } catch {
    return null;
  }
}

export function keepDraft(values: RawValues, step: number) {
  try {
    // The page's launch key is the page's, not the draft's: a new page brings a new one.
    const { [LAUNCH_KEY_FIELD]: _key, ...typed } = values;
    const kept: KeptDraft = { values: typed, step, savedAt: new Date().toISOString() };
    window.localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Nothing kept: the wizard still works, the draft just does not survive leaving the page.
  }
}

export function forgetKeptDraft() {
  try {
    window.localStorage.removeItem(KEPT_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
}
