import { fail } from './errors';
import type { EngineErrorCode } from './errors';
import { build } from './state';
import { STATE_VERSION } from './types';
import type { AuditEntry, CategoryDraw, Change, ChangeMeta } from './types';

// Every change the engine makes goes through here: the caller's revision is checked, the revision goes
// up by one, and corrections are written to the audit trail with who made them, when and why.

const TEXT_LIMIT = 1000;

/** A state read back from storage is trusted for its shape; this catches a wrong object early. */
export function checkState(state: CategoryDraw): void {
  if (typeof state !== 'object' || state === null || !Array.isArray(state.rounds))
    fail('INVALID_STATE', `not a category draw state (version ${STATE_VERSION})`);
  if (state.version !== STATE_VERSION)
    fail(
      'INVALID_STATE',
      `state version ${String(state.version)}: read it through migrateState first (this engine keeps version ${STATE_VERSION})`,
    );
}

/** Checks who/when/why and, if given, that the caller worked on the latest revision. */
export function checkMeta(state: CategoryDraw, meta: ChangeMeta | undefined): void {
  if (meta === undefined) return;
  if (typeof meta !== 'object' || meta === null) fail('INVALID_OPTIONS', 'meta must be an object');
  for (const key of ['by', 'at', 'reason'] as const) {
    const value = meta[key];
    if (value !== undefined && (typeof value !== 'string' || value === '' || value.length > TEXT_LIMIT))
      fail('INVALID_OPTIONS', `${key} must be a text of 1 to ${TEXT_LIMIT} characters`, { [key]: value });
  }
  if (meta.at !== undefined) checkTime(meta.at, 'at');
  if (meta.revision !== undefined && meta.revision !== state.revision)
    fail(
      'STALE_STATE',
      `this category has changed since it was read (revision ${state.revision}, the change was made on ${String(meta.revision)}): reload it and try again`,
      { revision: state.revision },
    );
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date and time with its offset (Z or ±hh:mm), as the venue's clock gives it. */
export function checkTime(value: unknown, name: string, code: EngineErrorCode = 'INVALID_OPTIONS'): number {
  const ms = typeof value === 'string' && ISO_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms))
    fail(code, `${name} must be a date and time with its offset, e.g. 2026-05-02T10:00+01:00`, {
      [name]: value,
    });
  return ms;
}

export type AuditDraft = AuditEntry extends infer E
  ? E extends AuditEntry
    ? Omit<E, 'revision' | 'by' | 'at' | 'reason'>
    : never
  : never;

/** Everything a change decides; every field is always given, so these objects share one shape. */
export interface Commit {
  readonly rounds: CategoryDraw['rounds'];
  readonly notices: CategoryDraw['notices'];
  readonly withdrawn: CategoryDraw['withdrawn'];
  readonly suspended: CategoryDraw['suspended'];
  readonly voided: readonly string[];
  readonly changed: readonly string[];
  readonly reclassified: Change['reclassified'] | undefined;
  readonly audit: AuditDraft | undefined;
}

/** The state after a change: one revision on, with the audit entry the change calls for. */
export function commit(state: CategoryDraw, c: Commit, meta: ChangeMeta | undefined): Change {
  const revision = state.revision + 1;
  let audit = state.audit;
  if (c.audit !== undefined) {
    const entry: Record<string, unknown> = { ...c.audit, revision };
    if (meta?.by !== undefined) entry.by = meta.by;
    if (meta?.at !== undefined) entry.at = meta.at;
    if (meta?.reason !== undefined) entry.reason = meta.reason;
    audit = [...audit, entry as unknown as AuditEntry];
  }
  const next = build(state, c.rounds, c.notices, c.withdrawn, c.suspended, revision, audit);
  const change: { -readonly [K in keyof Change]: Change[K] } = {
    state: next,
    voided: c.voided,
    changed: c.changed,
  };
  if (c.reclassified !== undefined) change.reclassified = c.reclassified;
  return change;
}
