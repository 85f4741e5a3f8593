import { clock } from '@server/clock';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, e.g. when demo data was seeded, so start-up work runs once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});
