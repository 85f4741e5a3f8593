import { z } from '~/lib/zod';

/**
 * The coach dashboard's feedback forms as the one form pipeline reads them (decision 0008): one zod
 * schema per command, run by `parseSubmission` in the dashboard's action. Each becomes the input the API's
 * body gives the same service (POST /boxers/{id}/feedback to `writeNote`, POST /boxers/{id}/assessments to
 * `assessSkill`), whose schemas hold the value rules and their messages, said alike to the page and the API.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = z.preprocess(first, z.string().default(''));
/** A field the form may leave out: absent stays absent, so the service tells "none" from "empty". */
const optionalText = z.preprocess(first, z.string().optional());

/** A note to one of the coach's boxers, optionally about one of their decided bouts. */
export const noteFormSchema = z
  .object({ intent: z.literal('note'), boxerId: text, note: text, boutId: optionalText })
  .transform(({ intent, boxerId, note, boutId }) => ({
    intent,
    boxerId,
    input: { note, boutId },
  }));

/** A skill scored 1 to 10, with an optional note (`assessmentNote` on the page, `note` in the API). */
export const assessFormSchema = z
  .object({
    intent: z.literal('assess'),
    boxerId: text,
    skill: optionalText,
    score: text,
    assessmentNote: optionalText,
  })
  .transform(({ intent, boxerId, skill, score, assessmentNote }) => ({
    intent,
    boxerId,
    // The service's schema names the skills; a forged one is its 400 with the field's message.
    input: { skill, score, note: assessmentNote },
  }));

export const coachFeedbackFormSchema = z.union([noteFormSchema, assessFormSchema]);
export type CoachFeedbackCommand = z.output<typeof coachFeedbackFormSchema>;
