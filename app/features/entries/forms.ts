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

/** A hidden id: a whole number. */
const id = z.preprocess(
  first,
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
);

/** The body of DELETE /entries/{id} (the API's, with its messages); every withdrawal form takes `reason` from it. */
export const withdrawBodySchema = z.object({
  reason: z.string({ error: 'Give a reason' }).max(500, 'At most 500 characters'),
});
const reason = z.preprocess(first, withdrawBodySchema.shape.reason);

/** Withdrawing one of the coach's entries, with a reason; the boxer's name is only for the answer. */
export const withdrawFormSchema = z.object({
  intent: z.literal('withdraw'),
  entryId: text.transform(Number),
  reason,
  name: text,
});

/** A boxer withdrawing their own entry from the tournament's page. */
export const ownWithdrawFormSchema = z.object({
  intent: z.literal('withdraw'),
  entryId: text.transform(Number),
  reason,
});

/**
 * A boxer entering themself from the tournament's page: the category they chose (`<weight class>|<age
 * group>`, or empty for the one their profile puts them in) and, for an under-18, their guardian; the input
 * `registerEntry` takes (with the tournament and the boxer, which the page knows). `profile` says the form
 * also carries the facts the profile lacked (date of birth, gender, declared weight), which the page saves
 * through `updateBoxerFacts` (its own checks and messages) before the entry.
 */
export const ownEntryFormSchema = z
  .object({ category: text, guardianName: text, guardianEmail: text, guardianPhone: text, profile: text })
  .transform(({ category, guardianName, guardianEmail, guardianPhone, profile }) => {
    const [weightClass = '', ageGroup = ''] = category.split('|');
    return {
      profile: profile === 'complete',
      entry: {
        weightClass,
        ageGroup,
        guardianName: guardianName.trim() || undefined,
        guardianEmail: guardianEmail.trim() || undefined,
        // Read as a Nigerian number by registerEntry (issue 32), beside the e-mail.
        guardianPhone: guardianPhone.trim() || undefined,
      },
    };
  });

/** The entries board's commands on one entry: its boxer's name is only for the answer. */
const entryCommand = { entryId: id, name: text.transform((v) => v.slice(0, 120)) };
/**
 * The organiser's entries board: marking a fee paid or unpaid, withdrawing an entry (DELETE /entries/{id}'s
 * `reason`), inviting a boxer by e-mail and revoking an invitation (the bodies of POST and DELETE
 * /tournaments/{id}/invitations; the address is checked by `inviteBoxer`).
 */
export const entriesBoardFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('paid'), ...entryCommand }),
  z.object({ intent: z.literal('unpaid'), ...entryCommand }),
  z.object({ intent: z.literal('withdraw'), ...entryCommand, reason }),
  z.object({ intent: z.literal('invite'), email: text }),
  z.object({ intent: z.literal('revoke'), boxerId: text }),
  z.object({ intent: z.literal('cash-refund'), ...entryCommand }),
]);
export const ENTRIES_BOARD_INTENTS = [
  'paid',
  'unpaid',
  'withdraw',
  'invite',
  'revoke',
  'cash-refund',
] as const;

/** A guardian's consent from the e-mailed link: their name and the ticked box (`giveGuardianConsent`'s input). */
export const guardianConsentFormSchema = z.object({
  name: text,
  consent: text.transform((v) => v === 'on'),
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
            guardianPhone: field(`guardianPhone-${id}`).trim() || undefined,
          }) satisfies RegistrationInput,
      ),
    };
  });
