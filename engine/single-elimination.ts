import { BracketBuilder } from './bracket';
import type { DraftBout } from './bracket';
import type { Bye, EntryId, Round } from './types';

export function roundCount(size: number): number {
  return Math.round(Math.log2(size));
}

/** The winners' bracket: round 1 from the drawn positions, then winner against winner. Returns its rounds. */
export function buildWinnersBracket(
  builder: BracketBuilder,
  positions: ReadonlyArray<EntryId | Bye>,
): DraftBout[][] {
  const rounds: DraftBout[][] = [];
  const count = roundCount(positions.length);
  for (let r = 1; r <= count; r++) {
    const bouts = builder.addRound('winners', 'W', r, positions.length >> r);
    const previous = rounds[r - 2];
    for (let i = 0; i < bouts.length; i++) {
      const bout = bouts[i] as DraftBout;
      if (!previous) bout.slots = [positions[2 * i] as EntryId | Bye, positions[2 * i + 1] as EntryId | Bye];
      else {
        builder.link(previous[2 * i] as DraftBout, 'winner', bout, 0);
        builder.link(previous[2 * i + 1] as DraftBout, 'winner', bout, 1);
      }
    }
    rounds.push(bouts);
  }
  return rounds;
}

/**
 * Olympic boxing gives both beaten semi-finalists bronze; a bout for third place between them is
 * an option (it needs semi-finals, so not with two entries).
 */
export function buildSingleElimination(
  positions: ReadonlyArray<EntryId | Bye>,
  thirdPlaceBout: boolean,
): Round[] {
  const builder = new BracketBuilder();
  const winners = buildWinnersBracket(builder, positions);
  const semis = winners[winners.length - 2];
  if (thirdPlaceBout && semis) {
    const [third] = builder.addRound('third-place', 'T', 1, 1) as [DraftBout];
    builder.link(semis[0] as DraftBout, 'loser', third, 0);
    builder.link(semis[1] as DraftBout, 'loser', third, 1);
  }
  return builder.build();
}
