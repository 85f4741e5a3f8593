import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  bouts,
  coachFeedback,
  entries,
  profiles,
  skillAssessments,
  tournaments,
  user,
} from '@server/db/schema';
import type { AssessedSkill } from '@server/db/schema/officiating';
import { plainText } from '@server/http/plain-text';
import { isServiceError, ServiceError } from '@server/service-error';
import type { Workspace } from '~/features/organisations';
import { z } from '~/lib/zod';
import { assessedSkills, NOTE_MAX, SKILL_LABELS } from './feedback-vocabulary';
import type { CoachFeedbackCommand } from './forms';

/**
 * A coach's feedback to a boxer (SPEC §6 "receive feedback"; issue 16 item 7): notes, after a bout or in
 * general, and skill assessments scored 1-10 (the landing page's "skill assessments": what SPEC §6 means by
 * a coach "submitting scores"; coaches never score competition bouts unless named officials).
 *
 * Who may write: the boxer's own coach (profiles.coach_id), or a coach or organiser of the club the boxer
 * boxes for (profiles.club_id): the same students My Students lists. Anyone else is refused (403) and
 * nothing is stored.
 */

export { assessedSkills, NOTE_MAX, SKILL_LABELS };
export type { AssessedSkill };

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return fields;
}

const noteSchema = z.object({
  note: plainText(z.string({ error: 'Write the note' }), { label: 'The note', multiline: true })
    .trim()
    .min(1, 'Write the note')
    .max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`),
  boutId: z
    .union([z.number(), z.string()], { error: 'Choose one of the boxer’s decided bouts' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v > 0), 'Choose one of the boxer’s decided bouts'),
});

const assessmentSchema = z.object({
  skill: z.enum(assessedSkills, { error: 'Choose a skill' }),
  score: z
    .union([z.number(), z.string()], { error: 'Score from 1 to 10' })
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v)))
    .refine((v) => Number.isInteger(v) && v >= 1 && v <= 10, 'Score from 1 to 10'),
  note: plainText(z.string(), { label: 'The note', multiline: true })
    .trim()
    .max(500, 'A note is at most 500 characters')
    .optional(),
});

export type NoteInput = z.input<typeof noteSchema>;
export type AssessmentInput = z.input<typeof assessmentSchema>;

/** The boxer, if this coach may write to them: 404 for no such boxer, 403 for someone else's. */
async function coachedBoxer(db: Database, coach: Workspace, boxerId: string) {
  const [boxer] =
    boxerId.length === 0 || boxerId.length > 100
      ? []
      : await db
          .select({ id: user.id, name: user.name, coachId: profiles.coachId, clubId: profiles.clubId })
          .from(user)
          .innerJoin(profiles, eq(profiles.id, user.id))
          .where(and(eq(user.id, boxerId), eq(user.role, 'boxer')));
  if (!boxer) throw new ServiceError(404, 'boxer_not_found', 'There is no such boxer.');
  const club =
    coach.membership && coach.membership.memberRole !== 'official' ? coach.membership.organisationId : null;
  const theirs = boxer.coachId === coach.viewer.id || (club !== null && boxer.clubId === club);
  if (!theirs)
    throw new ServiceError(
      403,
      'not_your_boxer',
      'Only the boxer’s coach, or a coach of their club, may give them feedback.',
    );
  return boxer;
}

/** A coach's note to one of their boxers, optionally about one of the boxer's decided bouts. */
export async function writeNote(
  db: Database,
  coach: Workspace,
  boxerId: string,
  input: unknown,
): Promise<{ id: number }> {
  const parsed = noteSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_note', 'Check the note.', fieldErrors(parsed.error.issues));
  await coachedBoxer(db, coach, boxerId);
  const { note, boutId } = parsed.data;
  if (boutId !== null) {
    const mine = db.select({ id: entries.id }).from(entries).where(eq(entries.boxerId, boxerId));
    const [bout] = await db
      .select({ id: bouts.id })
      .from(bouts)
      .where(
        and(
          eq(bouts.id, boutId),
          eq(bouts.status, 'decided'),
          or(inArray(bouts.redEntryId, mine), inArray(bouts.blueEntryId, mine)),
        ),
      );
    if (!bout)
      throw new ServiceError(400, 'invalid_note', 'Check the note.', {
        boutId: ['Choose one of the boxer’s decided bouts'],
      });
  }
  const [row] = await db
    .insert(coachFeedback)
    .values({ boxerId, coachId: coach.viewer.id, boutId, note })
    .returning({ id: coachFeedback.id });
  return { id: row!.id };
}

/** A coach's assessment of one skill of one of their boxers, scored 1-10. */
export async function assessSkill(
  db: Database,
  coach: Workspace,
  boxerId: string,
  input: unknown,
): Promise<{ id: number; skill: AssessedSkill; score: number }> {
  const parsed = assessmentSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new ServiceError(
      400,
      'invalid_assessment',
      'Check the assessment.',
      fieldErrors(parsed.error.issues),
    );
  await coachedBoxer(db, coach, boxerId);
  const { skill, score, note } = parsed.data;
  const [row] = await db
    .insert(skillAssessments)
    .values({ boxerId, coachId: coach.viewer.id, skill, score, note: note ? note : null })
    .returning({ id: skillAssessments.id });
  return { id: row!.id, skill, score };
}

export type FeedbackNote = {
  id: number;
  note: string;
  coach: string | null;
  /** ISO instant. */
  createdAt: string;
  bout: { number: number | null; tournament: string } | null;
};

export type SkillHistory = {
  skill: AssessedSkill;
  label: string;
  latest: { score: number; note: string | null; coach: string | null; assessedAt: string };
  /** Every assessment of the skill, newest first (the latest included). */
  history: { score: number; note: string | null; coach: string | null; assessedAt: string }[];
};

export type BoxerFeedback = { notes: FeedbackNote[]; skills: SkillHistory[] };

/** What the boxer reads of their coaches' feedback: notes newest first; each skill's latest and history. */
export async function boxerFeedback(db: Database, boxerId: string): Promise<BoxerFeedback> {
  const [notes, assessments] = await Promise.all([
    db
      .select({
        id: coachFeedback.id,
        note: coachFeedback.note,
        coach: user.name,
        createdAt: coachFeedback.createdAt,
        boutNumber: bouts.number,
        tournament: tournaments.name,
        boutId: bouts.id,
      })
      .from(coachFeedback)
      .leftJoin(user, eq(user.id, coachFeedback.coachId))
      .leftJoin(bouts, eq(bouts.id, coachFeedback.boutId))
      .leftJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
      .where(eq(coachFeedback.boxerId, boxerId))
      .orderBy(desc(coachFeedback.createdAt), desc(coachFeedback.id))
      .limit(50),
    db
      .select({
        skill: skillAssessments.skill,
        score: skillAssessments.score,
        note: skillAssessments.note,
        coach: user.name,
        assessedAt: skillAssessments.assessedAt,
      })
      .from(skillAssessments)
      .leftJoin(user, eq(user.id, skillAssessments.coachId))
      .where(eq(skillAssessments.boxerId, boxerId))
      .orderBy(desc(skillAssessments.assessedAt), desc(skillAssessments.id)),
  ]);
  const skills: SkillHistory[] = [];
  for (const skill of assessedSkills) {
    const history = assessments
      .filter((a) => a.skill === skill)
      .map((a) => ({
        score: a.score,
        note: a.note,
        coach: a.coach,
        assessedAt: a.assessedAt.toISOString(),
      }));
    if (history.length > 0) skills.push({ skill, label: SKILL_LABELS[skill], latest: history[0]!, history });
  }
  return {
    notes: notes.map((n) => ({
      id: n.id,
      note: n.note,
      coach: n.coach,
      createdAt: n.createdAt.toISOString(),
      bout: n.boutId === null ? null : { number: n.boutNumber, tournament: n.tournament ?? '' },
    })),
    skills,
  };
}

export type FeedbackStudent = {
  id: string;
  name: string;
  /** The student's decided bouts, newest first, to write a note about. */
  bouts: { id: number; label: string }[];
};

/** The coach's students and their decided bouts: what the coach dashboard's feedback forms offer. */
export async function feedbackChoices(db: Database, coach: Workspace): Promise<FeedbackStudent[]> {
  const club =
    coach.membership && coach.membership.memberRole !== 'official' ? coach.membership.organisationId : null;
  const students = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, name: user.name })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      and(
        eq(user.role, 'boxer'),
        club === null
          ? eq(profiles.coachId, coach.viewer.id)
          : or(eq(profiles.coachId, coach.viewer.id), eq(profiles.clubId, club)),
      ),
    )
    .limit(200);
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);
  const their = await db
    .select({ entryId: entries.id, boxerId: entries.boxerId })
    .from(entries)
    .where(inArray(entries.boxerId, ids));
  const owner = new Map(their.map((e) => [e.entryId, e.boxerId]));
  const decided =
    their.length === 0
      ? []
      : await db
          .select({
            id: bouts.id,
            number: bouts.number,
            red: bouts.redEntryId,
            blue: bouts.blueEntryId,
            tournament: tournaments.name,
            decidedAt: bouts.decidedAt,
          })
          .from(bouts)
          .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
          .where(
            and(
              eq(bouts.status, 'decided'),
              or(
                inArray(
                  bouts.redEntryId,
                  their.map((e) => e.entryId),
                ),
                inArray(
                  bouts.blueEntryId,
                  their.map((e) => e.entryId),
                ),
              ),
            ),
          )
          .orderBy(desc(bouts.decidedAt), desc(bouts.id));
  return students
    .map((s) => ({
      id: s.id,
      name: s.firstName ? `${s.firstName} ${s.lastName ?? ''}`.trim() : s.name,
      bouts: decided
        .filter(
          (b) =>
            (b.red !== null && owner.get(b.red) === s.id) || (b.blue !== null && owner.get(b.blue) === s.id),
        )
        .map((b) => ({ id: b.id, label: `${b.tournament}, bout ${b.number ?? '–'}` })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export type FeedbackAnswer =
  | { status: 'feedback-saved'; kind: 'note' | 'assess'; message: string }
  | {
      status: 'feedback-refused';
      kind: 'note' | 'assess';
      message: string;
      fields: Record<string, string[]>;
      httpStatus: number;
    };

/**
 * The coach dashboard's two feedback forms (intent `note` or `assess`, parsed by `coachFeedbackFormSchema`),
 * as a page's action answers them: saved, with what to say; or refused, with the message and the field
 * errors to show beside the form.
 */
export async function coachFeedbackForm(
  db: Database,
  coach: Workspace,
  command: CoachFeedbackCommand,
): Promise<FeedbackAnswer> {
  const kind = command.intent;
  const boxerId = command.boxerId;
  try {
    if (command.intent === 'note') {
      await writeNote(db, coach, boxerId, command.input);
      return {
        status: 'feedback-saved',
        kind,
        message: 'Note sent: your boxer reads it on their Progress tab.',
      };
    }
    const result = await assessSkill(db, coach, boxerId, command.input);
    return {
      status: 'feedback-saved',
      kind,
      message: `Assessment saved: ${SKILL_LABELS[result.skill]} ${result.score}/10.`,
    };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return {
      status: 'feedback-refused',
      kind,
      message: error.message,
      fields: error.fields ?? {},
      httpStatus: error.status,
    };
  }
}
