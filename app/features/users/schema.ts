import { z } from '~/lib/zod';
import { roles } from '~/features/auth/roles';

export const userSearchSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  // 'all' (the filter's first option) means no filter.
  role: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(roles).optional()),
});

export const userChangeSchema = z
  .object({
    role: z.enum(roles).optional(),
    disabled: z.boolean().optional(),
    reason: z.string().trim().max(300).optional(),
  })
  .refine(
    (v) => v.role !== undefined || v.disabled !== undefined,
    'Give a role or a disabled flag to change.',
  );
