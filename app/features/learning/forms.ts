import { z } from '~/lib/zod';

/** A lesson as its editor (the admin page's form, or the API) sends it (issue 34). */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (label: string, min: number, maxLength: number) =>
  z.preprocess(
    first,
    z
      .string({ error: `Write the ${label}` })
      .trim()
      .min(min, `Write the ${label}`)
      .max(maxLength, `The ${label} is at most ${maxLength} characters`),
  );
const blankToUndefined = (v: unknown) => {
  const value = first(v);
  return value === '' || value === null ? undefined : value;
};

export const lessonInputSchema = z.object({
  title: text('lesson’s title', 3, 120),
  minutes: z.preprocess(
    (v) => {
      const value = first(v);
      return typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number({ error: 'Give its length in minutes' })
      .int('Give its length in whole minutes')
      .min(1, 'A lesson is at least 1 minute')
      .max(240, 'A lesson is at most 240 minutes'),
  ),
  body: text('lesson’s text', 1, 20_000),
  checkQuestion: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'The question is at most 200 characters').optional(),
  ),
  checkOptions: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().trim().max(120, 'An answer is at most 120 characters')).max(6, 'At most six answers'),
  ),
  checkAnswer: z.preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  }, z.number().int().min(0).max(5).optional()),
});

export type LessonInput = z.infer<typeof lessonInputSchema>;

/** A learner's review of a course (issue 34): its text's length once trimmed. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 600;
