import { recordResult } from './progression';
import type { Prng } from './prng';
import { isComplete } from './state';
import type { Bout, Corner, ResultInput, Rules, Scorecard, CategoryDraw, Warnings } from './types';

// Random but legal officiating, for the simulator, the benchmark and the property tests.

/**
 * Cards for a bout that went the distance. A card left level by the warnings' deductions names the
 * boxer the judge preferred, so the cards always decide.
 */
export function randomScorecards(
  rules: Rules,
  favourite: Corner,
  prng: Prng,
  warnings: Warnings = [0, 0],
): Scorecard[] {
  const cards: Scorecard[] = [];
  for (let j = 0; j < rules.judges; j++) {
    const rounds: Array<[number, number]> = [];
    let red = -warnings[0];
    let blue = -warnings[1];
    for (let r = 0; r < rules.rounds; r++) {
      const roll = prng.next();
      const loser = roll < 0.8 ? 9 : roll < 0.97 ? 8 : 7;
      const pair: [number, number] = prng.next() < 0.65 === (favourite === 0) ? [10, loser] : [loser, 10];
      red += pair[0];
      blue += pair[1];
      rounds.push(pair);
    }
    cards.push(
      red === blue ? { judge: `J${j + 1}`, rounds, preferred: favourite } : { judge: `J${j + 1}`, rounds },
    );
  }
  return cards;
}

export function randomResult(bout: Bout, rules: Rules, prng: Prng): ResultInput {
  const favourite: Corner = prng.int(2) as Corner;
  const winner = bout.slots[favourite] as string;
  const roll = prng.next();
  const round = 1 + prng.int(rules.rounds);
  if (roll < 0.7) {
    const warned = prng.next();
    const warnings: [number, number] = [0, 0];
    if (warned < 0.15) warnings[prng.int(2)] = warned < 0.03 ? 2 : 1;
    return { outcome: 'WP', scorecards: randomScorecards(rules, favourite, prng, warnings), warnings };
  }
  if (roll < 0.8) return { outcome: 'RSC', winner, round };
  if (roll < 0.85) return { outcome: 'KO', winner, round };
  if (roll < 0.88) return { outcome: 'RSC-I', winner, round };
  if (roll < 0.91) return { outcome: 'ABD', winner, round };
  if (roll < 0.95) return { outcome: 'DSQ', warnings: favourite === 0 ? [prng.int(3), 3] : [3, prng.int(3)] };
  return { outcome: 'WO', winner };
}

export interface Played {
  readonly state: CategoryDraw;
  readonly log: ReadonlyArray<{ readonly bout: string; readonly result: ResultInput }>;
}

/** Boxes every bout in draw order until the category is decided. */
export function playThrough(
  state: CategoryDraw,
  prng: Prng,
  referee: (bout: Bout, rules: Rules, prng: Prng) => ResultInput = randomResult,
): Played {
  const log: Array<{ bout: string; result: ResultInput }> = [];
  let current = state;
  while (!isComplete(current)) {
    // Rounds are stored in draw order, so one pass decides every bout whose boxers are known by then;
    // Swiss rounds are appended as they are paired and the pass picks them up.
    for (let r = 0; r < current.rounds.length; r++) {
      const count = current.rounds[r]!.bouts.length;
      for (let p = 0; p < count; p++) {
        const bout = current.rounds[r]!.bouts[p]!;
        if (bout.status !== 'ready') continue;
        const result = referee(bout, current.rules, prng);
        current = recordResult(current, bout.id, result).state;
        log.push({ bout: bout.id, result });
      }
    }
  }
  return { state: current, log };
}
