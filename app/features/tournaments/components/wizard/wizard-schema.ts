import { z } from '~/lib/zod';
import type { RawValues } from '~/components/forms/submission';
import { tournamentDraftSchema } from '~/features/tournaments/draft';
import type { TournamentDraft } from '~/features/tournaments/draft';
import { draftFromForm, fieldOfPath } from './wizard-fields';

/**
 * The wizard's form, checked by the one draft schema (the API's and the services'): its fields become the
 * draft (`draftFromForm`, clamping as SPEC §5 says) and each of the schema's complaints comes back under
 * the field that caused it ("rules.roundDuration" → `roundDuration`). The browser loads this module
 * lazily; the actions import it directly.
 */
export const tournamentFormSchema = z
  .custom<RawValues>((value) => typeof value === 'object' && value !== null, {
    error: 'Send the tournament as a form',
  })
  .transform((values, ctx): TournamentDraft => {
    const parsed = tournamentDraftSchema.safeParse(draftFromForm(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [fieldOfPath(issue.path)] });
    }
    return z.NEVER;
  });

/** The shape `useForm` asks for: the schema at a moment (this one does not depend on the time). */
export const tournamentFormSchemaAt = () => tournamentFormSchema;
