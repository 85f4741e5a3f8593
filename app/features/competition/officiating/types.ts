import type { CornerName, FoulType } from '@server/db/schema/officiating';
import type { Outcome } from '../engine';

/** The shapes officiating takes and gives: the bout sheet every screen reads, and the inputs of each change. */

export type OfficialRef = { userId: string; name: string };
export type SheetCorner = { entryId: number; boxerId: string; name: string; club: string | null };
export type SheetViewerRole = 'referee' | 'judge' | 'recorder' | 'timekeeper' | 'organiser' | 'public';
export type SheetDecision = {
  outcome: string;
  winner: CornerName | null;
  round: number | null;
  verdict: string | null;
  totals: Array<[number, number]> | null;
};
export type BoutSheet = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  /** The one ETA (bout-times.server.ts): what every screen shows as the bout's time. */
  eta: string | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  tournament: { id: number; name: string; slug: string };
  category: { id: number; label: string };
  rules: { rounds: number; roundMinutes: number; judges: number };
  red: SheetCorner | null;
  blue: SheetCorner | null;
  officials: {
    referee: OfficialRef | null;
    judges: Array<OfficialRef & { seat: number }>;
    recorder: OfficialRef | null;
  };
  viewer: { role: SheetViewerRole; seat: number | null };
  rounds: Array<{
    round: number;
    complete: boolean;
    cards: Array<{ seat: number; red: number; blue: number }>;
    mine: { red: number; blue: number } | null;
  }>;
  warnings: { red: number; blue: number };
  fouls: Array<{
    id: number;
    round: number;
    corner: CornerName;
    foulType: FoulType;
    deduct: boolean;
    description: string | null;
    createdAt: string;
  }>;
  decision: SheetDecision | null;
  corrections: Array<{
    createdAt: string;
    actorName: string | null;
    reason: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    voided: string[];
  }>;
};

export type ScorecardInput = {
  round: number;
  red: number;
  blue: number;
  /** The recorder names the judge's seat; a judge sends their own card. */
  seat?: number;
  /** The boxer a judge names on a card level after deductions (last round). */
  preferred?: CornerName;
};
export type FoulInput = {
  corner: CornerName;
  foulType: FoulType;
  round: number;
  deduct: boolean;
  description?: string;
};
export type DecisionInput = { outcome: Outcome; winner?: CornerName; round?: number };
export type CorrectionInput = DecisionInput & { reason: string; acceptVoided?: boolean };

export type ScorecardOutcome = {
  sheet: BoutSheet;
  replayed: boolean;
  roundComplete: boolean;
  decided: boolean;
};

export type FoulOutcome = { sheet: BoutSheet; disqualified: boolean };

/** `changed: false` when the correction asked for the result the bout already has: nothing was done. */
export type CorrectionOutcome = { sheet: BoutSheet; voided: string[]; changed: boolean };
