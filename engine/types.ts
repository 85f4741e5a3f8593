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

export type Outcome = 'WP' | 'RSC' | 'RSC-I' | 'KO' | 'ABD' | 'DSQ' | 'WO';
export const OUTCOMES: readonly Outcome[] = ['WP', 'RSC', 'RSC-I', 'KO', 'ABD', 'DSQ', 'WO'];

export type Verdict = 'unanimous' | 'split' | 'majority';

export interface Scorecard {
  /** Who scored the card (name or number); informational. */
  readonly judge?: string;
  /** One `[red, blue]` pair per round scored. */
  readonly rounds: ReadonlyArray<readonly [number, number]>;
  /** A judge whose total is level after deductions may name the better boxer. */
  readonly preferred?: Corner;
}

export type Warnings = readonly [number, number];

export interface ResultInput {
  readonly outcome: Outcome;
  /** Required except for WP (and DSQ by a third warning), where the cards and warnings decide. */
  readonly winner?: EntryId;
  /** Round in which the bout ended; stoppages only. */
  readonly round?: number;
  readonly scorecards?: readonly Scorecard[];
  readonly warnings?: Warnings;
}

export interface BoutResult {
  readonly outcome: Outcome;
  readonly winner: EntryId;
  readonly loser: EntryId;
  /** The corners as they were when the result was recorded; the result stands only while they hold. */
  readonly corners: readonly [EntryId, EntryId];
  readonly round?: number;
  readonly verdict?: Verdict;
  readonly scorecards?: readonly Scorecard[];
  readonly warnings?: Warnings;
  /** Per judge, `[red, blue]` after deductions for warnings. */
  readonly totals?: ReadonlyArray<readonly [number, number]>;
  /** Set when the engine, not a referee, produced the result (walkover after a withdrawal). */
  readonly auto?: true;
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
}

export type TieBreaker =
  'wins' | 'head-to-head' | 'points-difference' | 'fewest-warnings' | 'buchholz' | 'sonneborn-berger';

export const TIE_BREAKERS: readonly TieBreaker[] = [
  'wins',
  'head-to-head',
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
}

export interface Notice {
  readonly code: 'BYE_THEN_WALKOVER' | 'SWISS_ENDED_EARLY';
  readonly message: string;
  readonly entryId?: EntryId;
  readonly bout?: string;
}

export interface CategoryDraw {
  readonly version: 1;
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
  readonly rounds: readonly Round[];
  readonly notices: readonly Notice[];
}

export interface Change {
  readonly state: CategoryDraw;
  /** Bouts whose recorded result no longer stands (or that no longer exist) because of this change. */
  readonly voided: readonly string[];
  /** Bouts other than the one addressed whose corners, winner or status changed. */
  readonly changed: readonly string[];
}
