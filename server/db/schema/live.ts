import { clock } from '@server/clock';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tournamentCategories, tournaments } from './tournaments';

/**
 * Live (issue 17): the events pages follow, fan polls and their votes, media and highlights.
 */

/**
 * Every realtime event, written in the transaction of the change it reports: its id is the SSE event id on
 * every instance (a client reconnecting with Last-Event-ID is sent what came after), and rows older than
 * the catch-up window may be deleted.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The event's id on the stream (SSE id, Last-Event-ID), given when its transaction commits, in commit
     * order (issue 28): a deferred trigger takes a lock, numbers the row and sends the NOTIFY, so a client
     * that has seen n has seen every event numbered below n. Null until the transaction commits.
     */
    seq: bigint('seq', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('live_events_tournament_idx').on(t.tournamentId, t.id),
    uniqueIndex('live_events_seq').on(t.seq),
    index('live_events_tournament_seq_idx').on(t.tournamentId, t.seq),
  ],
);

/** A fan poll of a tournament (or one of its categories): fan favourite, bout of the day. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    kind: text('kind', { enum: ['fan_favourite', 'bout_of_the_day', 'other'] })
      .notNull()
      .default('fan_favourite'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('polls_tournament_idx').on(t.tournamentId)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** A boxer or a bout the option stands for, when it does. */
    boxerId: text('boxer_id').references(() => user.id, { onDelete: 'set null' }),
    boutId: integer('bout_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId)],
);

/** One vote per account per poll, by the database. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('poll_votes_once').on(t.pollId, t.userId),
    index('poll_votes_option_idx').on(t.optionId),
  ],
);

/** SPEC §3 media_uploads: images and short videos of a tournament (and a boxer), some marked highlights. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    boxerId: text('boxer_id').references(() => user.id, { onDelete: 'set null' }),
    isHighlight: boolean('is_highlight').notNull().default(false),
    /** image/jpeg, image/png, image/webp, video/mp4, video/webm. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Where the file is: a key in the data folder's media store or an S3-compatible bucket. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('media_uploads_highlight_idx').on(t.isHighlight, t.createdAt),
    index('media_uploads_tournament_idx').on(t.tournamentId),
  ],
);
