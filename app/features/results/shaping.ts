import type { PublicBoutState, ViewBout, ViewCorner, ViewRound, ViewStanding } from '~/features/competition';

/**
 * Pure shaping of a tournament's draws and bouts for the public pages (no database): a category's draw
 * view (the competition feature's one read model, draw-view.server.ts) in, what a bracket, a standings
 * table or a ring's Now / Next shows out. ETAs come in from the one ETA function (bout-times.server.ts);
 * nothing here estimates a time. Unit-tested in shaping.test.ts.
 */

/** What the page knows of a boxer in a corner: a name, a club and, when the entry is known, a profile link. */
export type Boxer = { name: string; club: string; boxerId: string | null };

/** A bout's stored status as the pages read its row (`rowBoutState` gives the public state). */
export type BoutRow = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  outcome: string | null;
  startedAt: Date | null;
};

/** An empty corner reads where it comes from ("Winner of bout 12"), else "To be decided". */
export type BracketCorner =
  { kind: 'boxer'; boxer: Boxer; won: boolean } | { kind: 'bye' } | { kind: 'to-be-decided'; from: string };

export type BracketBout = {
  engineBoutId: string;
  number: number | null;
  ring: number | null;
  /** The one ETA (the expected start, or the actual start once boxed). */
  eta: string | null;
  state: PublicBoutState;
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

/**
 * The bracket of a knockout category: one section per side (a double elimination has a winners and a
 * losers bracket and a grand final), one column per round, the bouts of a round in draw order.
 */
export function bracketLayout(draw: { rounds: readonly ViewRound[] }): BracketSection[] {
  const bySide = new Map<string, ViewRound[]>();
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
      bouts: round.bouts.map(bracketBout),
    }));
    sections.push({ id: side, title: sectionTitle[side] ?? null, columns });
  }
  return sections;
}

/**
 * The bracket's champion: the winner of its last bout, once decided (the grand final's, or its reset's when
 * that was boxed, in a double elimination; the final's otherwise). Null while the last bout is to come.
 */
export function bracketChampion(sections: readonly BracketSection[]): Boxer | null {
  const last = sections.find((s) => s.id === 'final') ?? sections.find((s) => s.id === 'winners');
  if (!last) return null;
  for (const column of [...last.columns].reverse()) {
    const bouts = column.bouts.filter((b) => b.state !== 'cancelled');
    if (bouts.length === 0) continue;
    if (bouts.length !== 1) return null;
    const [bout] = bouts;
    if (bout!.state !== 'decided' && bout!.state !== 'bye') return null;
    const winner = bout!.corners.find((c) => c.kind === 'boxer' && c.won);
    return winner?.kind === 'boxer' ? winner.boxer : null;
  }
  return null;
}

/**
 * The round a visitor should see first: the first with a bout in the ring, else the first with a bout
 * still to box, else the last (the final, decided). A column id, or null for an empty draw.
 */
export function currentColumnId(sections: readonly BracketSection[]): string | null {
  const columns = sections.flatMap((s) => s.columns);
  const live = columns.find((c) => c.bouts.some((b) => b.state === 'in_progress'));
  if (live) return live.id;
  const coming = columns.find((c) => c.bouts.some((b) => b.state === 'ready' || b.state === 'waiting'));
  return (coming ?? columns.at(-1))?.id ?? null;
}

const pageCorner = (corner: ViewCorner): BracketCorner =>
  corner.kind === 'to-be-decided' ? { kind: 'to-be-decided', from: corner.from ?? 'To be decided' } : corner;

function bracketBout(bout: ViewBout): BracketBout {
  return {
    engineBoutId: bout.engineBoutId,
    number: bout.number,
    ring: bout.ring,
    eta: bout.eta,
    state: bout.state,
    outcome: bout.outcome,
    corners: [pageCorner(bout.red), pageCorner(bout.blue)],
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
 * A pool's or a Swiss event's table as the page shows it: the engine's standings (record, then the rules'
 * tie-breakers, then the lot: the order the medals follow), the same the API's standings give.
 */
export function standingsTable(standings: readonly ViewStanding[]): StandingsRow[] {
  return standings.map((r) => ({
    rank: r.rank,
    boxer: r.boxer,
    boxed: r.bouts,
    won: r.wins,
    lost: r.losses,
    drawn: r.draws,
    withdrawn: r.withdrawn,
  }));
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

/**
 * Each ring's running order with "Now" (the bout in progress) and "Next" (the first bout still to box
 * after it), every bout with its ETA from the one ETA function (`etas`, by bout id).
 */
export function ringOrders<B extends OrderBout>(
  bouts: readonly B[],
  etas: ReadonlyMap<number, string | null>,
): RingOrder<B>[] {
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
    return {
      ring,
      now: current,
      next,
      bouts: list.map((bout) => ({ bout, eta: etas.get(bout.id) ?? null })),
    };
  });
}

/** "Ring 2", or "Ring to be set" before the bout order gives one. */
export function ringName(ring: number | null): string {
  return ring === null ? 'Ring to be set' : `Ring ${ring}`;
}
