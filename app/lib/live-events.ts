/**
 * What a page that follows a tournament's live events needs to know, with no React in it: the hydrated pages'
 * hook (use-live-events.ts) and the live documents' own script (document-scripts/live-page.ts) share it.
 */

/** What server/realtime sends (DESIGN "Realtime"); `reload` when a reconnecting page missed too much. */
export type LiveEventType =
  | 'tournament.updated'
  | 'draw.published'
  | 'bout.scheduled'
  | 'bout.started'
  | 'round.scored'
  | 'bout.decided'
  | 'bout.corrected'
  | 'bout.foul'
  | 'vote.cast'
  | 'bout.clock'
  | 'bout.protest';
/** A round clock's state as `bout.clock` carries it (issue 33): times in epoch ms, `at` the server's. */
export type LiveClock = {
  round: number;
  phase: 'ready' | 'running' | 'paused' | 'rest' | 'finished';
  phaseStartedAt: number | null;
  elapsedMs: number;
  revision: number;
  at: number;
};
/** `status`: a tournament's status after a `tournament.updated` that moved it (issue 27). */
export type LivePayload = {
  tournamentId: number;
  categoryId?: number;
  boutId?: number;
  round?: number;
  status?: string;
  clock?: LiveClock;
};

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'tournament.updated',
  'draw.published',
  'bout.scheduled',
  'bout.started',
  'round.scored',
  'bout.decided',
  'bout.corrected',
  'bout.foul',
  'vote.cast',
  'bout.clock',
  // Issue 33: a protest lodged or decided (the bout page's "Under review").
  'bout.protest',
];

/** `live` once the stream is open and caught up; `reconnecting` while it waits to try again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** SPEC §7: a page that loses its stream tries again after 1 s, doubling up to 30 s. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait before the try after this one (`delay` the wait before this one). */
export const nextRetryMs = (delay: number) => Math.min(delay * 2, MAX_RETRY_MS);

/**
 * Events that come together (a round's last card decides the bout) refetch the page once. The wait is not
 * restarted by each event, so a steady flow (every tournament's events, on a dashboard) still refetches.
 */
export const BURST_MS = 150;

/** A relevance rule: which events change what a page shows. */
export type Relevance = (type: LiveEventType, payload: LivePayload) => boolean;

/** The bout order: bouts starting, ending and moving change it; cards and fouls within a bout do not. */
/**
 * What changes a list of bouts (a dashboard's, a live tournament's Now and Next): bouts scheduled, started,
 * decided or corrected, draws and tournaments; not a round's cards, a warning or a vote, which no such list
 * shows.
 */
export const changesBoutLists = (type: LiveEventType) =>
  type !== 'round.scored' && type !== 'bout.foul' && type !== 'vote.cast' && type !== 'bout.clock';

export const changesBoutOrder: Relevance = (type) => type !== 'round.scored' && type !== 'bout.foul';

/**
 * A category's draw: its own draw, starts and results, and the tournament's own changes (not another
 * category's); not a round's cards, a warning or a vote, which it does not show.
 */
export const changesCategoryDraw =
  (categoryId: number): Relevance =>
  (type, payload) =>
    (payload.categoryId === undefined || payload.categoryId === categoryId) &&
    type !== 'round.scored' &&
    type !== 'bout.foul' &&
    type !== 'vote.cast';

/**
 * Whether an event makes a page refetch: a `bout.clock` never does (it carries what changed, and a tap must
 * not make every screen of a tournament reload); the others when the page's rule says so.
 */
export const refetchesFor = (relevant: Relevance | undefined, type: LiveEventType, payload: LivePayload) =>
  type !== 'bout.clock' && (!relevant || relevant(type, payload));

/** The status line's words after "As of … WAT" on a page that follows the bouts. */
export const followingText = (status: LiveStatus) =>
  status === 'live' ? '; this page follows the bouts as they happen.' : '.';
