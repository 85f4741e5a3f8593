import { z } from '~/lib/zod';
import { roles } from '@server/auth/roles';
import { plainText } from '@server/http/plain-text';

export const userSearchSchema = z.object({
  q: plainText(z.string(), { label: 'The search' }).trim().max(100).optional().default(''),
  // 'all' (the filter's first option) means no filter.
  role: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(roles).optional()),
});

export const userChangeSchema = z
  .object({
    role: z.enum(roles).optional(),
    disabled: z.boolean().optional(),
    // Stored with the disabling and shown in one line: the same rules as every one-line field.
    reason: plainText(z.string(), { label: 'The reason' }).trim().max(300).optional(),
  })
  .refine(
    (v) => v.role !== undefined || v.disabled !== undefined,
    'Give a role or a disabled flag to change.',
  );

/** The Users tab's forms (hidden fields and a role select): a new role, a disabling or an enabling. */
export const userChangeFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), userId: z.string().min(1).max(64), role: z.enum(roles) }),
  z.object({ intent: z.literal('disable'), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('enable'), userId: z.string().min(1).max(64) }),
]);
