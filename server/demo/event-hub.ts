import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { bouts, entries, tournamentCategories, user } from '../db/schema';
import type { Viewer } from '../auth/roles';
import type { MediaStore } from '../media/store';
import { weightClassById } from '~/content/tournament-categories';
import { castVote, createPoll, HIGHLIGHTS_LIMIT, uploadMedia } from '~/features/live';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { highlightPicture } from './highlight-images';
import type { HighlightPicture } from './highlight-images';
import { accountViewer } from './organisations';

/**
 * The demo event's side of the spectator hub (issue 30 item 6), made through the organisers' and fans'
 * own services: the academy opens a fan-favourite poll on the final in the ring and fans vote in it
 * (`createPoll`, `castVote`), and the academy uploads six pictures of the event's moments marked as
 * highlights (`uploadMedia`, into the media store the API serves uploads from). Runs inside the demo
 * event's seeding transaction, after the bouts are boxed.
 */

/** The demo boxers of the calendar who vote in the poll (not the event's own, not spectator@: theirs to cast). */
const VOTERS = 24;

type MomentBout = {
  id: number;
  status: string;
  outcome: string | null;
  round: number | null;
  ring: number | null;
  day: string;
  gender: string;
  weightClass: string;
  categoryId: number;
  red: { id: string; name: string; entryId: number };
  blue: { id: string; name: string; entryId: number };
  winnerEntryId: number | null;
};

async function eventBouts(db: Database, tournamentId: number): Promise<MomentBout[]> {
  const red = alias(entries, 'red_entry');
  const blue = alias(entries, 'blue_entry');
  const redBoxer = alias(user, 'red_boxer');
  const blueBoxer = alias(user, 'blue_boxer');
  const rows = await db
    .select({
      id: bouts.id,
      status: bouts.status,
      outcome: bouts.outcome,
      round: bouts.decidedRound,
      ring: bouts.ring,
      plannedStart: bouts.plannedStart,
      winnerEntryId: bouts.winnerEntryId,
      categoryId: bouts.categoryId,
      gender: tournamentCategories.gender,
      weightClass: tournamentCategories.weightClass,
      redEntryId: red.id,
      redId: redBoxer.id,
      redName: redBoxer.name,
      blueEntryId: blue.id,
      blueId: blueBoxer.id,
      blueName: blueBoxer.name,
    })
    .from(bouts)
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .innerJoin(red, eq(red.id, bouts.redEntryId))
    .innerJoin(blue, eq(blue.id, bouts.blueEntryId))
    .innerJoin(redBoxer, eq(redBoxer.id, red.boxerId))
    .innerJoin(blueBoxer, eq(blueBoxer.id, blue.boxerId))
    .where(
      and(
        eq(bouts.tournamentId, tournamentId),
        inArray(bouts.status, ['decided', 'in_progress', 'scheduled']),
      ),
    )
    .orderBy(asc(bouts.plannedStart), asc(bouts.number));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    outcome: r.outcome,
    round: r.round,
    ring: r.ring,
    day: r.plannedStart ? lagosDate(r.plannedStart) : '',
    gender: r.gender,
    weightClass: r.weightClass,
    categoryId: r.categoryId,
    red: { id: r.redId, name: r.redName, entryId: r.redEntryId },
    blue: { id: r.blueId, name: r.blueName, entryId: r.blueEntryId },
    winnerEntryId: r.winnerEntryId,
  }));
}

/** "Women's lightweight": how the pictures and the poll name a category (every demo boxer is an elite). */
function categoryWords(bout: Pick<MomentBout, 'gender' | 'weightClass'>): string {
  const weight = weightClassById(bout.weightClass)?.name ?? bout.weightClass;
  return `${bout.gender === 'women' ? 'Women’s' : 'Men’s'} ${weight.toLowerCase()}`;
}

function sides(bout: MomentBout) {
  const redWon = bout.winnerEntryId === bout.red.entryId;
  return { winner: redWon ? bout.red : bout.blue, loser: redWon ? bout.blue : bout.red };
}

const OUTCOME_WORDS: Record<string, string> = {
  WP: 'on points',
  RSC: 'by referee stopping the contest',
  KO: 'by knockout',
};

/** The poll on the final in the ring: who wins it, between its two boxers; fans have voted. */
async function seedFinalPoll(
  db: Database,
  academy: Viewer,
  tournamentId: number,
  live: MomentBout,
  voters: readonly string[],
) {
  const poll = await createPoll(db, academy, tournamentId, {
    question: `Who wins the ${categoryWords(live).toLowerCase()} final?`,
    kind: 'fan_favourite',
    categoryId: live.categoryId,
    options: [{ boxerId: live.red.id }, { boxerId: live.blue.id }],
  });
  const [redOption, blueOption] = poll.options;
  for (const [i, email] of voters.slice(0, VOTERS).entries())
    await castVote(
      db,
      await accountViewer(db, email),
      poll.id,
      (i * 7) % 5 < 3 ? redOption!.id : blueOption!.id,
    );
}

/** The six moments the hub shows, newest first: the final in the ring, the golds, a KO and a stoppage. */
function moments(
  all: MomentBout[],
  today: string,
): (HighlightPicture & { title: string; description: string; boxerId: string })[] {
  const stage = (b: MomentBout) =>
    b.day === today ? 'Final' : b.day === addDays(today, -1) ? 'Semi-final' : 'Quarter-final';
  const found: (HighlightPicture & { title: string; description: string; boxerId: string })[] = [];
  const live = all.find((b) => b.status === 'in_progress');
  if (live)
    found.push({
      kicker: `AJ Elite Cup · ${categoryWords(live)} final`,
      headline: 'Final under way',
      byline: `${live.red.name} vs ${live.blue.name}`,
      accent: 'gold',
      seed: 1,
      title: `${categoryWords(live)} final under way`,
      description: `${live.red.name} (red) and ${live.blue.name} (blue) in ring ${live.ring ?? 1}: two rounds scored, one to go.`,
      boxerId: live.red.id,
    });
  const accents = ['green', 'gold', 'blue'] as const;
  all
    .filter((b) => b.status === 'decided' && b.day === today)
    .forEach((b, i) => {
      const { winner, loser } = sides(b);
      found.push({
        kicker: `AJ Elite Cup · ${categoryWords(b)} final`,
        headline: `Gold for ${winner.name.split(' ')[0]}`,
        byline: `${winner.name} beat ${loser.name}`,
        accent: accents[i % accents.length]!,
        seed: 2 + i,
        title: `Gold for ${winner.name}`,
        description:
          `${winner.name} won the ${categoryWords(b).toLowerCase()} final against ${loser.name} ${OUTCOME_WORDS[b.outcome ?? 'WP'] ?? ''}.`.replace(
            ' .',
            '.',
          ),
        boxerId: winner.id,
      });
    });
  for (const outcome of ['KO', 'RSC'] as const) {
    const b = all.find((x) => x.status === 'decided' && x.outcome === outcome);
    if (!b) continue;
    const { winner, loser } = sides(b);
    const round = b.round ?? 1;
    found.push({
      kicker: `AJ Elite Cup · ${stage(b)}`,
      headline: outcome === 'KO' ? `KO in round ${round}` : `Stopped in round ${round}`,
      byline: `${winner.name} over ${loser.name}`,
      accent: outcome === 'KO' ? 'red' : 'blue',
      seed: 10 + round,
      title: outcome === 'KO' ? `${winner.name}’s knockout` : `${winner.name} stops ${loser.name}`,
      description: `${stage(b)}, ${categoryWords(b).toLowerCase()}: ${winner.name} beat ${loser.name} ${OUTCOME_WORDS[outcome]} in round ${round}.`,
      boxerId: winner.id,
    });
  }
  return found.slice(0, HIGHLIGHTS_LIMIT);
}

export async function seedEventHub(
  db: Database,
  {
    tournamentId,
    academy,
    media,
    voters,
    today,
  }: {
    tournamentId: number;
    academy: Viewer;
    media: MediaStore;
    /** Accounts (by e-mail) who vote in the poll. */
    voters: readonly string[];
    today: string;
  },
): Promise<void> {
  const all = await eventBouts(db, tournamentId);
  const live = all.find((b) => b.status === 'in_progress');
  if (live) await seedFinalPoll(db, academy, tournamentId, live, voters);
  // Uploaded oldest first: the hub lists the newest first, so the final in the ring leads.
  for (const moment of moments(all, today).reverse()) {
    const picture = await highlightPicture(moment);
    await uploadMedia(db, media, academy, tournamentId, {
      body: Readable.from([picture]),
      contentType: 'image/webp',
      declaredLength: picture.byteLength,
      facts: {
        title: moment.title,
        description: moment.description,
        boxerId: moment.boxerId,
        highlight: true,
      },
    });
  }
}
