import { z } from '~/lib/zod';
import type { CorrectionInput, OfficialsInput } from './index';

/**
 * The organiser's competition forms (weigh-in, bout order, a result's correction) as the one form pipeline
 * reads them (decision 0008): one zod schema per command, run by `parseSubmission` in the page's action.
 * A schema turns the form's text into the command's input, the same input the API's body gives the same
 * service (`server/api/v1/competition.ts`, `officiating.ts`), so the value rules and their messages (a weight
 * from 20 to 200 kg, a referee to choose, a day of the tournament) stay in the service, said alike to the
 * page and the API. What only a stale page or a forged post gets wrong (an intent, a hidden id) is refused
 * here: `NOT_UNDERSTOOD`.
 */

export const NOT_UNDERSTOOD = 'That change was not understood. Reload the page and try again.';

/** A hidden id: a whole number. */
const id = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
/** A field a person types or picks, as text ('' when absent); a repeated name keeps the first. */
const text = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().default(''));
/** A number a person types, as the API's body would carry it (NaN when it is none: the service says so). */
const typedNumber = text.transform((v) => (v.trim() === '' ? Number.NaN : Number(v)));
/** The values of a repeated field (ticked boxes, selects of one name), in order. */
const list = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()));
const checkbox = (on: string) => text.transform((v) => v === on);

// The weigh-in page: a weight, a move to the category the weight fits, a withdrawal, closing a day.

/** A weight and clearance; the body of POST /entries/{id}/weigh-in. */
export const weighFormSchema = z.object({
  intent: z.literal('weigh'),
  entryId: id,
  // 59,4 is 59.4: a comma is how many people type a decimal.
  weightKg: text.transform((v) => {
    const raw = v.replace(',', '.').trim();
    return raw === '' ? Number.NaN : Number(raw);
  }),
  medicalCleared: checkbox('on'),
  day: text,
});
/** The body of POST /entries/{id}/move. */
export const moveEntryFormSchema = z.object({
  intent: z.literal('move'),
  entryId: id,
  categoryId: typedNumber,
});
export const weighInWithdrawFormSchema = z.object({ intent: z.literal('withdraw'), entryId: id });
/** The body of POST /tournaments/{id}/weigh-in/close, with the organiser's tick. */
export const closeWeighInFormSchema = z.object({
  intent: z.literal('close'),
  confirm: checkbox('on'),
  day: text,
});
export const weighInFormSchema = z.discriminatedUnion('intent', [
  weighFormSchema,
  moveEntryFormSchema,
  weighInWithdrawFormSchema,
  closeWeighInFormSchema,
]);

// The draws page: one category (drawn again at the revision the page showed), or every category.

/**
 * The body of POST /categories/{id}/draw (the API's, with its OpenAPI descriptions); the draws page's
 * form takes its `revision` from it.
 */
export const drawBodySchema = z.object({
  seed: z.number().int().min(1).max(2_000_000_000).optional().describe("The lot's seed; random if absent"),
  revision: z.number().int().optional().describe('The revision you read: a stale one is refused (409)'),
});
/** A hidden revision as the draw body's number (none when the field is absent or blank). */
const revision = text
  .transform((v) => (v.trim() === '' ? undefined : Number(v)))
  .pipe(drawBodySchema.shape.revision);
export const drawFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('draw-all') }),
  z.object({ intent: z.literal('draw'), categoryId: id, revision }),
]);

// The bout order page: sessions and rings, scheduling, moving a bout, naming its officials.

/** Rows of the sessions form: enough for a three-day event with two sessions a day; blank rows are ignored. */
export const SESSION_ROWS = 6;

/** The body of PUT /tournaments/{id}/sessions, from the form's numbered rows. */
export const sessionsFormSchema = z
  .looseObject({ intent: z.literal('sessions'), rings: typedNumber })
  .transform((form) => ({
    intent: form.intent,
    rings: form.rings,
    sessions: Array.from({ length: SESSION_ROWS }, (_, i) => ({
      day: String(form[`day-${i}`] ?? '').trim(),
      start: String(form[`start-${i}`] ?? '').trim(),
    })).filter((s) => s.day !== '' || s.start !== ''),
  }));
export const scheduleFormSchema = z.object({ intent: z.literal('schedule') });
/** The bodies of POST /bouts/{id}/move: a step up or down its ring, or another ring. */
export const moveBoutFormSchema = z.union([
  z.object({ intent: z.enum(['up', 'down']), boutId: id }),
  z.object({ intent: z.literal('ring'), boutId: id, ring: typedNumber }),
]);
/** The body of PUT /bouts/{id}/officials: 'none' is no recorder (no timekeeper). */
export const officialsFormSchema = z
  .object({
    intent: z.literal('officials'),
    boutId: id,
    referee: text,
    judge: list,
    recorder: text,
    timekeeper: text.optional(),
  })
  .transform(({ intent, boutId, referee, judge, recorder, timekeeper }) => ({
    intent,
    boutId,
    officials: {
      referee,
      judges: judge,
      recorder: recorder === '' || recorder === 'none' ? null : recorder,
      timekeeper: !timekeeper || timekeeper === 'none' ? null : timekeeper,
    } satisfies OfficialsInput,
  }));
export const boutOrderFormSchema = z.union([
  sessionsFormSchema,
  scheduleFormSchema,
  moveBoutFormSchema,
  officialsFormSchema,
]);

// A decided bout's page: correcting its result.

/** The outcomes an organiser may correct a result to (a walkover or a draw is never typed in here). */
export const correctableOutcomes = ['WP', 'RSC', 'RSC-I', 'KO', 'ABD', 'DSQ'] as const;

/** The body of POST /bouts/{id}/correction. */
export const correctionFormSchema = z
  .object({
    outcome: z.enum(correctableOutcomes, { error: 'Choose the outcome' }),
    winner: text,
    round: text,
    reason: text,
    acceptVoided: checkbox('yes'),
  })
  .transform(({ outcome, winner, round, reason, acceptVoided }) => {
    const ended = round.trim();
    return {
      outcome,
      reason,
      ...(winner === 'red' || winner === 'blue' ? { winner } : {}),
      ...(ended !== '' ? { round: Number(ended) } : {}),
      acceptVoided,
    } satisfies CorrectionInput;
  });
