import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { auditLog, entries, organisations, profiles, user } from '@server/db/schema';
import { createAccount, issueSetPasswordLink } from '@server/auth/accounts';
import { queueEmail } from '@server/mail/outbox';
import { headerText } from '@server/http/plain-text';
import { ServiceError } from '@server/service-error';
import { academy } from '~/content/academy';
import { lagosDate, ageOn, isCalendarDate } from '~/lib/lagos-time';
import { z } from '~/lib/zod';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_MESSAGE } from '~/lib/phone.server';
import { isPlaceholderEmail, placeholderEmail } from '@server/auth/placeholder-email';
import { mayEnterBoxer } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import type { WeightClassPreset } from '~/content/tournament-categories';
import { ageGroupOn, weightClassFor } from './fit';
import {
  isLicenceIdClash,
  LICENCE_TAKEN,
  licenceChangeSchema,
  licenceDetailsSchema,
  licenceIdSchema,
} from './licence';
import { categoryName } from './registration.server';
import { clock } from '@server/clock';

/**
 * A boxer's profile facts (issue 15): date of birth, gender, declared weight, what registration checks a
 * category against; and a coach's students (SPEC §7 My Students, Register Student).
 */

export const PROFILE_LIMITS = { minAge: 8, maxAge: 60, minKg: 30, maxKg: 200 } as const;

/** The facts as a form sends them (strings); `today` bounds the age. */
export function profileFactsSchema(today: string) {
  return z.object({
    dateOfBirth: z
      .string({ error: 'Enter the date of birth' })
      .trim()
      .refine(isCalendarDate, 'Enter the date of birth')
      .refine(
        (d) => !isCalendarDate(d) || ageOn(d, today) >= PROFILE_LIMITS.minAge,
        'A boxer is at least 8 years old',
      )
      .refine(
        (d) => !isCalendarDate(d) || ageOn(d, today) <= PROFILE_LIMITS.maxAge,
        'A boxer is at most 60 years old',
      ),
    gender: z.enum(['men', 'women'], { error: 'Choose men or women' }),
    weightKg: z.coerce
      .number({ error: 'Enter the weight in kg' })
      .refine(Number.isFinite, 'Enter the weight in kg')
      .min(PROFILE_LIMITS.minKg, 'The weight is between 30 and 200 kg')
      .max(PROFILE_LIMITS.maxKg, 'The weight is between 30 and 200 kg')
      .transform((kg) => Math.round(kg * 10) / 10),
  });
}
export type ProfileFacts = { dateOfBirth: string; gender: 'men' | 'women'; weightKg: number };

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return fields;
}

/** Checks a boxer's facts; a refusal is a 400 with the field errors. */
export function parseProfileFacts(input: unknown, now = clock.now()): ProfileFacts {
  const parsed = profileFactsSchema(lagosDate(now)).safeParse(input);
  if (!parsed.success)
    throw new ServiceError(
      400,
      'invalid_profile',
      'Check the boxer’s details.',
      fieldErrors(parsed.error.issues),
    );
  return parsed.data;
}

/** A boxer updates their own facts (the profile page). */
export async function updateBoxerFacts(db: Database, boxerId: string, input: unknown, now = clock.now()) {
  const facts = parseProfileFacts(input, now);
  const updated = await db
    .update(profiles)
    .set({ ...facts, updatedAt: now })
    .where(eq(profiles.id, boxerId))
    .returning({ id: profiles.id });
  if (updated.length === 0)
    throw new ServiceError(404, 'profile_not_found', 'There is no boxer profile for this account.');
  return facts;
}

/** A boxer's facts with their federation licence id, as the API sets and answers them. */
export type LicensedFacts = ProfileFacts & {
  licenceId: string | null;
  licenceBody: string | null;
  licenceExpiresOn: string | null;
};

/**
 * Someone other than the profile page changes a boxer's facts (PATCH /api/v1/boxers/{id}/profile): these are
 * what entering the boxer is checked against, so who may change them is who may enter the boxer
 * (`mayEnterBoxer`: the boxer, their coach, an organiser of their club, a platform admin). The rules and
 * messages are the profile page's; the licence id (licence.ts) is optional: absent it stays, null clears it,
 * and one another boxer holds is a 409 that names nobody. Someone else's change is in the audit log, as
 * Register Student is.
 */
export async function changeBoxerFacts(
  db: Database,
  actor: Workspace,
  boxerId: string,
  input: unknown,
  now = clock.now(),
): Promise<LicensedFacts> {
  const [boxer] = await db
    .select({ id: profiles.id, clubId: profiles.clubId, coachId: profiles.coachId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, boxerId), eq(user.role, 'boxer')));
  if (!boxer) throw new ServiceError(404, 'boxer_not_found', 'There is no such boxer.');
  if (!mayEnterBoxer(actor, boxer))
    throw new ServiceError(
      403,
      'not_your_boxer',
      'Only the boxer, their coach or an organiser of their own club can change their profile.',
    );
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const facts = profileFactsSchema(lagosDate(now)).safeParse(raw);
  const licence = licenceChangeSchema.safeParse(raw.licenceId);
  const details = licenceDetailsSchema.safeParse(raw);
  if (!facts.success || !licence.success || !details.success)
    throw new ServiceError(400, 'invalid_profile', 'Check the boxer’s details.', {
      ...(facts.success ? {} : fieldErrors(facts.error.issues)),
      ...(licence.success ? {} : { licenceId: licence.error.issues.map((i) => i.message) }),
      ...(details.success ? {} : fieldErrors(details.error.issues)),
    });
  const licenceId = licence.data;
  const licenceDetails = Object.fromEntries(
    Object.entries(details.data).filter(([, v]) => v !== undefined),
  ) as { licenceBody?: string | null; licenceExpiresOn?: string | null };
  const changed = await keepingLicencesUnique(() =>
    db.transaction(async (tx) => {
      if (licenceId) await refuseLicenceHeldByAnother(tx, licenceId, boxer.id);
      const [row] = await tx
        .update(profiles)
        .set({
          ...facts.data,
          ...(licenceId === undefined ? {} : { licenceId }),
          ...licenceDetails,
          updatedAt: now,
        })
        .where(eq(profiles.id, boxer.id))
        .returning({
          licenceId: profiles.licenceId,
          licenceBody: profiles.licenceBody,
          licenceExpiresOn: profiles.licenceExpiresOn,
        });
      if (actor.viewer.id !== boxer.id)
        await tx.insert(auditLog).values({
          actorUserId: actor.viewer.id,
          action: 'boxer.profile_changed',
          targetUserId: boxer.id,
          details: {
            fields: [
              ...Object.keys(facts.data),
              ...(licenceId === undefined ? [] : ['licenceId']),
              ...Object.keys(licenceDetails),
            ],
          },
        });
      return {
        ...facts.data,
        licenceId: row?.licenceId ?? null,
        licenceBody: row?.licenceBody ?? null,
        licenceExpiresOn: row?.licenceExpiresOn ?? null,
      };
    }),
  );
  return changed;
}

/**
 * Issue 33: the boxer's licence alone (id, issuing body, expiry), for the boxer's certificates page: who may
 * enter the boxer may set it; absent leaves a field, blank clears it. Audited when someone else changes it.
 */
export async function changeLicence(
  db: Database,
  actor: Workspace,
  boxerId: string,
  input: { licenceId?: unknown; licenceBody?: unknown; licenceExpiresOn?: unknown },
  now = clock.now(),
): Promise<{ licenceId: string | null; licenceBody: string | null; licenceExpiresOn: string | null }> {
  const [boxer] = await db
    .select({ id: profiles.id, clubId: profiles.clubId, coachId: profiles.coachId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, boxerId), eq(user.role, 'boxer')));
  if (!boxer) throw new ServiceError(404, 'boxer_not_found', 'There is no such boxer.');
  if (!mayEnterBoxer(actor, boxer))
    throw new ServiceError(403, 'not_your_boxer', 'Only the boxer or their coach can change their licence.');
  const licence = licenceChangeSchema.safeParse(input.licenceId);
  const details = licenceDetailsSchema.safeParse(input);
  if (!licence.success || !details.success)
    throw new ServiceError(400, 'invalid_licence', 'Check the licence.', {
      ...(licence.success ? {} : { licenceId: licence.error.issues.map((i) => i.message) }),
      ...(details.success ? {} : fieldErrors(details.error.issues)),
    });
  const licenceId = licence.data;
  const changes = Object.fromEntries(
    Object.entries({ licenceId, ...details.data }).filter(([, v]) => v !== undefined),
  ) as { licenceId?: string | null; licenceBody?: string | null; licenceExpiresOn?: string | null };
  return keepingLicencesUnique(() =>
    db.transaction(async (tx) => {
      if (licenceId) await refuseLicenceHeldByAnother(tx, licenceId, boxer.id);
      const [row] = await tx
        .update(profiles)
        .set({ ...changes, updatedAt: now })
        .where(eq(profiles.id, boxer.id))
        .returning({
          licenceId: profiles.licenceId,
          licenceBody: profiles.licenceBody,
          licenceExpiresOn: profiles.licenceExpiresOn,
        });
      if (actor.viewer.id !== boxer.id)
        await tx.insert(auditLog).values({
          actorUserId: actor.viewer.id,
          action: 'boxer.profile_changed',
          targetUserId: boxer.id,
          details: { fields: Object.keys(changes) },
        });
      return row!;
    }),
  );
}

/** A licence id another boxer than `boxerId` (if given) holds is refused, naming nobody. */
export async function refuseLicenceHeldByAnother(
  db: Pick<Database, 'select'>,
  licenceId: string,
  boxerId: string | null,
) {
  const [holder] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.licenceId, licenceId));
  if (holder && holder.id !== boxerId)
    throw new ServiceError(409, LICENCE_TAKEN.code, LICENCE_TAKEN.message, {
      licenceId: [LICENCE_TAKEN.message],
    });
}

/**
 * Runs a write that sets licence ids; two writers racing for one id meet the unique index, and the loser is
 * told as a 409, like one who came second.
 */
export async function keepingLicencesUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isLicenceIdClash(error))
      throw new ServiceError(409, LICENCE_TAKEN.code, LICENCE_TAKEN.message, {
        licenceId: [LICENCE_TAKEN.message],
      });
    throw error;
  }
}

export async function boxerFacts(db: Database, boxerId: string) {
  const [row] = await db
    .select({
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      weightKg: profiles.weightKg,
      clubName: organisations.name,
      licenceId: profiles.licenceId,
      licenceBody: profiles.licenceBody,
      licenceExpiresOn: profiles.licenceExpiresOn,
    })
    .from(profiles)
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(eq(profiles.id, boxerId));
  return row ?? null;
}

const studentSchema = z
  .object({
    name: z
      .string({ error: 'Enter the boxer’s full name' })
      .trim()
      .min(3, 'Enter the boxer’s full name')
      .max(100, 'At most 100 characters')
      .refine((n) => n.includes(' '), 'Enter first and last name'),
    // A boxer may have a phone and no e-mail (issue 32): one of the two, and the phone is then how they sign in
    // (a code by SMS); their account's e-mail is a placeholder nothing is sent to.
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address' }).max(200)]))
      .optional(),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
      .transform((value, context) => {
        if (!value) return null;
        const phone = normalisePhone(value);
        if (!phone) {
          context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
          return z.NEVER;
        }
        return phone.e164;
      })
      .optional(),
  })
  .transform((who, context) => {
    if (!who.email && !who.phone) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Enter an e-mail address or a phone number',
      });
      return z.NEVER;
    }
    return { name: who.name, email: who.email || placeholderEmail(who.phone!), phone: who.phone ?? null };
  });

export type RegisteredStudent = { id: string; name: string; email: string; message: string };

/** One student as Register Student (and an import's row) takes them, checked. */
export type StudentInput = {
  name: string;
  /** The address, or a phone-only boxer's placeholder (server/auth/placeholder-email.ts). */
  email: string;
  /** E.164, when the coach gave it. */
  phone: string | null;
  facts: ProfileFacts;
  licenceId: string | null;
  /** Issue 33: who issued the licence and until when it is valid (a Lagos date), when the coach gave them. */
  licenceBody: string | null;
  licenceExpiresOn: string | null;
};

/**
 * Register Student's rules for one student: the name, the e-mail address, the profile's facts, and the
 * licence id (optional unless `licenceRequired`: an import finds its students again by it). Field errors by
 * field name, or the student.
 */
export function parseStudent(
  input: unknown,
  now: Date,
  { licenceRequired = false }: { licenceRequired?: boolean } = {},
): { ok: true; student: StudentInput } | { ok: false; fields: Record<string, string[]> } {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const who = studentSchema.safeParse(raw);
  const facts = profileFactsSchema(lagosDate(now)).safeParse(raw);
  const licence = licenceRequired
    ? licenceIdSchema.safeParse(raw.licenceId ?? '')
    : licenceChangeSchema.safeParse(raw.licenceId);
  const details = licenceDetailsSchema.safeParse(raw);
  if (!who.success || !facts.success || !licence.success || !details.success)
    return {
      ok: false,
      fields: {
        ...(who.success ? {} : fieldErrors(who.error.issues)),
        ...(facts.success ? {} : fieldErrors(facts.error.issues)),
        ...(licence.success ? {} : { licenceId: licence.error.issues.map((i) => i.message) }),
        ...(details.success ? {} : fieldErrors(details.error.issues)),
      },
    };
  return {
    ok: true,
    student: {
      ...who.data,
      facts: facts.data,
      licenceId: licence.data ?? null,
      licenceBody: details.data.licenceBody ?? null,
      licenceExpiresOn: details.data.licenceExpiresOn ?? null,
    },
  };
}

/**
 * Register Student (/students/register): a coach makes a boxer account with its profile (date of birth,
 * gender, declared weight, optionally the federation licence: its id, issuing body and expiry), coached by them and of their
 * organisation, and the boxer is e-mailed a link to choose a password (the organisations' invitation
 * pattern). An address already in use, or a licence id another boxer holds, is refused.
 */
export async function registerStudent(
  db: Database,
  coach: Workspace,
  input: unknown,
  baseUrl: string,
  now = clock.now(),
): Promise<RegisteredStudent> {
  refuseNonCoach(coach);
  const parsed = parseStudent(input, now);
  if (!parsed.ok)
    throw new ServiceError(
      400,
      'invalid_student',
      'Check the student’s details: some are missing or wrong.',
      parsed.fields,
    );
  return keepingLicencesUnique(() =>
    db.transaction((tx) => createStudent(tx, coach, parsed.student, baseUrl, now)),
  );
}

/** Only coaches (and platform admins) register students. */
export function refuseNonCoach(coach: Workspace) {
  if (coach.viewer.role !== 'coach' && coach.viewer.role !== 'admin')
    throw new ServiceError(403, 'not_a_coach', 'Only coaches register students.');
}

/** The club a coach's new students belong to: the organisation they coach or organise for, if any. */
export function studentsClubOf(coach: Workspace): number | null {
  return coach.membership && coach.membership.memberRole !== 'official'
    ? coach.membership.organisationId
    : null;
}

/**
 * Makes one student's account and profile, its audit row and its set-password e-mail, inside the caller's
 * transaction (Register Student's, or an import's).
 */
export async function createStudent(
  tx: Transaction,
  coach: Workspace,
  student: StudentInput,
  baseUrl: string,
  now: Date,
): Promise<RegisteredStudent> {
  const { name, email, phone, facts, licenceId, licenceBody, licenceExpiresOn } = student;
  const clubId = studentsClubOf(coach);
  if (phone) {
    const [holder] = await tx.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phone));
    if (holder)
      throw new ServiceError(
        409,
        'phone_taken',
        'This phone number already has an account: use another one.',
        {
          phone: ['This phone number already has an account'],
        },
      );
  }
  const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (taken)
    throw new ServiceError(
      409,
      'email_taken',
      `${email} already has an account: use another e-mail address.`,
      {
        email: ['This e-mail address already has an account'],
      },
    );
  if (licenceId) await refuseLicenceHeldByAnother(tx, licenceId, null);
  const id = await createAccount(tx, { email, name, role: 'boxer' });
  // Unverified until the boxer types back a code sent to it (their first sign-in by SMS); their messages go
  // by WhatsApp (SMS when WhatsApp cannot reach them) when they have no e-mail.
  if (phone)
    await tx
      .update(user)
      .set({ phoneNumber: phone, messageChannel: isPlaceholderEmail(email) ? 'whatsapp' : 'email' })
      .where(eq(user.id, id));
  const [first, ...rest] = name.split(/\s+/);
  await tx
    .insert(profiles)
    .values({
      id,
      firstName: first!,
      lastName: rest.join(' '),
      ...facts,
      licenceId,
      licenceBody,
      licenceExpiresOn,
      coachId: coach.viewer.id,
      clubId,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        ...facts,
        licenceId,
        licenceBody,
        licenceExpiresOn,
        coachId: coach.viewer.id,
        clubId,
        updatedAt: now,
      },
    });
  await tx.insert(auditLog).values({
    actorUserId: coach.viewer.id,
    action: 'student.registered',
    targetUserId: id,
    details: { clubId },
  });
  const link = await issueSetPasswordLink(tx, baseUrl, id);
  const club = coach.membership?.organisationName;
  await queueEmail(tx, {
    kind: 'student-registered',
    to: email,
    subject: headerText(`${coach.viewer.name} registered you on AJBXNG`),
    text: [
      `Hello ${first},`,
      '',
      `${coach.viewer.name}${club ? ` of ${club}` : ''} registered you as a boxer on the AJBXNG tournament platform, so they can enter you for tournaments.`,
      'Your account is ready. Open this link to choose your password (it works for 7 days):',
      link,
      '',
      `Then sign in at ${baseUrl}/sign-in.`,
      '',
      `Questions? ${academy.email} or ${academy.phone}.`,
      '',
      academy.name,
    ].join('\n'),
  });
  return {
    id,
    name,
    email,
    message: isPlaceholderEmail(email)
      ? `${name} is registered: they sign in with a code sent by SMS to ${phone}.`
      : `${name} is registered: we e-mailed ${email} a link to choose a password.`,
  };
}

export type StudentRow = {
  id: string;
  name: string;
  record: string;
  weightKg: number | null;
  medicalStatus: 'Cleared' | 'Pending';
  dateOfBirth: string | null;
  gender: 'men' | 'women' | null;
  /** The federation licence id, if the coach or club gave one. */
  licenceId: string | null;
};

import { STUDENTS_PAGE } from './students-page';
export { STUDENTS_PAGE };

/**
 * A coach's students (SPEC §7 My Students, narrowed by DESIGN to their own): boxers they coach, and the
 * boxers of the organisation they coach for; by name, `limit` of them from `offset`, those whose name holds
 * `q` when given, and how many match in all (issue 27 item 15: a club of any size is reachable).
 */
export async function listStudents(
  db: Database,
  coach: Workspace,
  { limit = 10, offset = 0, q = '' }: { limit?: number; offset?: number; q?: string } = {},
): Promise<{ students: StudentRow[]; total: number }> {
  const needle = q.trim().slice(0, 100).toLowerCase();
  const club = studentsClubOf(coach);
  const mine = and(
    eq(user.role, 'boxer'),
    club === null
      ? eq(profiles.coachId, coach.viewer.id)
      : or(eq(profiles.coachId, coach.viewer.id), eq(profiles.clubId, club)),
    needle
      ? sql`position(${needle} in lower(${profiles.firstName} || ' ' || ${profiles.lastName})) > 0`
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(mine);
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      wins: profiles.wins,
      losses: profiles.losses,
      draws: profiles.draws,
      weightKg: profiles.weightKg,
      medicalCleared: profiles.medicalCleared,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      licenceId: profiles.licenceId,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(mine)
    .orderBy(asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`), asc(profiles.id))
    .limit(Math.max(1, Math.min(limit, STUDENTS_PAGE)))
    .offset(Math.max(0, offset));
  return {
    total,
    students: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      record: `${r.wins}-${r.losses}-${r.draws}`,
      weightKg: r.weightKg,
      medicalStatus: r.medicalCleared ? 'Cleared' : 'Pending',
      dateOfBirth: r.dateOfBirth,
      gender: r.gender,
      licenceId: r.licenceId,
    })),
  };
}

export type SquadChoice = {
  id: string;
  name: string;
  /** The category their profile puts them in for this tournament, if it has it. */
  weightClass: string | null;
  ageGroup: string | null;
  category: string | null;
  /** Why they cannot be entered, said plainly; null when they can. */
  blocked: string | null;
  under18: boolean;
  /** Their entry in this tournament, when they have one not withdrawn (the coach may withdraw it). */
  entryId: number | null;
};

/**
 * The coach's students as the squad form shows them for one tournament: each with the category their date
 * of birth, gender and declared weight put them in (the server checks again on submit), and why not when
 * they cannot be entered (already entered, no such category, facts missing).
 */
export async function squadChoices(
  db: Database,
  coach: Workspace,
  tournament: {
    id: number;
    name: string;
    startDate: string;
    weightClassPreset: WeightClassPreset;
    categories: readonly { weightClass: string; ageGroup: string; gender: 'men' | 'women' }[];
  },
  { q = '', page = 1 }: { q?: string; page?: number } = {},
): Promise<SquadPage> {
  const wanted = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const counted = await listStudents(db, coach, { limit: 1, q });
  const pages = Math.max(1, Math.ceil(counted.total / STUDENTS_PAGE));
  const current = Math.min(wanted, pages);
  const { students, total } = await listStudents(db, coach, {
    limit: STUDENTS_PAGE,
    offset: (current - 1) * STUDENTS_PAGE,
    q,
  });
  return {
    choices: await choicesFor(db, students, tournament),
    total,
    page: current,
    pages,
    q: q.trim().slice(0, 100),
  };
}

/** One page of the squad form: its students, which page of how many, and the search that found them. */
export type SquadPage = { choices: SquadChoice[]; total: number; page: number; pages: number; q: string };

async function choicesFor(
  db: Database,
  students: readonly StudentRow[],
  tournament: Parameters<typeof squadChoices>[2],
): Promise<SquadChoice[]> {
  if (students.length === 0) return [];
  const enteredRows = await db
    .select({ boxerId: entries.boxerId, id: entries.id, status: entries.status })
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournament.id),
        inArray(
          entries.boxerId,
          students.map((s) => s.id),
        ),
      ),
    );
  const entered = new Map(enteredRows.map((e) => [e.boxerId, e]));
  return students.map((s) => {
    const base = {
      id: s.id,
      name: s.name,
      weightClass: null,
      ageGroup: null,
      category: null,
      under18: false,
      entryId: null,
    };
    const entry = entered.get(s.id);
    if (entry?.status === 'withdrawn') return { ...base, blocked: `Withdrawn from ${tournament.name}` };
    if (entry) return { ...base, blocked: `Entered in ${tournament.name}`, entryId: entry.id };
    if (!s.dateOfBirth || !s.gender || s.weightKg === null)
      return { ...base, blocked: 'Add date of birth, gender and weight to their profile' };
    const { age, group } = ageGroupOn(s.dateOfBirth, tournament.startDate);
    if (!group) return { ...base, blocked: `Too young (${age}) on the first day` };
    const weight = weightClassFor(s.weightKg, tournament.weightClassPreset, s.gender);
    const category = categoryName(weight.id, group.id, s.gender);
    const has = tournament.categories.some(
      (c) => c.weightClass === weight.id && c.ageGroup === group.id && c.gender === s.gender,
    );
    return {
      ...base,
      weightClass: weight.id,
      ageGroup: group.id,
      category,
      under18: age < 18,
      blocked: has ? null : `No ${category} category`,
    };
  });
}
