import { fail } from './errors';
import type { Rules } from './types';

// Amateur (Olympic-style) defaults: three rounds of two minutes, three judges.
export const DEFAULT_RULES: Rules = { rounds: 3, roundMinutes: 2, judges: 3 };

export function resolveRules(partial: Partial<Rules> | undefined): Rules {
  if (partial !== undefined && (typeof partial !== 'object' || partial === null))
    fail('INVALID_RULES', 'rules must be an object');
  const rules = { ...DEFAULT_RULES, ...(partial ?? {}) };
  if (!Number.isInteger(rules.rounds) || rules.rounds < 1 || rules.rounds > 12)
    fail('INVALID_RULES', `rounds must be a whole number from 1 to 12, got ${String(rules.rounds)}`);
  if (typeof rules.roundMinutes !== 'number' || !(rules.roundMinutes >= 1 && rules.roundMinutes <= 5))
    fail('INVALID_RULES', `roundMinutes must be from 1 to 5, got ${String(rules.roundMinutes)}`);
  if (rules.judges !== 3 && rules.judges !== 5)
    fail('INVALID_RULES', `judges must be 3 or 5, got ${String(rules.judges)}`);
  if (rules.draws !== undefined && typeof rules.draws !== 'boolean')
    fail('INVALID_RULES', 'draws must be true or false');
  const resolved = { rounds: rules.rounds, roundMinutes: rules.roundMinutes, judges: rules.judges };
  // Left out when off, so states and rules without draws look as they always did.
  return rules.draws ? { ...resolved, draws: true } : resolved;
}
