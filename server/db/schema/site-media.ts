import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../../clock';
import { user } from './auth';

/** One rendition made at upload: a format at a width, stored in the media store. */
export interface SiteImageRendition {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  storageKey: string;
  byteSize: number;
}

/**
 * The academy's own photography and film (issue 30 item 7): the site media library. An image is stored once as
 * uploaded and as the renditions made from it at upload (AVIF and WebP at a few widths); a video as uploaded.
 * Alt text is required for an image; the focal point (0-1 from the left and the top) keeps the subject in view
 * when a slot crops it.
 */
export const siteMedia = pgTable(
  'site_media',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    title: text('title').notNull(),
    altText: text('alt_text').notNull(),
    /** image/jpeg, image/png, image/webp, image/avif, video/mp4, video/webm: what was uploaded. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The original as uploaded, in the media store. */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    renditions: jsonb('renditions').$type<SiteImageRendition[]>().notNull().default([]),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('site_media_created_idx').on(t.createdAt)],
);

/**
 * Where the library's items are shown: one item per slot (`home.hero`, `about.founder`, `programme.<slug>`,
 * `course.<slug>`, `category.<slug>`, `story.<slug>`, `bootcamp.hero`, `home.training-film`…). A slot with no row
 * shows the brand's designed art instead.
 */
export const siteMediaSlots = pgTable('site_media_slots', {
  slot: text('slot').primaryKey(),
  mediaId: integer('media_id')
    .notNull()
    .references(() => siteMedia.id, { onDelete: 'cascade' }),
  assignedBy: text('assigned_by').references(() => user.id, { onDelete: 'set null' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});
