/**
 * The one public vocabulary of a bout's state (issue 26), used by the API (`state`), the live stream's
 * payloads and every page. Before it there were four: the engine's (`waiting|ready|completed|bye|
 * cancelled` plus a live `in-progress`), the database's (`scheduled|in_progress|decided|cancelled`), the
 * pages' mix and one per API endpoint.
 *
 * - `waiting`: a corner is still to be decided (it comes from a bout not yet boxed);
 * - `ready`: both boxers are known, the bout is still to box;
 * - `in_progress`: in the ring now;
 * - `decided`: a result stands (on the cards, a stoppage, a disqualification or a walkover);
 * - `bye`: a boxer goes through without a bout (no bout is boxed);
 * - `cancelled`: the bout will not be boxed (its place was voided by the draw).
 *
 * An empty corner is `to-be-decided` everywhere.
 */
export const publicBoutStates = ['waiting', 'ready', 'in_progress', 'decided', 'bye', 'cancelled'] as const;
export type PublicBoutState = (typeof publicBoutStates)[number];

/** From the engine's status of a bout and whether it is in the ring now. */
export function publicBoutState(bout: {
  engineStatus: 'waiting' | 'ready' | 'completed' | 'bye' | 'cancelled';
  inProgress: boolean;
}): PublicBoutState {
  if (bout.engineStatus === 'completed') return 'decided';
  if (bout.engineStatus === 'bye') return 'bye';
  if (bout.engineStatus === 'cancelled') return 'cancelled';
  if (bout.inProgress) return 'in_progress';
  return bout.engineStatus;
}

/** From a bouts row (its stored status and corners): what the API's bout lists and the pages say. */
export function rowBoutState(row: {
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  redEntryId: number | null;
  blueEntryId: number | null;
}): PublicBoutState {
  if (row.status === 'scheduled')
    return row.redEntryId === null || row.blueEntryId === null ? 'waiting' : 'ready';
  return row.status;
}

/** What a person reads for each state. */
export const boutStateLabel: Record<PublicBoutState, string> = {
  waiting: 'Waiting',
  ready: 'To box',
  in_progress: 'In progress',
  decided: 'Decided',
  bye: 'Bye',
  cancelled: 'Cancelled',
};
