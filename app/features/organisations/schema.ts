import { z } from '~/lib/zod';
import type { MemberRole } from '@server/db/schema/tournaments';
import { plainText } from '@server/http/plain-text';

export type { MemberRole };

/**
 * The member roles, in the order they are offered. The table's own list is not imported at run time: this
 * module travels to the browser with the members view, and the table definitions must not.
 */
export const memberRoles = ['organiser', 'coach', 'official'] as const satisfies readonly MemberRole[];

/** How each member role is named on the page and in e-mails. */
export const memberRoleLabels: Record<MemberRole, string> = {
  organiser: 'Organiser',
  coach: 'Coach',
  official: 'Official',
};

/** What each member role may do, said next to the choice (DESIGN "Who owns what"). */
export const memberRoleDescriptions: Record<MemberRole, string> = {
  organiser: 'runs the organisation’s tournaments and invites members',
  coach: 'registers the organisation’s boxers',
  official: 'referees and judges the organisation’s bouts',
};

const memberRole = z.enum(memberRoles, { error: 'Choose organiser, coach or official.' });

/** An organiser's invitation: who, by e-mail, and as what. */
export const memberInviteSchema = z.object({
  name: plainText(z.string(), { label: 'The name', end: '.' })
    .trim()
    .min(1, 'Enter the person’s name.')
    .max(60, 'The name is too long.'),
  email: plainText(z.string(), { label: 'The e-mail address', end: '.' })
    .trim()
    .toLowerCase()
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  memberRole,
});
export type MemberInvite = z.output<typeof memberInviteSchema>;

const memberId = z.coerce.number().int().positive().max(2_147_483_647);
const organisationId = z.coerce.number().int().positive().max(2_147_483_647);

/** The members view's forms: an invitation, a new member role, a removal (hidden ids and a fixed list). */
export const memberFormSchema = z.discriminatedUnion('intent', [
  memberInviteSchema.extend({
    intent: z.literal('member-invite'),
    organisationId: organisationId.optional(),
  }),
  z.object({ intent: z.literal('member-role'), memberId, memberRole }),
  z.object({ intent: z.literal('member-remove'), memberId }),
]);

/** Which organisation's members or settings a platform admin looks at (?organisation=<id>). */
export const organisationChoiceSchema = z.object({ organisation: organisationId.optional() });
