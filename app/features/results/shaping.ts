/**
 * Pure shaping of a tournament's draws and bouts for the public pages (no database, no engine calls): the
 * stored engine state of a category (tournament_categories.draw_state) and its `bouts` rows in, what a
 * bracket, a standings table or a ring's Now / Next shows out. Unit-tested in shaping.test.ts.
 *
 * The stored state is read through the structural subset below of engine/types.ts `CategoryDraw` (the
 * results feature reads; only the competition feature calls the engine), so a state the engine writes is
 * accepted as it is.
 */

export type StoredSlot = string | null;

export type StoredBout = {
  id: string;
  round: number;
  position: number;
  side: string;
  slots: readonly [StoredSlot, StoredSlot];
  status: string;
  winner: string | null;
  result: { outcome: string; winner: string | null; round?: number } | null;
  sources?: readonly [{ bout: string; take: string } | null, { bout: string; take: string } | null] | null;
};

export type StoredRound = { id: string; side: string; number: number; bouts: readonly StoredBout[] };

export type StoredDraw = {
  format: string;
  entries: readonly { id: string; name: string; club: string }[];
  rounds: readonly StoredRound[];
  withdrawn?: Readonly<Record<string, unknown>>;
};

/** The engine's marker for "nobody will come from here". */
export const BYE = 'bye';

/** What the page knows of a boxer in a corner: a name, a club and, when the entry is known, a profile link. */
export type Boxer = { name: string; club: string; boxerId: string | null };

/** A `bouts` row as the shaping needs it. */
export type BoutRow = {
  id: number;
  engineBoutId: string;
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  outcome: string | null;
  startedAt: Date | null;
};

export type BracketCorner =
  { kind: 'boxer'; boxer: Boxer; won: boolean } | { kind: 'bye' } | { kind: 'waiting'; from: string };

export type BracketBout = {
  engineBoutId: string;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  status: 'waiting' | 'ready' | 'in-progress' | 'decided' | 'bye' | 'cancelled';
  outcome: string | null;
  corners: [BracketCorner, BracketCorner];
};

export type BracketColumn = { id: string; title: string; bouts: BracketBout[] };
export type BracketSection = { id: string; title: string | null; columns: BracketColumn[] };

/** "Final", "Semi-finals", "Quarter-finals", then "Round of 16", counted back from the last round. */
export function knockoutRoundTitle(roundNumber: number, roundCount: number, bouts: number): string {
  const fromEnd = roundCount - roundNumber;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round of ${bouts * 2}`;
}

const sectionOrder = ['winners', 'losers', 'final', 'third-place', 'pool', 'swiss'] as const;
const sectionTitle: Record<string, string | null> = {
  winners: null,
  losers: 'Losers bracket',
  final: 'Grand final',
  'third-place': 'Third place',
  pool: null,
  swiss: null,
};

/** A corner fed by an earlier bout: "Winner of bout 12" once the bout order numbers that bout. */
function sourceText(bout: StoredBout, corner: 0 | 1, numbers: Map<string, number | null>): string {
  const source = bout.sources?.[corner];
  const number = source ? numbers.get(source.bout) : null;
  if (!source || number === null || number === undefined) return 'To be decided';
  const taken = source.take === 'loser' ? 'Loser' : 'Winner';
  return `${taken} of bout ${number}`;
}

/**
 * The bracket of a knockout category: one section per side (a double elimination has a winners and a
 * losers bracket and a grand final), one column per round, the bouts of a round in draw order.
 */
export function bracketLayout(
  draw: StoredDraw,
  rows: readonly BoutRow[],
  boxers: ReadonlyMap<string, Boxer>,
): BracketSection[] {
  const rowByBout = new Map(rows.map((r) => [r.engineBoutId, r]));
  const numbers = new Map(rows.map((r) => [r.engineBoutId, r.number]));
  const bySide = new Map<string, StoredRound[]>();
  for (const round of draw.rounds) {
    const list = bySide.get(round.side) ?? [];
    list.push(round);
    bySide.set(round.side, list);
  }
  const sections: BracketSection[] = [];
  for (const side of sectionOrder) {
    const rounds = (bySide.get(side) ?? []).slice().sort((a, b) => a.number - b.number);
    if (rounds.length === 0) continue;
    const columns = rounds.map((round) => ({
      id: round.id,
      title:
        side === 'winners'
          ? knockoutRoundTitle(round.number, rounds.length, round.bouts.length)
          : side === 'losers'
            ? `Round ${round.number}`
            : side === 'final'
              ? round.number === 1
                ? 'Grand final'
                : 'Grand final (reset)'
              : side === 'third-place'
                ? 'Bronze bout'
                : `Round ${round.number}`,
      bouts: round.bouts
        .slice()
        .sort((a, b) => a.position - b.position)
        .map((bout) => shapeBout(bout, rowByBout.get(bout.id), boxers, numbers)),
    }));
    sections.push({ id: side, title: sectionTitle[side] ?? null, columns });
  }
  return sections;
}

function boutStatus(bout: StoredBout, row: BoutRow | undefined): BracketBout['status'] {
  if (row?.status === 'in_progress') return 'in-progress';
  if (bout.status === 'completed') return 'decided';
  if (bout.status === 'bye') return 'bye';
  if (bout.status === 'cancelled') return 'cancelled';
  if (bout.status === 'ready') return 'ready';
  return 'waiting';
}

function shapeBout(
  bout: StoredBout,
  row: BoutRow | undefined,
  boxers: ReadonlyMap<string, Boxer>,
  numbers: Map<string, number | null>,
): BracketBout {
  const corner = (slot: StoredSlot, index: 0 | 1): BracketCorner => {
    if (slot === BYE) return { kind: 'bye' };
    if (slot === null) return { kind: 'waiting', from: sourceText(bout, index, numbers) };
    return {
      kind: 'boxer',
      boxer: boxers.get(slot) ?? { name: 'Unknown boxer', club: '', boxerId: null },
      won: bout.winner === slot,
    };
  };
  return {
    engineBoutId: bout.id,
    number: row?.number ?? null,
    ring: row?.ring ?? null,
    plannedStart: row?.plannedStart ? row.plannedStart.toISOString() : null,
    status: boutStatus(bout, row),
    outcome: bout.result?.outcome ?? null,
    corners: [corner(bout.slots[0], 0), corner(bout.slots[1], 1)],
  };
}

export type StandingsRow = {
  rank: number;
  boxer: Boxer;
  boxed: number;
  won: number;
  lost: number;
  drawn: number;
  withdrawn: boolean;
};

/**
 * A pool's or a Swiss event's table: each boxer's bouts boxed, won, lost and drawn from the results that
 * stand, ranked by wins, then draws, then fewest losses; boxers level on all three share a rank (the
 * engine's tie-breakers settle the medals; the table shows the record).
 */
export function standingsTable(draw: StoredDraw, boxers: ReadonlyMap<string, Boxer>): StandingsRow[] {
  const tally = new Map(draw.entries.map((e) => [e.id, { boxed: 0, won: 0, lost: 0, drawn: 0 }]));
  for (const round of draw.rounds) {
    for (const bout of round.bouts) {
      if (bout.status !== 'completed' || !bout.result) continue;
      const [red, blue] = bout.slots;
      if (!red || !blue || red === BYE || blue === BYE) continue;
      for (const id of [red, blue]) {
        const t = tally.get(id);
        if (!t) continue;
        t.boxed += 1;
        if (bout.result.winner === null) t.drawn += 1;
        else if (bout.result.winner === id) t.won += 1;
        else t.lost += 1;
      }
    }
  }
  const rows = draw.entries.map((e) => {
    const t = tally.get(e.id) ?? { boxed: 0, won: 0, lost: 0, drawn: 0 };
    return {
      boxer: boxers.get(e.id) ?? { name: e.name, club: e.club, boxerId: null },
      ...t,
      withdrawn: Boolean(draw.withdrawn && Object.hasOwn(draw.withdrawn, e.id)),
    };
  });
  rows.sort(
    (a, b) =>
      Number(a.withdrawn) - Number(b.withdrawn) ||
      b.won - a.won ||
      b.drawn - a.drawn ||
      a.lost - b.lost ||
      a.boxer.name.localeCompare(b.boxer.name),
  );
  const ranked: StandingsRow[] = [];
  rows.forEach((row, i) => {
    const prev = ranked[i - 1];
    const level =
      prev &&
      prev.withdrawn === row.withdrawn &&
      prev.won === row.won &&
      prev.drawn === row.drawn &&
      prev.lost === row.lost;
    ranked.push({ ...row, rank: level ? prev.rank : i + 1 });
  });
  return ranked;
}

/** A bout on a ring's running order, as the bout-order page lists it. */
export type OrderBout = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
  startedAt: Date | null;
  status: BoutRow['status'];
};

export type RingOrder<B extends OrderBout> = {
  ring: number | null;
  now: B | null;
  next: B | null;
  /** Every bout of the ring by number, each with its ETA (ISO) or null when it has no planned start. */
  bouts: { bout: B; eta: string | null }[];
};

const MINUTE = 60_000;

/**
 * Each ring's running order with "Now" (the bout in progress) and "Next" (the first bout still to box
 * after it). ETAs are the planned starts, moved later by as much as the ring runs late: the bout in
 * progress started after its planned start, or the next bout's start has passed with nothing in the ring.
 * They are never moved earlier: boxers are called for the planned time.
 */
export function ringOrders<B extends OrderBout>(bouts: readonly B[], now: Date): RingOrder<B>[] {
  const rings = new Map<number | null, B[]>();
  for (const bout of bouts) {
    if (bout.status === 'cancelled') continue;
    const list = rings.get(bout.ring) ?? [];
    list.push(bout);
    rings.set(bout.ring, list);
  }
  const keys = [...rings.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return keys.map((ring) => {
    const list = (rings.get(ring) ?? [])
      .slice()
      .sort(
        (a, b) =>
          (a.number ?? Infinity) - (b.number ?? Infinity) ||
          (a.plannedStart?.getTime() ?? Infinity) - (b.plannedStart?.getTime() ?? Infinity) ||
          a.id - b.id,
      );
    const current = list.find((b) => b.status === 'in_progress') ?? null;
    const afterIndex = current ? list.indexOf(current) + 1 : 0;
    const next = list.slice(afterIndex).find((b) => b.status === 'scheduled') ?? null;
    let lateMs = 0;
    if (current?.startedAt && current.plannedStart) {
      lateMs = Math.max(0, current.startedAt.getTime() - current.plannedStart.getTime());
    } else if (!current && next?.plannedStart) {
      lateMs = Math.max(0, now.getTime() - next.plannedStart.getTime());
    }
    // Whole minutes: a call time reads "9:41 am", never seconds.
    lateMs = Math.ceil(lateMs / MINUTE) * MINUTE;
    const nextIndex = next ? list.indexOf(next) : list.length;
    return {
      ring,
      now: current,
      next,
      bouts: list.map((bout, index) => ({
        bout,
        eta:
          bout.plannedStart === null
            ? null
            : new Date(
                bout.plannedStart.getTime() +
                  (index >= nextIndex && bout.status === 'scheduled' ? lateMs : 0),
              ).toISOString(),
      })),
    };
  });
}

/** "Ring 2", or "Ring to be set" before the bout order gives one. */
export function ringName(ring: number | null): string {
  return ring === null ? 'Ring to be set' : `Ring ${ring}`;
}
