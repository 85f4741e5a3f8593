import { eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { auditLog, profiles, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { RowError } from '@server/service-error';
import { clock } from '@server/clock';
import { mayEnterBoxer } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { LICENCE_TAKEN } from './licence';
import {
  createStudent,
  keepingLicencesUnique,
  parseStudent,
  refuseNonCoach,
  studentsClubOf,
} from './students.server';
import type { StudentInput } from './students.server';

/**
 * A federation's bulk import of a coach's students (issue 27 item 16): up to 200 rows of Register Student's
 * fields, each with the boxer's federation licence id, the key the import finds a student again by.
 * - Every row is checked first, with Register Student's rules and messages; one bad row refuses the whole
 *   import (400 `invalid_import`) with what is wrong in each row (`rows`: row from 1, field, message).
 * - Then, in one transaction: a row whose licence id is already one of the coach's students updates their
 *   name and facts (`updated`, or `unchanged` when nothing differs); a row whose e-mail address is one of the
 *   coach's students without a licence id gives them this one (`updated`); any other row registers a new
 *   student (`created`, e-mailed a link to choose a password). A licence id another boxer holds, an e-mail
 *   address of another account, or a student's other address is a 409 for the whole import, rows named,
 *   naming no one the coach cannot see. Nothing is written unless every row is.
 * The same rows sent again change nothing (each is `unchanged`): an import is safe to retry.
 */

export const IMPORT_LIMIT = 200;

export type ImportStatus = 'created' | 'updated' | 'unchanged';
export type ImportedStudent = { row: number; id: string; licenceId: string; status: ImportStatus };
export type ImportAnswer = {
  students: ImportedStudent[];
  created: number;
  updated: number;
  unchanged: number;
};

const invalid = (message: string, rows: RowError[] = []) =>
  new ServiceError(400, 'invalid_import', message, undefined, rows);

/** The rows as sent, checked one by one: every row's errors, or every row's student. */
function checkedRows(input: unknown, now: Date): StudentInput[] {
  const list = (typeof input === 'object' && input !== null ? (input as { students?: unknown }) : {})
    .students;
  if (!Array.isArray(list)) throw invalid('Send the students as a list: { "students": [ … ] }.');
  if (list.length === 0) throw invalid('The import has no students.');
  if (list.length > IMPORT_LIMIT)
    throw invalid(
      `An import has at most ${IMPORT_LIMIT} students; this one has ${list.length}. Send them in parts.`,
    );
  const errors: RowError[] = [];
  const students: StudentInput[] = [];
  const licences = new Map<string, number>();
  const emails = new Map<string, number>();
  list.forEach((raw: unknown, index) => {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      errors.push({ row, field: 'row', message: 'A row is an object of the student’s fields' });
      return;
    }
    const parsed = parseStudent(raw, now, { licenceRequired: true });
    if (!parsed.ok) {
      for (const [field, messages] of Object.entries(parsed.fields))
        for (const message of messages) errors.push({ row, field, message });
      return;
    }
    const { licenceId, email } = parsed.student;
    const sameLicence = licences.get(licenceId!);
    if (sameLicence !== undefined)
      errors.push({ row, field: 'licenceId', message: `Row ${sameLicence} has this licence id too` });
    else licences.set(licenceId!, row);
    const sameEmail = emails.get(email);
    if (sameEmail !== undefined)
      errors.push({ row, field: 'email', message: `Row ${sameEmail} has this e-mail address too` });
    else emails.set(email, row);
    students.push(parsed.student);
  });
  if (errors.length > 0)
    throw invalid(
      `Check the import: ${new Set(errors.map((e) => e.row)).size} of ${list.length} rows have mistakes. Nothing was imported.`,
      errors,
    );
  return students;
}

type Known = {
  id: string;
  email: string;
  name: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: 'men' | 'women' | null;
  weightKg: number | null;
  licenceId: string | null;
  clubId: number | null;
  coachId: string | null;
};

/** What each row will do, decided before anything is written. */
type Plan =
  | { kind: 'create'; student: StudentInput }
  | { kind: 'update'; student: StudentInput; known: Known; changes: string[] };

async function known(tx: Transaction, where: SQL): Promise<Known[]> {
  return tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      weightKg: profiles.weightKg,
      licenceId: profiles.licenceId,
      clubId: profiles.clubId,
      coachId: profiles.coachId,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where);
}

/** The fields of a known student the row would change (none: unchanged). */
function changesOf(student: StudentInput, k: Known): string[] {
  const changes: string[] = [];
  const [first, ...rest] = student.name.split(/\s+/);
  if (k.name !== student.name || k.firstName !== first || k.lastName !== rest.join(' ')) changes.push('name');
  if (k.dateOfBirth !== student.facts.dateOfBirth) changes.push('dateOfBirth');
  if (k.gender !== student.facts.gender) changes.push('gender');
  if (k.weightKg === null || Math.abs(k.weightKg - student.facts.weightKg) > 0.01) changes.push('weightKg');
  if (k.licenceId !== student.licenceId) changes.push('licenceId');
  return changes;
}

export async function importStudents(
  db: Database,
  coach: Workspace,
  input: unknown,
  baseUrl: string,
  now = clock.now(),
): Promise<ImportAnswer> {
  refuseNonCoach(coach);
  const students = checkedRows(input, now);
  const outcomes = await keepingLicencesUnique(() =>
    db.transaction(async (tx) => {
      const licenceIds = students.map((s) => s.licenceId!);
      const byLicence = new Map(
        (await known(tx, inArray(profiles.licenceId, licenceIds))).map((k) => [k.licenceId!, k]),
      );
      const byEmail = new Map(
        (
          await known(
            tx,
            inArray(
              user.email,
              students.map((s) => s.email),
            ),
          )
        ).map((k) => [k.email, k]),
      );
      const mine = (k: Known) => k.role === 'boxer' && k.firstName !== null && mayEnterBoxer(coach, k);
      const conflicts: (RowError & { kind: 'licence' | 'email' })[] = [];
      const plans: Plan[] = students.map((student, index) => {
        const row = index + 1;
        const holder = byLicence.get(student.licenceId!);
        if (holder) {
          if (!mine(holder)) {
            conflicts.push({ row, field: 'licenceId', message: LICENCE_TAKEN.message, kind: 'licence' });
            return { kind: 'create', student };
          }
          if (holder.email !== student.email)
            conflicts.push({
              row,
              field: 'email',
              message:
                'Your student with this licence id has another e-mail address: an import does not change it',
              kind: 'email',
            });
          return { kind: 'update', student, known: holder, changes: changesOf(student, holder) };
        }
        const account = byEmail.get(student.email);
        if (!account) return { kind: 'create', student };
        if (!mine(account)) {
          conflicts.push({
            row,
            field: 'email',
            message: 'This e-mail address already has an account',
            kind: 'email',
          });
          return { kind: 'create', student };
        }
        if (account.licenceId !== null)
          conflicts.push({
            row,
            field: 'licenceId',
            message: `Your student with this e-mail address has the licence id ${account.licenceId}`,
            kind: 'licence',
          });
        return { kind: 'update', student, known: account, changes: changesOf(student, account) };
      });
      if (conflicts.length > 0) {
        const kinds = new Set(conflicts.map((c) => c.kind));
        const code =
          kinds.size > 1 ? 'import_conflict' : kinds.has('licence') ? LICENCE_TAKEN.code : 'email_taken';
        throw new ServiceError(
          409,
          code,
          `${new Set(conflicts.map((c) => c.row)).size} of ${students.length} rows name a licence id or an e-mail address already in use. Nothing was imported.`,
          undefined,
          conflicts.map(({ kind: _kind, ...error }) => error),
        );
      }
      const answers: ImportedStudent[] = [];
      for (const [index, plan] of plans.entries()) {
        const row = index + 1;
        const licenceId = plan.student.licenceId!;
        if (plan.kind === 'create') {
          const made = await createStudent(tx, coach, plan.student, baseUrl, now);
          answers.push({ row, id: made.id, licenceId, status: 'created' });
          continue;
        }
        if (plan.changes.length === 0) {
          answers.push({ row, id: plan.known.id, licenceId, status: 'unchanged' });
          continue;
        }
        await updateStudent(tx, coach, plan.known.id, plan.student, plan.changes, now);
        answers.push({ row, id: plan.known.id, licenceId, status: 'updated' });
      }
      return answers;
    }),
  );
  const tally = (status: ImportStatus) => outcomes.filter((o) => o.status === status).length;
  return {
    students: outcomes,
    created: tally('created'),
    updated: tally('updated'),
    unchanged: tally('unchanged'),
  };
}

async function updateStudent(
  tx: Transaction,
  coach: Workspace,
  id: string,
  student: StudentInput,
  changes: string[],
  now: Date,
) {
  const [first, ...rest] = student.name.split(/\s+/);
  await tx
    .update(profiles)
    .set({
      firstName: first!,
      lastName: rest.join(' '),
      ...student.facts,
      licenceId: student.licenceId,
      updatedAt: now,
    })
    .where(eq(profiles.id, id));
  if (changes.includes('name'))
    await tx.update(user).set({ name: student.name, updatedAt: now }).where(eq(user.id, id));
  await tx.insert(auditLog).values({
    actorUserId: coach.viewer.id,
    action: 'boxer.profile_changed',
    targetUserId: id,
    details: { fields: changes, by: 'import', clubId: studentsClubOf(coach) },
  });
}
