import type { Database } from '@server/db/client';
import type { Workspace } from '~/features/organisations';
import { clock } from '@server/clock';
import { boutOrderDay } from './results.server';
import type { BoutOrderDay, OrderLine } from './results.server';

/**
 * Each ring's Now and Next of a tournament under way (issue 26): what its page shows at the top while it is
 * live and what the spectator hub lists as due. Read from the public bout order (`boutOrderDay`), so the
 * bouts, their order and every ETA are the bout order's own: this module estimates no time, it only picks
 * and shapes. `shapeRings` is pure (unit-tested); `liveRings` reads.
 */

/** One bout as a ring's Now or Next shows it. */
export type RingCall = {
  boutId: number;
  number: number | null;
  ring: number | null;
  /** e.g. "Lightweight (135 lbs) · Elite 20-34 · Men". */
  category: string;
  /** The corners' names, null while a corner waits for a winner. */
  red: string | null;
  blue: string | null;
  /** ISO instant: when the bout in progress started, or when a bout due is expected (the bout order's ETA). */
  at: string | null;
  /** ISO instant: the start the bout order planned. */
  plannedStart: string | null;
};

export type RingNowNext = {
  ring: number | null;
  /** The bout in progress on this ring. */
  now: RingCall | null;
  /** The first bout still to box after it: the ring's Next. */
  next: RingCall | null;
  /** Next and the bouts after it still to box, in the ring's order, up to the number asked. */
  due: RingCall[];
};

export type LiveRings = {
  tournament: { id: number; slug: string; name: string };
  rings: RingNowNext[];
  /** The public bout order, where the whole day is. */
  boutOrderHref: string;
};

type OrderRing = BoutOrderDay['rings'][number];

function call(bout: OrderLine, at: string | null): RingCall {
  return {
    boutId: bout.id,
    number: bout.number,
    ring: bout.ring,
    category: bout.category.label,
    red: bout.red?.name ?? null,
    blue: bout.blue?.name ?? null,
    at,
    plannedStart: bout.plannedStart?.toISOString() ?? null,
  };
}

/**
 * The bout order's rings as Now / Next / due. A bout's time is the ETA the bout order lists for it (none
 * when Next is on another day than the one the order shows, as the order's own Next reads). `dueCount`:
 * how many bouts due each ring lists (Next first).
 */
export function shapeRings(rings: readonly OrderRing[], dueCount = 1): RingNowNext[] {
  return rings.map((ring) => {
    const etaOf = new Map(ring.bouts.map(({ bout, eta }) => [bout.id, eta]));
    // As the bout order's Next reads it: the ETA it lists, else "time to be set" (null).
    const timeOf = (bout: OrderLine) => etaOf.get(bout.id) ?? null;
    const now = ring.now ? call(ring.now, ring.now.startedAt?.toISOString() ?? null) : null;
    const next = ring.next ? call(ring.next, timeOf(ring.next)) : null;
    const due: RingCall[] = next ? [next] : [];
    if (ring.next) {
      const from = ring.bouts.findIndex(({ bout }) => bout.id === ring.next?.id);
      for (const { bout, eta } of from < 0 ? [] : ring.bouts.slice(from + 1)) {
        if (due.length >= dueCount) break;
        if (bout.status === 'scheduled') due.push(call(bout, eta));
      }
    }
    return { ring: ring.ring, now, next, due: due.slice(0, Math.max(0, dueCount)) };
  });
}

/** A tournament's rings, Now / Next and `dueCount` bouts due each, as its public bout order has them. */
export async function liveRings(
  db: Database,
  slug: string,
  viewer: Workspace | null,
  { now = clock.now(), dueCount = 1 }: { now?: Date; dueCount?: number } = {},
): Promise<LiveRings> {
  const order = await boutOrderDay(db, slug, viewer, now, null);
  return {
    tournament: { id: order.tournament.id, slug: order.tournament.slug, name: order.tournament.name },
    rings: shapeRings(order.rings, dueCount),
    boutOrderHref: `/tournaments/${order.tournament.slug}/bouts`,
  };
}
