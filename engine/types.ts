// The shapes of one category's draw (a weight class in an age group: one bracket, pool or Swiss event). The
// product's tournament holds many of these. Everything here is plain data so that a state can be stored as JSON
// (PostgreSQL jsonb) and handed back to the engine unchanged.

export type Format = 'single-elimination' | 'double-elimination' | 'round-robin' | 'swiss-system';

export const FORMATS: readonly Format[] = [
  'single-elimination',
  'double-elimination',
  'round-robin',
  'swiss-system',
];

export type EntryId = string;

export interface Entry {
  readonly id: EntryId;
  readonly name: string;
  readonly club: string;
  /** 1 is the strongest. Unseeded entries are placed by the seeded draw. */
  readonly seed?: number;
}

/** The marker for "nobody will come from here". */
export const BYE = 'bye';
export type Bye = typeof BYE;

/** An entry, nobody yet (`null`: waiting for an earlier bout) or nobody at all (`'bye'`). */
export type Slot = EntryId | null | Bye;

/** Slot 0 is the red corner, slot 1 the blue corner. */
export type Corner = 0 | 1;

export type Side = 'winners' | 'losers' | 'final' | 'third-place' | 'pool' | 'swiss';

export interface BoutLink {
  readonly bout: string;
  readonly slot: Corner;
}

export interface SlotSource {
  readonly bout: string;
  /** `red`/`blue` only for the grand-final reset, which repeats the grand final's corners. */
  readonly take: 'winner' | 'loser' | 'red' | 'blue';
}

export type BoutStatus =
  /** A slot still waits for an earlier bout. */
  | 'waiting'
  /** Both boxers known, no result yet. */
  | 'ready'
  /** A result stands (recorded, or a walkover after a withdrawal). */
  | 'completed'
  /** One boxer and no opponent: the boxer goes through without a bout. */
  | 'bye'
  /** Nobody (left) to box, or a grand-final reset that is not needed. */
  | 'cancelled';

/** DRAW only in a round robin whose rules allow draws. */
export type Outcome = 'WP' | 'RSC' | 'RSC-I' | 'KO' | 'ABD' | 'DSQ' | 'WO' | 'DRAW';
export const OUTCOMES: readonly Outcome[] = ['WP', 'RSC', 'RSC-I', 'KO', 'ABD', 'DSQ', 'WO', 'DRAW'];

/** Outcomes that end a bout before the final bell ("inside the distance"). */
export const STOPPAGES: readonly Outcome[] = ['RSC', 'RSC-I', 'KO', 'ABD'];

/**
 * Outcomes after which the beaten boxer is medically suspended for the rest of the event: a knockout and
 * a contest stopped for an injury (RSC-I), both treated as a blow to the head. See decision 0009.
 */
export const SUSPENDING: readonly Outcome[] = ['KO', 'RSC-I'];

/**
 * Every judge names a winner, so decisions are unanimous or split. `majority` (a level card, the others
 * for one boxer) and drawn bouts arise only in a round robin whose rules allow draws.
 */
export type Verdict = 'unanimous' | 'split' | 'majority';

export interface Scorecard {
  /** Who scored the card (name or number); informational. */
  readonly judge?: string;
  /** One `[red, blue]` pair per round scored. */
  readonly rounds: ReadonlyArray<readonly [number, number]>;
  /**
   * The boxer the judge names when the card's total is level after deductions. Required on a level card
   * (a judge must name a winner) except in a round robin that allows draws.
   */
  readonly preferred?: Corner;
}

export type Warnings = readonly [number, number];

export interface ResultInput {
  readonly outcome: Outcome;
  /** Required except for WP, DRAW and DSQ by a third warning, where the cards and warnings decide. */
  readonly winner?: EntryId;
  /** Round in which the bout ended; stoppages only. */
  readonly round?: number;
  readonly scorecards?: readonly Scorecard[];
  readonly warnings?: Warnings;
}

export interface BoutResult {
  readonly outcome: Outcome;
  /** Null only for a draw. */
  readonly winner: EntryId | null;
  readonly loser: EntryId | null;
  /** The corners as they were when the result was recorded; the result stands only while they hold. */
  readonly corners: readonly [EntryId, EntryId];
  readonly round?: number;
  readonly verdict?: Verdict;
  readonly scorecards?: readonly Scorecard[];
  readonly warnings?: Warnings;
  /** Per judge, `[red, blue]` after deductions for warnings. */
  readonly totals?: ReadonlyArray<readonly [number, number]>;
  /** Set when the engine, not a referee, produced the result (walkover after a withdrawal or suspension). */
  readonly auto?: true;
}

/** The officials of a bout, by their ids in the app. */
export interface Officials {
  readonly referee?: string;
  readonly judges?: readonly string[];
}

/** One judge's card as the rounds come in, while the bout is boxed. */
export interface LiveCard {
  readonly judge: string;
  readonly rounds: ReadonlyArray<readonly [number, number]>;
}

/**
 * What the app must not lose between calls while an event runs; the engine keeps it through every
 * change. Times are ISO 8601 with the venue's offset, as the caller gives them.
 */
export interface BoutLive {
  /** Bout number in the event's programme (across categories). */
  readonly number?: number;
  readonly ring?: string;
  readonly plannedStart?: string;
  readonly status?: 'in-progress';
  readonly startedAt?: string;
  readonly endedAt?: string;
  readonly officials?: Officials;
  readonly cards?: readonly LiveCard[];
}

export interface Bout {
  readonly id: string;
  readonly round: number;
  readonly position: number;
  readonly side: Side;
  readonly slots: readonly [Slot, Slot];
  readonly status: BoutStatus;
  readonly winner: EntryId | null;
  readonly result: BoutResult | null;
  /** Where each corner comes from; null for bouts drawn directly (round 1, pools, Swiss). */
  readonly sources: readonly [SlotSource | null, SlotSource | null] | null;
  /** Where the winner and the loser go next; null when nowhere. */
  readonly next: { readonly winner: BoutLink | null; readonly loser: BoutLink | null } | null;
  /** Programme, officials and live scoring; absent until the app sets some. */
  readonly live?: BoutLive;
}

export interface Round {
  /** e.g. `W1`, `L3`, `F1`, `T1`, `P4`, `S2`; a bout id is `${round id}-${position}`. */
  readonly id: string;
  readonly side: Side;
  readonly number: number;
  readonly bouts: readonly Bout[];
}

export interface Rules {
  /** 1 to 12. */
  readonly rounds: number;
  /** 1 to 5. */
  readonly roundMinutes: number;
  readonly judges: 3 | 5;
  /**
   * Round robin only, off by default: a level card may stay level and a bout with no majority of cards
   * is a draw. A resolved state carries it only when true.
   */
  readonly draws?: boolean;
}

export type TieBreaker =
  | 'wins'
  | 'head-to-head'
  | 'wins-inside-distance'
  | 'card-points'
  | 'points-difference'
  | 'fewest-warnings'
  | 'buchholz'
  | 'sonneborn-berger';

export const TIE_BREAKERS: readonly TieBreaker[] = [
  'wins',
  'head-to-head',
  'wins-inside-distance',
  'card-points',
  'points-difference',
  'fewest-warnings',
  'buchholz',
  'sonneborn-berger',
];

export interface DrawOptions {
  /** Seed of the draw's pseudo-random generator; the same seed gives the same draw. Default 1. */
  readonly seed?: number;
  readonly rules?: Partial<Rules>;
  readonly category?: string;
  /** Single elimination: box for third place instead of two bronzes. */
  readonly thirdPlaceBout?: boolean;
  /** Double elimination: a second grand final when the losers-bracket boxer wins the first. */
  readonly grandFinalReset?: boolean;
  /** Swiss system: number of rounds, default ceil(log2 n). */
  readonly rounds?: number;
  /** Round robin and Swiss: order of tie-breakers; the draw lot always settles what is left. */
  readonly tieBreakers?: readonly TieBreaker[];
}

export type WithdrawalReason = 'withdrawal' | 'medical' | 'disqualification';

export interface Withdrawal {
  readonly reason: WithdrawalReason;
  /**
   * Brackets and Swiss: the last bout the boxer had boxed when they withdrew. The byes and walkovers that
   * took them there stand; the withdrawal counts for what comes after. Absent if they had boxed none (and
   * in a pool, whose bouts are not boxed in a fixed order).
   */
  readonly lastBoxed?: string;
}

/** A boxer out of the rest of the event after losing a bout by KO or RSC-I. */
export interface Suspension {
  /** The bout that caused it. */
  readonly bout: string;
}

export interface Notice {
  readonly code: 'BYE_THEN_WALKOVER' | 'SECOND_BYE' | 'BYE_AFTER_WITHDRAWALS' | 'SWISS_ENDED_EARLY';
  readonly message: string;
  readonly entryId?: EntryId;
  readonly bout?: string;
}

/** Who asked for a change, when and why; `revision` is the revision the caller read (checked if given). */
export interface ChangeMeta {
  readonly by?: string;
  readonly at?: string;
  readonly reason?: string;
  readonly revision?: number;
}

interface AuditBase {
  /** The revision the change produced. */
  readonly revision: number;
  readonly by?: string;
  readonly at?: string;
  readonly reason?: string;
}

/** Corrections and the other decisions that change what went before, as they were made. */
export type AuditEntry =
  | (AuditBase & {
      readonly action: 'correction';
      readonly bout: string;
      readonly before: BoutResult;
      readonly after: BoutResult;
      readonly voided: readonly string[];
    })
  | (AuditBase & {
      readonly action: 'withdrawal' | 'reinstatement';
      readonly entryId: EntryId;
      readonly before: Withdrawal | null;
      readonly after: Withdrawal | null;
      readonly voided: readonly string[];
    })
  | (AuditBase & {
      readonly action: 'card-correction';
      readonly bout: string;
      readonly judge: string;
      readonly round: number;
      readonly before: readonly [number, number];
      readonly after: readonly [number, number];
    });

export const STATE_VERSION = 2;

export interface CategoryDraw {
  readonly version: 2;
  readonly format: Format;
  readonly category?: string;
  readonly seed: number;
  readonly rules: Rules;
  readonly thirdPlaceBout: boolean;
  readonly grandFinalReset: boolean;
  /** Swiss: rounds to be paired in all. Other formats: rounds in the draw. */
  readonly plannedRounds: number;
  readonly tieBreakers: readonly TieBreaker[];
  readonly entries: readonly Entry[];
  /** Entry ids from first to last seed after the draw (explicit seeds first, then by lot). */
  readonly seeding: readonly EntryId[];
  readonly withdrawn: Readonly<Record<EntryId, Withdrawal>>;
  /** Derived from the results: who lost a standing bout by KO or RSC-I (the first such bout). */
  readonly suspended: Readonly<Record<EntryId, Suspension>>;
  readonly rounds: readonly Round[];
  readonly notices: readonly Notice[];
  /** One more with every change, so the app can refuse a change made on a stale copy. */
  readonly revision: number;
  readonly audit: readonly AuditEntry[];
}

export interface Change {
  readonly state: CategoryDraw;
  /** Bouts whose recorded result no longer stands (or that no longer exist) because of this change. */
  readonly voided: readonly string[];
  /** Bouts other than the one addressed whose corners, winner or status changed. */
  readonly changed: readonly string[];
  /** Set when the engine recorded another outcome than the one entered, and why. */
  readonly reclassified?: {
    readonly from: Outcome;
    readonly to: Outcome;
    readonly reason: string;
  };
}
