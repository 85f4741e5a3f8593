import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters (public forms per IP, sign-in per account…), kept in the database so that every
 * instance counts together and a restart forgets nothing.
 */
export const rateWindows = pgTable('rate_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
