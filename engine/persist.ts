import { findLocation } from './state';
import type { Bout, CategoryDraw, Round } from './types';

// What to write after a change. A category's state is one JSON document, but a result changes a few
// bouts of it: writing the whole document after every result costs its full size each time (a pool of
// 128 is 3 MB, 8,128 results), so the app writes only the parts a change replaced, each at its path
// (PostgreSQL: jsonb_set(state, path, value), which appends at an index one past the end). States share
// every part a change did not touch, so the parts are found by identity, without comparing contents.

export type PatchPath = ReadonlyArray<string | number>;

export interface PatchOperation {
  /**
   * e.g. ['rounds', 2, 'bouts', 5, 'result'], ['revision'], ['rounds', 3] for a Swiss round just paired.
   * A bout's id, place and links never change: only the fields of it that did are written.
   */
  readonly path: PatchPath;
  readonly value: unknown;
  /** The field is gone (PostgreSQL: state #- path): only a bout's live details, when all are taken away. */
  readonly remove?: true;
}

const BOUT_FIELDS = ['slots', 'status', 'winner', 'result', 'live'] as const;

const TOP = ['withdrawn', 'suspended', 'notices', 'audit'] as const;

/**
 * The parts of `after` to write over `before`, in order; `before` must be the state `after` came from.
 * `bouts`, when given, are the bouts the change may have touched (the one addressed and the change's
 * `changed`): only those are compared, instead of every round, which in a pool of 1,024 (1,023 rounds)
 * costs more than the change itself.
 */
export function statePatch(
  before: CategoryDraw,
  after: CategoryDraw,
  bouts?: readonly string[],
): PatchOperation[] {
  if (before === after) return [];
  const ops: PatchOperation[] = [{ path: ['revision'], value: after.revision }];
  for (const key of TOP) if (before[key] !== after[key]) ops.push({ path: [key], value: after[key] });
  if (before.rounds === after.rounds) return ops;
  if (after.rounds.length < before.rounds.length) {
    // Rounds gone (a Swiss round to pair again later): the list is written whole.
    ops.push({ path: ['rounds'], value: after.rounds });
    return ops;
  }
  if (bouts === undefined) {
    for (let r = 0; r < after.rounds.length; r++) {
      const now = after.rounds[r] as Round;
      const was = before.rounds[r];
      if (was === now) continue;
      if (was === undefined || was.bouts.length !== now.bouts.length) {
        ops.push({ path: ['rounds', r], value: now });
        continue;
      }
      for (let p = 0; p < now.bouts.length; p++)
        boutFields(ops, r, p, was.bouts[p] as Bout, now.bouts[p] as Bout);
    }
    return ops;
  }
  // Rounds new since (a Swiss round paired), or whose bouts are not the same in number, are written whole.
  // Plain arrays: a change touches a handful of bouts, and this runs for every result.
  const whole: number[] = [];
  for (let r = before.rounds.length; r < after.rounds.length; r++) whole.push(r);
  for (let i = 0; i < bouts.length; i++) {
    const id = bouts[i] as string;
    if (bouts.indexOf(id) < i) continue;
    const at = findLocation(after.rounds, id) ?? findLocation(before.rounds, id);
    if (at === null || whole.includes(at.round)) continue;
    const was = before.rounds[at.round] as Round;
    const now = after.rounds[at.round] as Round;
    if (was === now) continue;
    if (was.bouts.length !== now.bouts.length) whole.push(at.round);
    else
      boutFields(ops, at.round, at.position, was.bouts[at.position] as Bout, now.bouts[at.position] as Bout);
  }
  for (const r of whole.sort((a, b) => a - b)) ops.push({ path: ['rounds', r], value: after.rounds[r] });
  return ops;
}

/** The fields of a bout that changed (a bout's id, place and links never do), or the bout if it is another. */
function boutFields(ops: PatchOperation[], r: number, p: number, a: Bout, b: Bout): void {
  if (a === b) return;
  if (a.id !== b.id) {
    ops.push({ path: ['rounds', r, 'bouts', p], value: b });
    return;
  }
  for (const field of BOUT_FIELDS)
    if (a[field] !== b[field])
      ops.push(
        b[field] === undefined
          ? { path: ['rounds', r, 'bouts', p, field], value: null, remove: true }
          : { path: ['rounds', r, 'bouts', p, field], value: b[field] },
      );
}

/** Applies a patch to a document read back from JSON (what the database does); returns a new document. */
export function applyPatch<T>(document: T, ops: readonly PatchOperation[]): T {
  const root = structuredClone(document) as Record<string | number, unknown>;
  for (const { path, value, remove } of ops) {
    let node = root;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (remove) delete node[last];
    else node[last] = structuredClone(value);
  }
  return root as T;
}
