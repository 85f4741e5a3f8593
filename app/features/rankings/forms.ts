import { z } from '~/lib/zod';

/**
 * The bootcamp's posts as the one form pipeline reads them (decision 0008): the admin's selection (a union on
 * `intent`) and the boxer's answer to their invitation.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const boxerId = z.preprocess(
  first,
  z.string({ error: 'Choose a boxer' }).trim().min(1, 'Choose a boxer').max(100, 'Choose a boxer'),
);

export const bootcampSelectionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('shortlist'), boxerId }),
  z.object({ intent: z.literal('remove'), boxerId }),
  z.object({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('publish') }),
]);

export const bootcampAnswerSchema = z.object({
  intent: z.literal('bootcamp-answer'),
  cohort: z.preprocess(first, z.string({ error: 'Choose a cohort' }).regex(/^\d{4}$/, 'Choose a cohort')),
  answer: z.preprocess(first, z.enum(['accept', 'decline'], { error: 'Accept or decline' })),
});
