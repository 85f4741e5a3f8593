import { z } from '~/lib/zod';
import { lagosInstant } from '~/lib/lagos-time';
import type { PollDraft } from './polls.server';

/**
 * The organiser's fan voting and media forms as the one form pipeline reads them (decision 0008): one zod
 * schema per command, run by `parseSubmission` in the page's action. A new poll's form becomes a
 * `PollDraft`, the body of POST /tournaments/{id}/polls, which `createPoll` checks with the API's own schema
 * (`pollDraftSchema`): the question's and the options' messages are the same on the page and in the API.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = z.preprocess(first, z.string().default(''));
const id = z.preprocess(
  first,
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
);
const list = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()));

/** A new poll: its question, kind, the ticked boxers or bouts (`boxer:<id>`, `bout:<id>`), when it closes (WAT). */
export const createPollFormSchema = z
  .object({
    intent: z.literal('create-poll'),
    question: text,
    kind: z.preprocess(first, z.string().default('fan_favourite')),
    option: list,
    closesAt: text,
  })
  .transform(({ intent, question, kind, option, closesAt }) => {
    const [day, time] = closesAt.split('T');
    const draft = {
      question,
      kind,
      options: option.map((value) => {
        const [what, optionId] = value.split(':');
        return what === 'bout' ? { boutId: Number(optionId) } : { boxerId: String(optionId) };
      }),
      ...(day && time ? { closesAt: lagosInstant(day, time).toISOString() } : {}),
    };
    // The service parses the draft with the API's schema; its kind is checked there too.
    return { intent, draft: draft as PollDraft };
  });
export const closePollFormSchema = z.object({ intent: z.literal('close-poll'), pollId: id });
/** A photo or clip marked as a highlight, or no longer one. */
export const highlightFormSchema = z.object({
  intent: z.literal('highlight'),
  mediaId: id,
  highlight: text.transform((v) => v === 'true'),
});
/** The body of POST /polls/{id}/votes (the API's); the hub's vote form takes `optionId` from it. */
export const voteBodySchema = z.object({ optionId: z.number().int().positive() }).strict();
/** A vote from the spectator hub's Fan Voting tab: the poll and the option ticked. */
export const voteFormSchema = z.object({
  intent: z.literal('vote'),
  pollId: id,
  optionId: z.preprocess((v) => {
    const raw = first(v);
    return typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  }, voteBodySchema.shape.optionId),
});

export const liveManagementFormSchema = z.union([
  createPollFormSchema,
  closePollFormSchema,
  highlightFormSchema,
]);
