import { and, asc, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import {
  bouts,
  entries,
  pollOptions,
  polls,
  pollVotes,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { recordLiveEvent } from '@server/realtime/events';
import { z } from '~/lib/zod';
import { workspaceFor } from '~/features/organisations';
import { activeStatuses, categoryLabel, requireOrganiserOf, runsTournament } from '~/features/tournaments';

import { pollKinds } from './labels';
import type { PollKind } from './labels';
import { clock } from '@server/clock';

/** The messages a voter reads (the API's and the hub's). */
export const ALREADY_VOTED = 'You have already voted in this poll';
export const POLL_CLOSED = 'This poll is closed: its results are final.';

const MAX_OPTIONS = 16;

export const pollDraftSchema = z
  .object({
    question: z
      .string()
      .trim()
      .min(5, 'Ask a question of at least 5 characters')
      .max(160, 'Keep the question under 160 characters'),
    kind: z.enum(pollKinds).default('fan_favourite'),
    categoryId: z.number().int().positive().optional(),
    closesAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('When voting ends (ISO 8601); open until closed if absent'),
    options: z
      .array(
        z.union([
          z.object({ boxerId: z.string().min(1) }).strict(),
          z.object({ boutId: z.number().int().positive() }).strict(),
        ]),
      )
      .min(2, 'A poll needs at least two options')
      .max(MAX_OPTIONS, `A poll has at most ${MAX_OPTIONS} options`)
      .describe("The tournament's boxers (fan favourite) or bouts (bout of the day) to vote between"),
  })
  .strict();
export type PollDraft = z.input<typeof pollDraftSchema>;

export type PollOptionResult = { id: number; label: string; votes: number; percent: number };
export type PollView = {
  id: number;
  tournament: { id: number; name: string; slug: string };
  category: string | null;
  question: string;
  kind: PollKind;
  closesAt: string | null;
  closed: boolean;
  /** The option this viewer voted for, if they did. */
  myVote: number | null;
  options: { id: number; label: string }[];
  /** Shown once the viewer has voted, when the poll is closed, and always to its organisers. */
  results: { total: number; options: PollOptionResult[] } | null;
};

type PollRow = typeof polls.$inferSelect;

function isClosed(poll: Pick<PollRow, 'closedAt' | 'closesAt'>, tournamentStatus: string, now: Date) {
  if (poll.closedAt) return true;
  if (poll.closesAt && poll.closesAt.getTime() <= now.getTime()) return true;
  // A finished or cancelled tournament's polls are over whatever their closing time said.
  return !activeStatuses.includes(tournamentStatus as (typeof activeStatuses)[number]);
}

async function tournamentOf(db: Database, tournamentId: number) {
  const [row] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      status: tournaments.status,
      organisationId: tournaments.organisationId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return row;
}

async function requireOrganiser(db: Database, viewer: Viewer, organisationId: number) {
  requireOrganiserOf(await workspaceFor(db, viewer), { organisationId });
}

/** The boxers and bouts a poll of this tournament can offer, labelled as voters read them. */
export async function pollChoices(db: Database, tournamentId: number) {
  const red = alias(entries, 'red_entry');
  const blue = alias(entries, 'blue_entry');
  const redBoxer = alias(user, 'red_boxer');
  const blueBoxer = alias(user, 'blue_boxer');
  const boxers = await db
    .selectDistinct({ id: user.id, name: user.name })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .where(and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'withdrawn')))
    .orderBy(asc(user.name));
  const boutRows = await db
    .select({ id: bouts.id, number: bouts.number, red: redBoxer.name, blue: blueBoxer.name })
    .from(bouts)
    .innerJoin(red, eq(red.id, bouts.redEntryId))
    .innerJoin(blue, eq(blue.id, bouts.blueEntryId))
    .innerJoin(redBoxer, eq(redBoxer.id, red.boxerId))
    .innerJoin(blueBoxer, eq(blueBoxer.id, blue.boxerId))
    .where(and(eq(bouts.tournamentId, tournamentId), ne(bouts.status, 'cancelled')))
    .orderBy(asc(bouts.number), asc(bouts.id));
  return {
    boxers,
    bouts: boutRows.map((b) => ({
      id: b.id,
      label: `${b.red} vs ${b.blue}${b.number === null ? '' : ` (bout ${b.number})`}`,
    })),
  };
}

/** An organiser opens a poll on their tournament (or one of its categories). */
export async function createPoll(
  db: Database,
  viewer: Viewer,
  tournamentId: number,
  input: unknown,
): Promise<PollView> {
  const parsed = pollDraftSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[String(issue.path[0] ?? 'poll')] ??= []).push(issue.message);
    throw new ServiceError(400, 'invalid_poll', 'The poll is not complete: see the fields.', fields);
  }
  const draft = parsed.data;
  const tournament = await tournamentOf(db, tournamentId);
  await requireOrganiser(db, viewer, tournament.organisationId);
  if (!activeStatuses.includes(tournament.status))
    throw new ServiceError(
      409,
      'tournament_not_active',
      'Polls open on a published tournament that is not over.',
    );
  if (draft.categoryId !== undefined) {
    const [category] = await db
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        and(
          eq(tournamentCategories.id, draft.categoryId),
          eq(tournamentCategories.tournamentId, tournamentId),
        ),
      );
    if (!category)
      throw new ServiceError(400, 'invalid_poll', 'That category is not one of this tournament’s.', {
        categoryId: ['Not a category of this tournament'],
      });
  }
  const closesAt = draft.closesAt ? new Date(draft.closesAt) : null;
  if (closesAt && closesAt.getTime() <= clock.ms())
    throw new ServiceError(400, 'invalid_poll', 'The closing time has already passed.', {
      closesAt: ['Choose a time in the future'],
    });
  const choices = await pollChoices(db, tournamentId);
  const boxerNames = new Map(choices.boxers.map((b) => [b.id, b.name]));
  const boutLabels = new Map(choices.bouts.map((b) => [b.id, b.label]));
  const seen = new Set<string>();
  const options = draft.options.map((option, position) => {
    const key = 'boxerId' in option ? `boxer:${option.boxerId}` : `bout:${option.boutId}`;
    if (seen.has(key))
      throw new ServiceError(400, 'invalid_poll', 'An option is listed twice.', {
        options: ['Each option once'],
      });
    seen.add(key);
    if ('boxerId' in option) {
      const label = boxerNames.get(option.boxerId);
      if (!label)
        throw new ServiceError(400, 'invalid_poll', 'A boxer of the poll has no entry in this tournament.', {
          options: ['Choose boxers entered in this tournament'],
        });
      return { label, boxerId: option.boxerId, boutId: null, position };
    }
    const label = boutLabels.get(option.boutId);
    if (!label)
      throw new ServiceError(400, 'invalid_poll', 'A bout of the poll is not one of this tournament’s.', {
        options: ['Choose bouts of this tournament with both corners known'],
      });
    return { label, boxerId: null, boutId: option.boutId, position };
  });
  const pollId = await db.transaction(async (tx) => {
    const [poll] = await tx
      .insert(polls)
      .values({
        tournamentId,
        categoryId: draft.categoryId ?? null,
        question: draft.question,
        kind: draft.kind,
        closesAt,
        createdBy: viewer.id,
      })
      .returning({ id: polls.id });
    await tx.insert(pollOptions).values(options.map((o) => ({ ...o, pollId: poll!.id })));
    return poll!.id;
  });
  return pollView(db, viewer, pollId);
}

/** An organiser ends voting: the results are final from now on. Closing a closed poll changes nothing. */
export async function closePoll(db: Database, viewer: Viewer, pollId: number): Promise<PollView> {
  const poll = await pollRow(db, pollId);
  const tournament = await tournamentOf(db, poll.tournamentId);
  await requireOrganiser(db, viewer, tournament.organisationId);
  if (!poll.closedAt) await db.update(polls).set({ closedAt: clock.now() }).where(eq(polls.id, pollId));
  return pollView(db, viewer, pollId);
}

async function pollRow(db: Database, pollId: number): Promise<PollRow> {
  const [poll] = await db.select().from(polls).where(eq(polls.id, pollId));
  if (!poll) throw new ServiceError(404, 'poll_not_found', 'There is no such poll.');
  return poll;
}

/**
 * A signed-in account's one vote in an open poll. The unique index on (poll, account) is the rule: of any
 * number of concurrent votes from one account exactly one is stored, and the others are refused with 409.
 * A vote cannot be changed (fans would otherwise swing a close result at the last minute).
 */
export async function castVote(
  db: Database,
  viewer: Viewer,
  pollId: number,
  optionId: number,
  now = clock.now(),
): Promise<PollView> {
  const poll = await pollRow(db, pollId);
  const tournament = await tournamentOf(db, poll.tournamentId);
  if (tournament.status === 'draft') throw new ServiceError(404, 'poll_not_found', 'There is no such poll.');
  if (isClosed(poll, tournament.status, now)) throw new ServiceError(409, 'poll_closed', POLL_CLOSED);
  const [option] = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)));
  if (!option)
    throw new ServiceError(422, 'invalid_option', 'That option is not one of this poll’s.', {
      optionId: ['Choose one of the poll’s options'],
    });
  const stored = await db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(pollVotes)
      .values({ pollId, optionId, userId: viewer.id })
      .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
      .returning({ id: pollVotes.id });
    if (!vote) return false;
    // Announced on commit: open pages revalidate and show the new totals.
    await recordLiveEvent(tx, 'vote.cast', { tournamentId: poll.tournamentId });
    return true;
  });
  if (!stored) throw new ServiceError(409, 'already_voted', ALREADY_VOTED);
  return pollView(db, viewer, pollId, now);
}

/** One poll as this viewer may see it (a visitor: no vote, results only once closed). */
export async function pollView(
  db: Database,
  viewer: Viewer | null,
  pollId: number,
  now = clock.now(),
): Promise<PollView> {
  const [view] = await pollViews(db, viewer, { pollIds: [pollId] }, now);
  if (!view) throw new ServiceError(404, 'poll_not_found', 'There is no such poll.');
  return view;
}

/** A tournament's polls, newest first, as this viewer may see them. */
export async function tournamentPolls(db: Database, viewer: Viewer | null, tournamentId: number) {
  const tournament = await tournamentOf(db, tournamentId);
  if (tournament.status === 'draft')
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return pollViews(db, viewer, { tournamentIds: [tournamentId] });
}

/**
 * The hub's Fan Voting tab: the polls of active tournaments, open ones first (soonest to close first), then
 * closed ones with their final results, newest first.
 */
export async function hubPolls(db: Database, viewer: Viewer | null, now = clock.now()): Promise<PollView[]> {
  const views = await pollViews(db, viewer, { activeOnly: true }, now);
  return [...views.filter((p) => !p.closed), ...views.filter((p) => p.closed)];
}

async function pollViews(
  db: Database,
  viewer: Viewer | null,
  scope: { pollIds?: number[]; tournamentIds?: number[]; activeOnly?: boolean },
  now = clock.now(),
): Promise<PollView[]> {
  const rows = await db
    .select({
      poll: polls,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        slug: tournaments.slug,
        status: tournaments.status,
        organisationId: tournaments.organisationId,
      },
      category: {
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
      },
    })
    .from(polls)
    .innerJoin(tournaments, eq(tournaments.id, polls.tournamentId))
    .leftJoin(tournamentCategories, eq(tournamentCategories.id, polls.categoryId))
    .where(
      and(
        scope.pollIds ? inArray(polls.id, scope.pollIds) : undefined,
        scope.tournamentIds ? inArray(polls.tournamentId, scope.tournamentIds) : undefined,
        scope.activeOnly ? inArray(tournaments.status, [...activeStatuses]) : undefined,
        ne(tournaments.status, 'draft'),
      ),
    )
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(50);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.poll.id);
  const options = await db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, label: pollOptions.label })
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, ids))
    .orderBy(asc(pollOptions.position), asc(pollOptions.id));
  const tallies = await db
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(inArray(pollVotes.pollId, ids))
    .groupBy(pollVotes.optionId);
  const mine = viewer
    ? await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(inArray(pollVotes.pollId, ids), eq(pollVotes.userId, viewer.id)))
    : [];
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  const votes = new Map(tallies.map((t) => [t.optionId, Number(t.votes)]));
  const myVotes = new Map(mine.map((m) => [m.pollId, m.optionId]));
  const views = rows.map(({ poll, tournament, category }) => {
    const own = options.filter((o) => o.pollId === poll.id);
    const closed = isClosed(poll, tournament.status, now);
    const myVote = myVotes.get(poll.id) ?? null;
    const organiser = workspace ? runsTournament(workspace, tournament) : false;
    const total = own.reduce((sum, o) => sum + (votes.get(o.id) ?? 0), 0);
    const show = closed || myVote !== null || organiser;
    return {
      id: poll.id,
      tournament: { id: tournament.id, name: tournament.name, slug: tournament.slug },
      category: category?.weightClass
        ? categoryLabel(
            category.weightClass,
            category.ageGroup!,
            category.gender! as Parameters<typeof categoryLabel>[2],
          )
        : null,
      question: poll.question,
      kind: poll.kind,
      closesAt: poll.closesAt?.toISOString() ?? null,
      closed,
      myVote,
      options: own.map((o) => ({ id: o.id, label: o.label })),
      results: show
        ? {
            total,
            options: own.map((o) => {
              const n = votes.get(o.id) ?? 0;
              return {
                id: o.id,
                label: o.label,
                votes: n,
                percent: total === 0 ? 0 : Math.round((n / total) * 100),
              };
            }),
          }
        : null,
    } satisfies PollView;
  });
  return views;
}

/** How many accounts voted in a poll, by the database: what the tests compare the page's totals with. */
export async function storedVoteCount(db: Database, pollId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), isNotNull(pollVotes.userId)));
  return Number(row?.n ?? 0);
}
