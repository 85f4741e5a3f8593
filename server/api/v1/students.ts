import { z } from 'zod';
import type { AppServices } from '@server/services';
import { plainText } from '@server/http/plain-text';
import {
  IMPORT_LIMIT,
  importStudents,
  LICENCE_ID_MAX,
  listStudents,
  registerStudent,
  STUDENTS_PAGE,
} from '~/features/entries';
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
  licenceId: z.string().nullable().describe("The boxer's federation licence id, if given"),
});

const licenceId = z
  .string()
  .describe(
    `The boxer's federation licence id: 1-${LICENCE_ID_MAX} letters, digits, - / or . (trimmed); ` +
      'one boxer holds it on the platform',
  );

/** Register Student's fields, loosely typed: the rules and messages are the service's. */
const studentFields = {
  name: z.string().describe("The boxer's first and last name"),
  email: z.string().optional().describe('Not yet the address of an account; this or phone'),
  phone: z
    .string()
    .optional()
    .describe(
      'A boxer with no e-mail (issue 32): any Nigerian form (0803 123 4567, +234 803 123 4567), kept as E.164; ' +
        'they sign in with a code by SMS. Not yet the number of an account (phone_taken)',
    ),
  dateOfBirth: z.string().describe('YYYY-MM-DD; the boxer is 8 to 60 years old'),
  gender: z.string().describe('men or women'),
  weightKg: z.union([z.number(), z.string()]).describe('The declared weight, 30 to 200 kg'),
};

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
        'The boxer is of the club the caller coaches for, and is e-mailed a link to choose a password; a boxer ' +
        'given with a phone and no e-mail signs in with a code by SMS instead (their `email` in the answer is a ' +
        'placeholder under phone.invalid that nothing is sent to). The answer names the new boxer by `id`.',
      // Loose types: the rules and their messages are Register Student's (a 400 invalid_student with fields).
      body: z.object({
        ...studentFields,
        licenceId: z.union([licenceId, z.null()]).optional(),
        licenceBody: z
          .union([z.string(), z.null()])
          .optional()
          .describe('Who issued the licence (2 to 120 characters), if given'),
        licenceExpiresOn: z
          .union([z.string(), z.null()])
          .optional()
          .describe('The Lagos date the licence is valid through, YYYY-MM-DD, if given'),
      }),
      response: z.object({
        student: z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string() }),
      }),
      refusals: [
        {
          status: 409,
          description:
            'The e-mail address already has an account (email_taken), the phone number does (phone_taken), or another boxer holds the licence id (licence_id_taken)',
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        student: await registerStudent(db, await workspaceFor(db, viewer!), body, services.config.baseUrl),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/students/import',
      roles: ['coach', 'admin'],
      idempotent: true,
      bodyLimit: '512kb',
      summary: `Import up to ${IMPORT_LIMIT} students at once, found again by their federation licence id`,
      description:
        'Each row has the fields of Register Student and the licence id. Every row is checked first: one bad ' +
        'row refuses the whole import (400 invalid_import, `error.rows` lists each mistake as { row, field, ' +
        'message }, rows counted from 1). Then, in one transaction, a row whose licence id is already one of ' +
        "the caller's students updates their name and facts (`updated`, or `unchanged`); a row whose e-mail " +
        "address is one of the caller's students without a licence id gives them this one (`updated`); any " +
        'other row registers a new student (`created`, e-mailed a link to choose a password). The e-mail ' +
        'address of a known student is not changed by an import. Sending the same rows again changes nothing.',
      // Each row loosely typed: every row's mistakes are the service's to list, all at once (`error.rows`).
      body: z.object({
        students: z
          .array(z.unknown())
          .describe(
            `1 to ${IMPORT_LIMIT} rows, each { name, email, dateOfBirth, gender, weightKg, licenceId }: ` +
              "Register Student's fields and the boxer's federation licence id (required here)",
          ),
      }),
      response: z.object({
        students: z.array(
          z.object({
            row: z.number().int().describe('The row, from 1'),
            id: z.string().describe("The boxer's account id"),
            licenceId: z.string(),
            status: z.enum(['created', 'updated', 'unchanged']),
          }),
        ),
        created: z.number().int(),
        updated: z.number().int(),
        unchanged: z.number().int(),
      }),
      refusals: [
        {
          status: 409,
          description:
            'Rows name a licence id another boxer holds (licence_id_taken), an e-mail address of another ' +
            'account or another address of a known student (email_taken), or both (import_conflict): ' +
            '`error.rows` says which; nothing is imported',
        },
      ],
      handle: async ({ db, viewer, body }) =>
        importStudents(db, await workspaceFor(db, viewer!), body, services.config.baseUrl),
    }),
  ];
}
