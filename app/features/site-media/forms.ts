import { plainText } from '@server/http/plain-text';
import { z } from '~/lib/zod';

/**
 * The admin's site media page as the one form pipeline reads it (decision 0008): one zod schema per command,
 * a union on `intent`. The upload's file is read from the post by hand (a file is no text field); its facts
 * (title, alt text) go through `siteMediaFactsSchema` like the others.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = <T extends z.ZodType>(schema: T) => z.preprocess((v) => first(v) ?? '', schema);

/** A hidden id: a whole number. */
const id = z.preprocess(
  first,
  z
    .string({ error: 'Choose a photo or a film' })
    .regex(/^\d{1,9}$/, 'Choose a photo or a film')
    .transform(Number),
);

/** A focal point's coordinate as the page shows it, 0 % (left, top) to 100 % (right, bottom); stored 0-1. */
const percent = z.preprocess(
  first,
  z.coerce
    .number({ error: 'Click the photo where its subject is' })
    .min(0, 'Between 0 and 100 %')
    .max(100, 'Between 0 and 100 %')
    .transform((value) => Math.round(value * 10) / 1000),
);

/** A photo's words: a title for the library, and the alt text the site reads out in its place. */
export const siteMediaFactsSchema = z.object({
  title: text(
    plainText(z.string(), { label: 'The title' })
      .trim()
      .min(2, 'Give it a title the library can show')
      .max(120, 'Keep the title under 120 characters'),
  ),
  altText: text(
    plainText(z.string(), { label: 'The alt text' })
      .trim()
      .min(
        5,
        'Alt text is required: describe what the photo shows for people who cannot see it (e.g. "A boxer on the heavy bag in the Lagos gym")',
      )
      .max(300, 'Keep the alt text under 300 characters'),
  ),
});
export type SiteMediaFacts = z.output<typeof siteMediaFactsSchema>;

export const uploadFormSchema = siteMediaFactsSchema.extend({ intent: z.literal('upload') });

export const siteMediaFormSchema = z.discriminatedUnion('intent', [
  uploadFormSchema,
  z.object({
    intent: z.literal('assign'),
    slot: text(z.string().min(1, 'Choose a place on the site')),
    /** Empty: the slot goes back to the drawn art. */
    mediaId: z.preprocess(
      (v) => first(v) ?? '',
      z.union([
        z.literal('').transform(() => null),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
    ),
  }),
  z.object({ intent: z.literal('focal'), mediaId: id, focalX: percent, focalY: percent }),
  siteMediaFactsSchema.extend({ intent: z.literal('describe'), mediaId: id }),
  z.object({ intent: z.literal('delete'), mediaId: id }),
]);
export type SiteMediaCommand = z.output<typeof siteMediaFormSchema>;
