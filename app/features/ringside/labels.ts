import type { CornerName, FoulType } from '@server/db/schema/officiating';

/**
 * The words ringside screens use (SPEC §5 foul form, issue 16): foul types in the order the referee picks
 * them (SPEC's three first), the stoppage outcomes, the score buttons of a judge's card.
 */

export const foulTypeOptions: readonly { value: FoulType; label: string }[] = [
  { value: 'low_blow', label: 'Low Blow' },
  { value: 'holding', label: 'Holding' },
  { value: 'unsportsmanlike_conduct', label: 'Unsportsmanlike Conduct' },
  { value: 'head_butt', label: 'Head butt' },
  { value: 'hitting_after_break', label: 'Hitting after break' },
  { value: 'open_glove', label: 'Open glove' },
  { value: 'ducking_below_belt', label: 'Ducking below the belt' },
  { value: 'pushing', label: 'Pushing' },
  { value: 'other', label: 'Other' },
];

export function foulTypeLabel(type: FoulType): string {
  return foulTypeOptions.find((o) => o.value === type)?.label ?? type;
}

/** The referee's stoppages (a decision on points comes from the cards). */
export const stoppageOptions = [
  { value: 'RSC', label: 'RSC: referee stops the contest' },
  { value: 'RSC-I', label: 'RSC-I: stopped for injury' },
  { value: 'KO', label: 'KO: knockout' },
  { value: 'ABD', label: 'ABD: abandoned' },
  { value: 'DSQ', label: 'DSQ: disqualification' },
] as const;
export type Stoppage = (typeof stoppageOptions)[number]['value'];

const outcomeWords: Record<string, string> = {
  WP: 'Win on points',
  RSC: 'Referee stopped the contest',
  'RSC-I': 'Stopped for injury',
  KO: 'Knockout',
  ABD: 'Abandoned',
  DSQ: 'Disqualification',
  WO: 'Walkover',
  DRAW: 'Draw',
};
export function outcomeLabel(outcome: string): string {
  return outcomeWords[outcome] ?? outcome;
}

/**
 * A round's score buttons, red first (10-point must: 10 to the round's winner, 7 to 9 to the loser). No
 * 10-10: amateur rules give every round a winner, and the service refuses a level round.
 */
export const scoreOptions: readonly { red: number; blue: number }[] = [
  { red: 10, blue: 9 },
  { red: 10, blue: 8 },
  { red: 10, blue: 7 },
  { red: 9, blue: 10 },
  { red: 8, blue: 10 },
  { red: 7, blue: 10 },
];

export const cornerWord: Record<CornerName, string> = { red: 'Red', blue: 'Blue' };

export const roleLabel = {
  referee: 'Referee',
  judge: 'Judge',
  recorder: 'Recorder',
  timekeeper: 'Timekeeper',
} as const;

export const statusBadge = {
  scheduled: { tone: 'blue', label: 'Scheduled' },
  in_progress: { tone: 'red', label: 'In progress' },
  decided: { tone: 'green', label: 'Completed' },
  cancelled: { tone: 'muted', label: 'Cancelled' },
} as const;

/** A card's totals after the warnings (one point off every card per warning). */
export function cardTotals(
  rounds: readonly { red: number; blue: number }[],
  warnings: { red: number; blue: number },
): { red: number; blue: number } {
  return {
    red: rounds.reduce((s, r) => s + r.red, 0) - warnings.red,
    blue: rounds.reduce((s, r) => s + r.blue, 0) - warnings.blue,
  };
}
