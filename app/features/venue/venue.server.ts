import type { Database } from '@server/db/client';
import { boutSheet } from '~/features/competition';
import type { BoutSheet } from '~/features/competition';
import type { Workspace } from '~/features/organisations';
import { boutOrderPage } from '~/features/results';
import { clock } from '@server/clock';

/** A bout still to box, as the screen lists it under "Next". */
export type VenueNextBout = {
  id: number;
  number: number | null;
  eta: string | null;
  category: string;
  red: { name: string; club: string } | null;
  blue: { name: string; club: string } | null;
};

export type VenueScreen = {
  tournament: { id: number; slug: string; name: string };
  /** The rings that have bouts, for the ring picker. */
  rings: number[];
  ring: number | null;
  /** The bout in the ring, else the last one decided there (its decision stays up until the next starts). */
  current: BoutSheet | null;
  next: VenueNextBout[];
};

const NEXT_SHOWN = 3;

/**
 * What a ring's screen at the venue shows: its current bout as the public sees it (corners, clubs, each
 * round's cards once all are in, warnings, the decision), then the next three bouts with their times.
 */
export async function venueScreen(
  db: Database,
  slug: string,
  ringParam: string | null,
  workspace: Workspace | null,
  now = clock.now(),
): Promise<VenueScreen> {
  const page = await boutOrderPage(db, slug, workspace, now);
  const placed = page.rings.filter((r) => r.ring !== null);
  const wanted = ringParam && /^\d{1,3}$/.test(ringParam) ? Number(ringParam) : null;
  const order = (wanted === null ? placed[0] : placed.find((r) => r.ring === wanted)) ?? null;
  const base = {
    tournament: { id: page.tournament.id, slug: page.tournament.slug, name: page.tournament.name },
    rings: placed.map((r) => r.ring!),
    ring: order?.ring ?? wanted,
  };
  if (!order) return { ...base, current: null, next: [] };

  const decided = order.bouts.filter((b) => b.bout.status === 'decided').map((b) => b.bout);
  const currentLine = order.now ?? decided.at(-1) ?? null;
  const current = currentLine ? await boutSheet(db, null, currentLine.id) : null;
  const after = currentLine ? order.bouts.findIndex((b) => b.bout.id === currentLine.id) + 1 : 0;
  const next = order.bouts
    .slice(after)
    .filter((b) => b.bout.status === 'scheduled')
    .slice(0, NEXT_SHOWN)
    .map(({ bout, eta }): VenueNextBout => ({
      id: bout.id,
      number: bout.number,
      eta,
      category: bout.category.label,
      red: bout.red ? { name: bout.red.name, club: bout.red.club } : null,
      blue: bout.blue ? { name: bout.blue.name, club: bout.blue.club } : null,
    }));
  return { ...base, current, next };
}
