import { z } from '~/lib/zod';

/**
 * The two forms on an enquiry's page in the admin inbox, read into what the inbox service takes. The
 * service keeps the rules (which moves are allowed, the note's length), for these forms and the API alike;
 * these schemas only say what a post must hold.
 */

const note = z.string({ error: 'The note must be text.' }).optional();

/** Approving an organisation's sign-up. */
export const enquiryApprovalFormSchema = z.object({ intent: z.literal('approve'), note });

/** Moving the enquiry on: the status shown when the page was drawn travels along, to catch a race. */
export const enquiryStatusFormSchema = z.object({
  toStatus: z.string({ error: 'Choose a status from the list.' }),
  fromStatus: z.string({ error: 'Reload the page and try again.' }).optional(),
  note,
});
