import { buildDoubleElimination } from './double-elimination';
import { validateEntries } from './entries';
import { fail } from './errors';
import { createPrng } from './prng';
import { resolveAll } from './resolve';
import { buildRoundRobin, separateClubsInFirstRound } from './round-robin';
import { resolveRules } from './rules';
import { lotOrder, placeInBracket, standardSeedOrder } from './seeding';
import { buildSingleElimination } from './single-elimination';
import { defaultSwissRounds, repairFrom } from './swiss';
import { Draft, evolve } from './state';
import { BYE, FORMATS, TIE_BREAKERS } from './types';
import type { DrawOptions, Entry, EntryId, Format, Round, TieBreaker, CategoryDraw } from './types';

export const DEFAULT_TIE_BREAKERS: Readonly<Record<Format, readonly TieBreaker[]>> = {
  'single-elimination': [],
  'double-elimination': [],
  // Amateur boxing's order for a pool (decision 0009): a stoppage counts before the cards.
  'round-robin': ['wins', 'head-to-head', 'wins-inside-distance', 'card-points'],
  'swiss-system': ['wins', 'buchholz', 'sonneborn-berger', 'head-to-head'],
};

/** Makes the draw of one category: bracket, pool or first Swiss round, reproducible from `options.seed`. */
export function createDraw(
  format: Format,
  entries: readonly Entry[],
  options: DrawOptions = {},
): CategoryDraw {
  if (!FORMATS.includes(format))
    fail('INVALID_FORMAT', `format must be one of ${FORMATS.join(', ')}`, { format });
  const opts = validateOptions(format, options);
  const list = validateEntries(entries);
  const rules = resolveRules(opts.rules);
  if (rules.draws && format !== 'round-robin')
    fail(
      'INVALID_OPTIONS',
      'draws can be allowed in a round robin only: elsewhere every bout needs a winner',
    );
  const prng = createPrng(opts.seed);
  let rounds: Round[];
  let seeding: EntryId[];
  if (format === 'single-elimination' || format === 'double-elimination') {
    const positions = placeInBracket(list, prng);
    rounds =
      format === 'single-elimination'
        ? buildSingleElimination(positions, opts.thirdPlaceBout)
        : buildDoubleElimination(positions, opts.grandFinalReset);
    // A boxer's place in the bracket says which seed's line it took.
    const seedAt = standardSeedOrder(positions.length);
    seeding = new Array<EntryId>(list.length);
    for (let pos = 0; pos < positions.length; pos++) {
      const id = positions[pos] as EntryId;
      if (id !== BYE) seeding[(seedAt[pos] as number) - 1] = id;
    }
  } else if (format === 'round-robin') {
    const order = separateClubsInFirstRound(lotOrder(list, prng));
    seeding = order.map((e) => e.id);
    rounds = buildRoundRobin(seeding);
  } else {
    seeding = lotOrder(list, prng).map((e) => e.id);
    rounds = [];
  }
  const planned =
    format === 'swiss-system' ? (opts.rounds ?? defaultSwissRounds(list.length)) : rounds.length;
  if (format === 'swiss-system' && planned > list.length - 1)
    fail('INVALID_OPTIONS', `a Swiss event of ${list.length} can have at most ${list.length - 1} rounds`);
  const state: CategoryDraw = {
    version: 2,
    format,
    ...(opts.category === undefined ? {} : { category: opts.category }),
    seed: opts.seed,
    rules,
    thirdPlaceBout: format === 'single-elimination' && opts.thirdPlaceBout,
    grandFinalReset: format === 'double-elimination' && opts.grandFinalReset,
    plannedRounds: planned,
    tieBreakers: opts.tieBreakers ?? DEFAULT_TIE_BREAKERS[format],
    entries: list,
    seeding,
    withdrawn: {},
    suspended: {},
    rounds,
    notices: [],
    revision: 0,
    audit: [],
  };
  if (format === 'swiss-system') {
    const first = repairFrom(state, 0);
    return evolve(state, { rounds: first.rounds, notices: first.notices });
  }
  // Pool bouts are ready as drawn; bracket bouts need deriving (byes go through, later rounds wait).
  // Through evolve either way, so that every state has the same fields in the same order.
  if (format === 'round-robin') return evolve(state, {});
  const draft = new Draft(state.rounds);
  resolveAll(state, draft);
  return evolve(state, { rounds: draft.current });
}

interface Options {
  seed: number;
  rules?: DrawOptions['rules'];
  category?: string;
  thirdPlaceBout: boolean;
  grandFinalReset: boolean;
  rounds?: number;
  tieBreakers?: readonly TieBreaker[];
}

function validateOptions(format: Format, options: DrawOptions): Options {
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTIONS', 'options must be an object');
  const {
    seed = 1,
    thirdPlaceBout = false,
    grandFinalReset = false,
    rounds,
    tieBreakers,
    category,
  } = options;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    fail('INVALID_OPTIONS', 'seed must be a whole number from 0 to 4294967295', { seed });
  if (typeof thirdPlaceBout !== 'boolean' || typeof grandFinalReset !== 'boolean')
    fail('INVALID_OPTIONS', 'thirdPlaceBout and grandFinalReset are true or false');
  if (category !== undefined && typeof category !== 'string')
    fail('INVALID_OPTIONS', 'category must be a string');
  if (rounds !== undefined) {
    if (format !== 'swiss-system') fail('INVALID_OPTIONS', 'rounds can only be chosen for the Swiss system');
    if (!Number.isInteger(rounds) || rounds < 1)
      fail('INVALID_OPTIONS', 'rounds must be a whole number of 1 or more');
  }
  if (tieBreakers !== undefined) {
    if (format !== 'round-robin' && format !== 'swiss-system')
      fail('INVALID_OPTIONS', 'tie-breakers apply to round robin and Swiss system only');
    if (!Array.isArray(tieBreakers) || tieBreakers.some((t) => !TIE_BREAKERS.includes(t)))
      fail('INVALID_OPTIONS', `tie-breakers are chosen from ${TIE_BREAKERS.join(', ')}`);
    if (new Set(tieBreakers).size !== tieBreakers.length)
      fail('INVALID_OPTIONS', 'a tie-breaker is listed twice');
  }
  return {
    seed,
    rules: options.rules,
    ...(category === undefined ? {} : { category }),
    thirdPlaceBout,
    grandFinalReset,
    ...(rounds === undefined ? {} : { rounds }),
    ...(tieBreakers === undefined ? {} : { tieBreakers: [...tieBreakers] }),
  };
}
