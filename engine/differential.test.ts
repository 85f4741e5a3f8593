// Differential test against brackets-manager (with brackets-memory-db), the common library the
// wizard used before: for the formats it shares with us and natural seeding, both must produce the
// same bracket shape, the same first-round pairings and the same routing into the losers' bracket.
//
// How the seedings line up: we seed entries e1..en as 1..n (every boxer in its own club, so the club
// rule moves nobody). brackets-manager receives the same list in the same order. For elimination
// stages its default first-round ordering, 'inner_outer', puts seed s against seed (size + 1 - s)
// recursively, which is exactly our standard seed placement (1 v 8, 4 v 5, 2 v 7, 3 v 6 for 8), and
// it pads the list with BYEs to the next power of two, so its BYEs sit on the lines of the missing
// seeds as ours do. For the pool we ask it for the 'natural' ordering in one group, which keeps the
// list as given, as our circle method does with an all-seeded list.
//
// Byes: brackets-manager keeps a match with a BYE opponent (null) wherever we keep a bout with a
// 'bye' corner, in both brackets, so round sizes compare as they are. The one difference is double
// elimination with two entries: brackets-manager then skips the losers' bracket and the grand final
// altogether, while we keep the grand final so that the beaten finalist still has a second life.
// That bout is left out of the comparison for n = 2.
//
// Sizes go up to 256. Past 128, double elimination spreads the losers dropping into the losers' bracket
// in an order of its own (brackets-manager has none for a bracket of 256): see `sameRouting`. The draws
// the wizard really makes (clubs kept apart, a few seeds, byes) are compared too, by handing
// brackets-manager our round-1 lines (or our pool order) in its 'natural' ordering.
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { recordResult } from './progression';
import { BYE } from './types';
import type { Entry, EntryId, Format, CategoryDraw } from './types';

type Id = number | string;
interface Opponent {
  id: Id | null;
  result?: string;
}
interface Match {
  id: Id;
  round_id: Id;
  group_id: Id;
  number: number;
  status: number;
  opponent1: Opponent | null;
  opponent2: Opponent | null;
}
interface RoundRow {
  id: Id;
  group_id: Id;
  number: number;
}
interface GroupRow {
  id: Id;
  number: number;
}

const TYPE = {
  'single-elimination': 'single_elimination',
  'double-elimination': 'double_elimination',
  'round-robin': 'round_robin',
} as const;

/**
 * Rounds keyed like ours: W1.., L1.., F1 for brackets, P1.. for the pool. By default brackets-manager
 * seeds `e1..en` itself; given `positions` (our round-1 lines, byes included, or our pool order) it takes
 * them as they are, in the 'natural' ordering, so that a draw of ours with clubs kept apart and seeds on
 * their lines is compared bout for bout.
 */
async function theirRounds(
  format: Format,
  n: number,
  decide?: (a: EntryId, b: EntryId) => EntryId,
  positions?: ReadonlyArray<EntryId | typeof BYE>,
) {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  const type = TYPE[format as keyof typeof TYPE];
  const size = 2 ** Math.ceil(Math.log2(n));
  const seeding = positions
    ? positions.map((p) => (p === BYE ? null : p))
    : Array.from({ length: n }, (_, i) => `e${i + 1}`);
  await manager.create.stage({
    tournamentId: 0,
    name: 'differential',
    type,
    seeding,
    settings:
      type === 'round_robin'
        ? { groupCount: 1, seedOrdering: ['natural'] }
        : type === 'double_elimination'
          ? { size, grandFinal: 'simple', ...(positions ? { seedOrdering: ['natural'] } : {}) }
          : { size, ...(positions ? { seedOrdering: ['natural'] } : {}) },
  });
  // Participants are stored with ids from 0 and the names they were given.
  const participants = ((await storage.select('participant')) ?? []) as Array<{ id: Id; name: string }>;
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const entryOf = (o: Opponent | null): EntryId | null | typeof BYE =>
    o === null ? BYE : o.id === null ? null : (names.get(o.id) as EntryId);
  if (decide)
    for (;;) {
      const ready = ((await storage.select('match', { status: 2 })) ?? []) as Match[];
      if (ready.length === 0) break;
      for (const m of ready) {
        const red = entryOf(m.opponent1) as EntryId;
        const blue = entryOf(m.opponent2) as EntryId;
        const redWins = decide(red, blue) === red;
        await manager.update.match({
          id: m.id,
          opponent1: redWins ? { result: 'win' } : {},
          opponent2: redWins ? {} : { result: 'win' },
        });
      }
    }
  const groups = ((await storage.select('group')) ?? []) as GroupRow[];
  const rounds = ((await storage.select('round')) ?? []) as RoundRow[];
  const matches = ((await storage.select('match')) ?? []) as Match[];
  const prefix = (groupId: Id): string => {
    const g = groups.find((x) => x.id === groupId)!;
    if (type === 'round_robin') return 'P';
    return g.number === 1 ? 'W' : g.number === 2 ? 'L' : 'F';
  };
  const out = new Map<string, Array<[unknown, unknown]>>();
  for (const r of rounds) {
    const key = `${prefix(r.group_id)}${r.number}`;
    const list = matches
      .filter((m) => m.round_id === r.id)
      .sort((a, b) => a.number - b.number)
      .map((m): [unknown, unknown] => [entryOf(m.opponent1), entryOf(m.opponent2)]);
    out.set(key, list);
  }
  return out;
}

function ourRounds(state: CategoryDraw): Map<string, Array<[unknown, unknown]>> {
  const out = new Map<string, Array<[unknown, unknown]>>();
  for (const r of state.rounds) {
    // See the note at the top: no grand final in brackets-manager for two entries.
    if (state.format === 'double-elimination' && state.entries.length === 2 && r.side === 'final') continue;
    out.set(
      r.id,
      r.bouts.map((b): [unknown, unknown] => [b.slots[0], b.slots[1]]),
    );
  }
  return out;
}

const naturallySeeded = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));

/** A fixed but irregular choice of winner, the same for both libraries: upsets included. */
const decide = (a: EntryId, b: EntryId): EntryId => {
  const x = Number(a.slice(1));
  const y = Number(b.slice(1));
  return (x * 7 + y * 13) % 5 < 2 ? (x > y ? a : b) : x < y ? a : b;
};

function play(state: CategoryDraw): CategoryDraw {
  let s = state;
  for (let r = 0; r < s.rounds.length; r++)
    for (let p = 0; p < s.rounds[r]!.bouts.length; p++) {
      const b = s.rounds[r]!.bouts[p]!;
      if (b.status !== 'ready') continue;
      s = recordResult(s, b.id, { outcome: 'WO', winner: decide(b.slots[0]!, b.slots[1]!) }).state;
    }
  return s;
}

// Every size to 64, then sizes around and up to 256 (brackets of 128 and 256, with and without byes).
const SIZES = [...Array.from({ length: 63 }, (_, i) => i + 2), 65, 96, 100, 127, 128, 129, 200, 255, 256];
// brackets-memory-db scans its whole match table on every insert, so big pools are slow to create
// there (2 s for 200 boxers, 8 s for 256): the pool comparison stops at 129, with 200 past it, and
// each pool is created there once for both pool tests.
const POOL_SIZES = SIZES.filter((n) => n <= 129 || n === 200);
const sizesOf = (format: Format) => (format === 'round-robin' ? POOL_SIZES : SIZES);
const pools = new Map<number, ReturnType<typeof theirRounds>>();
const theirPool = (n: number) => {
  if (!pools.has(n)) pools.set(n, theirRounds('round-robin', n));
  return pools.get(n)!;
};
const theirDraw = (format: Format, n: number) =>
  format === 'round-robin' ? theirPool(n) : theirRounds(format, n);

describe.each(['single-elimination', 'double-elimination', 'round-robin'] as const)(
  '%s vs brackets-manager',
  (format) => {
    it(`has the same number of bouts in every round and the same first-round pairings, n = 2..${Math.max(...sizesOf(format))}`, async () => {
      for (const n of sizesOf(format)) {
        const ours = ourRounds(createDraw(format, naturallySeeded(n), { seed: n }));
        const theirs = await theirDraw(format, n);
        expect([...ours.keys()], `rounds, n=${n}`).toEqual([...theirs.keys()]);
        for (const [key, bouts] of ours) expect(bouts.length, `${key}, n=${n}`).toBe(theirs.get(key)!.length);
        const first = format === 'round-robin' ? 'P1' : 'W1';
        // Corners may be swapped in a pool (both libraries use the circle method, oriented differently).
        const unordered = (list: Array<[unknown, unknown]>) =>
          list.map((pair) => [...pair].map(String).sort().join(' v '));
        if (format === 'round-robin')
          expect(unordered(ours.get(first)!), `n=${n}`).toEqual(unordered(theirs.get(first)!));
        else expect(ours.get(first), `n=${n}`).toEqual(theirs.get(first));
      }
    });

    if (format === 'round-robin') {
      it('has every pair meet exactly once in both, n = 2..200', async () => {
        for (const n of POOL_SIZES) {
          const pairs = (rounds: Map<string, Array<[unknown, unknown]>>) =>
            [...rounds.values()]
              .flat()
              .map((pair) => [...pair].map(String).sort().join(' v '))
              .sort();
          expect(pairs(ourRounds(createDraw(format, naturallySeeded(n), { seed: n }))), `n=${n}`).toEqual(
            pairs(await theirPool(n)),
          );
        }
      });
      return;
    }

    it('routes winners and losers into the same bouts once every bout is decided the same way, n = 2..256', async () => {
      for (const n of SIZES) {
        const ours = ourRounds(play(createDraw(format, naturallySeeded(n), { seed: n })));
        const theirs = await theirRounds(format, n, decide);
        // Every bout of both brackets, corner by corner: in double elimination this is the routing of
        // each winners'-bracket loser into the losers' bracket, byes included.
        sameRouting(format, n, ours, theirs);
      }
    });
  },
);

type Rounds = Map<string, Array<[unknown, unknown]>>;

/**
 * Both brackets bout for bout. Past 128 (a bracket of 256) double elimination spreads the boxers dropping
 * into the losers' bracket in an order of its own (see double-elimination.ts; brackets-manager has no
 * ordering for 256), so there the winners' bracket and losers' round 1 are compared bout for bout, and
 * each later losers' round that takes winners'-bracket losers must take the same boxers.
 */
function sameRouting(format: Format, n: number, ours: Rounds, theirs: Rounds, note = ''): void {
  if (format !== 'double-elimination' || n <= 128) {
    expect(ours, `n=${n}${note}`).toEqual(theirs);
    return;
  }
  expect([...ours.keys()], `n=${n}${note}`).toEqual([...theirs.keys()]);
  for (const [key, bouts] of ours) {
    if (key.startsWith('W') || key === 'L1') expect(bouts, `${key}, n=${n}${note}`).toEqual(theirs.get(key));
    const number = Number(key.slice(1));
    if (key.startsWith('L') && number % 2 === 0) {
      const dropping = (list: Array<[unknown, unknown]>) => list.map((pair) => String(pair[0])).sort();
      expect(dropping(bouts), `${key}, n=${n}${note}`).toEqual(dropping(theirs.get(key)!));
    }
  }
}

/** Entries from `clubs` clubs, the first `seeded` of them seeded 1, 2, ...: the draws the wizard makes. */
const clubbed = (n: number, clubs: number, seeded: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i % clubs}`,
    ...(i < seeded ? { seed: i + 1 } : {}),
  }));

const CLUBBED: ReadonlyArray<[number, number, number]> = [
  [3, 1, 0],
  [5, 2, 1],
  [8, 2, 0],
  [12, 3, 2],
  [16, 4, 4],
  [23, 5, 0],
  [32, 8, 2],
  [47, 6, 3],
  [64, 16, 8],
  [100, 12, 0],
  [128, 20, 4],
  [200, 30, 8],
  [256, 32, 16],
];

describe('seeded and club-separated draws vs brackets-manager', () => {
  it.each(['single-elimination', 'double-elimination'] as const)(
    '%s: the same routing from our round-1 lines, byes included, n = 3..256',
    async (format) => {
      for (const [n, clubs, seeded] of CLUBBED) {
        const drawn = createDraw(format, clubbed(n, clubs, seeded), { seed: n * 31 + clubs });
        const positions = drawn.rounds[0]!.bouts.flatMap((b) => [...b.slots]) as Array<EntryId | typeof BYE>;
        const ours = ourRounds(play(drawn));
        const theirs = await theirRounds(format, n, decide, positions);
        sameRouting(format, n, ours, theirs, `, ${clubs} clubs, ${seeded} seeded`);
      }
    },
  );

  it('round robin: the same bouts from our pool order (clubmates apart in round 1), n = 3..128', async () => {
    for (const [n, clubs, seeded] of CLUBBED.filter(([n]) => n <= 128)) {
      const drawn = createDraw('round-robin', clubbed(n, clubs, seeded), { seed: n * 31 + clubs });
      const theirs = await theirRounds('round-robin', n, undefined, drawn.seeding);
      const pairs = (list: Array<[unknown, unknown]>) =>
        list.map((pair) => [...pair].map(String).sort().join(' v '));
      const ours = ourRounds(drawn);
      expect(pairs(ours.get('P1')!), `n=${n}`).toEqual(pairs(theirs.get('P1')!));
      expect([...ours.values()].flatMap(pairs).sort(), `n=${n}`).toEqual(
        [...theirs.values()].flatMap(pairs).sort(),
      );
    }
  });
});
