import { z } from 'zod';
import type { AppServices } from '@server/services';
import { plainText } from '@server/http/plain-text';
import { listStudents, registerStudent, STUDENTS_PAGE } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import { defineEndpoint } from './endpoint';

/**
 * A coach's students (issue 27 item 16): the boxers My Students lists, with their ids, so a federation's
 * system can enter and update them without reading pages; and Register Student, answering the new boxer's
 * id. Whose students they are is the entries feature's rule (`listStudents`: the boxers the coach coaches,
 * and the boxers of the club they coach for); these are the coach's own boxers, so their private facts (date
 * of birth, weight, medical status) are in the answer, as on My Students.
 */

const student = z.object({
  id: z.string().describe("The boxer's account id (GET /boxers/{id}, PATCH /boxers/{id}/profile)"),
  name: z.string(),
  record: z.string().describe('Wins-losses-draws, as 3-1-0'),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.enum(['men', 'women']).nullable(),
  weightKg: z.number().nullable().describe('The declared weight'),
  medicalStatus: z.enum(['Cleared', 'Pending']),
});

export function studentEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/students',
      roles: ['coach', 'admin'],
      summary: "The caller's students, by name, 50 a page",
      description:
        'The boxers the caller coaches and the boxers of the club they coach for (as My Students lists them), ' +
        `${STUDENTS_PAGE} a page from page 1; \`q\` keeps those whose name holds it. A page past the last is empty.`,
      query: z.object({
        q: plainText(z.string(), { label: 'The search' }).trim().max(100).optional().default(''),
        page: z.coerce
          .number({ error: 'A page is a whole number from 1' })
          .int('A page is a whole number from 1')
          .min(1, 'A page is a whole number from 1')
          .max(100_000, 'A page is a whole number from 1')
          .optional()
          .default(1),
      }),
      response: z.object({
        students: z.array(student),
        total: z.number().int().describe('How many match in all'),
        page: z.number().int(),
        pages: z.number().int().describe('How many pages the matches fill (at least 1)'),
      }),
      handle: async ({ db, viewer, query }) => {
        const { students, total } = await listStudents(db, await workspaceFor(db, viewer!), {
          limit: STUDENTS_PAGE,
          offset: (query.page - 1) * STUDENTS_PAGE,
          q: query.q,
        });
        return {
          students,
          total,
          page: query.page,
          pages: Math.max(1, Math.ceil(total / STUDENTS_PAGE)),
        };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/students',
      roles: ['coach', 'admin'],
      idempotent: true,
      successStatus: 201,
      summary: 'Register Student: a boxer account with its profile, coached by the caller',
      description:
        'The boxer is of the club the caller coaches for, and is e-mailed a link to choose a password. ' +
        'The answer names the new boxer by `id`.',
      // Loose types: the rules and their messages are Register Student's (a 400 invalid_student with fields).
      body: z.object({
        name: z.string().describe("The boxer's first and last name"),
        email: z.string().describe('Not yet the address of an account'),
        dateOfBirth: z.string().describe('YYYY-MM-DD; the boxer is 8 to 60 years old'),
        gender: z.string().describe('men or women'),
        weightKg: z.union([z.number(), z.string()]).describe('The declared weight, 30 to 200 kg'),
      }),
      response: z.object({
        student: z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string() }),
      }),
      refusals: [{ status: 409, description: 'The e-mail address already has an account (email_taken)' }],
      handle: async ({ db, viewer, body }) => ({
        student: await registerStudent(db, await workspaceFor(db, viewer!), body, services.config.baseUrl),
      }),
    }),
  ];
}
