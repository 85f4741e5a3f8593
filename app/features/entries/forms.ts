import { z } from '~/lib/zod';
import type { RegistrationInput } from './registration.server';

/**
 * The coach's entry forms as the one form pipeline reads them (decision 0008): one zod schema per command,
 * run by `parseSubmission` in the dashboard's action. Each becomes the body the API takes for the same
 * command and hands to the same service: a squad's list is POST /tournaments/{id}/entries/squad's `entries`
 * (checked by `registrationSchema` in `registerSquad`), a withdrawal DELETE /entries/{id}'s `reason`. The
 * value rules and their messages stay in the service, said alike to the page and the API.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = z.preprocess(first, z.string().default(''));
const list = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()));

/** Withdrawing one of the coach's entries, with a reason; the boxer's name is only for the answer. */
export const withdrawFormSchema = z.object({
  intent: z.literal('withdraw'),
  entryId: text.transform(Number),
  reason: text,
  name: text,
});

/**
 * The squad form: the tournament, the ticked boxers (`boxer`) and, per boxer, the category the page worked
 * out for them (`weightClass-<id>`, `ageGroup-<id>`) and, for an under-18, their guardian's name and e-mail.
 */
export const squadFormSchema = z
  .looseObject({ tournamentId: text.transform(Number), boxer: list })
  .transform((form) => {
    const field = (name: string) => String(first(form[name]) ?? '');
    return {
      tournamentId: form.tournamentId,
      entries: form.boxer.map(
        (id) =>
          ({
            boxerId: id,
            weightClass: field(`weightClass-${id}`),
            ageGroup: field(`ageGroup-${id}`),
            guardianName: field(`guardianName-${id}`).trim() || undefined,
            guardianEmail: field(`guardianEmail-${id}`).trim() || undefined,
          }) satisfies RegistrationInput,
      ),
    };
  });
