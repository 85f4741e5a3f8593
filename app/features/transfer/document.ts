import { z } from '~/lib/zod';
import { roles } from '@server/auth/roles';

/**
 * A tournament as one JSON document (issue 18 "Venue mode": a venue laptop's event uploaded to the hosted
 * platform afterwards). Every row keeps the ids it had where it was exported: they are references inside
 * the document, and the importing platform gives each row an id of its own and rewrites every reference,
 * the ones inside the engine's state included. People travel with their e-mail, which is how they are
 * matched on the other side (decision 0015).
 */
export const TRANSFER_FORMAT = 'ajbxng.tournament';
export const TRANSFER_VERSION = 1;

const id = z.number().int().positive();
const userRef = z.string().min(1).max(100);
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const text = (max = 5000) => z.string().max(max);
const json = z.record(z.string(), z.unknown());

const person = z.object({
  id: userRef,
  email: z.email().max(320),
  name: text(200).min(1),
  role: z.enum(roles),
  /** A boxer's sporting profile, used only when the person has no account on the importing platform. */
  profile: z
    .object({
      firstName: text(200),
      lastName: text(200),
      userType: text(50),
      weightKg: z.number().nullable(),
      weightClassId: text(100).nullable(),
      ageGroupId: text(100).nullable(),
      dateOfBirth: day.nullable(),
      gender: z.enum(['men', 'women']).nullable(),
      clubId: id.nullable(),
      coachId: userRef.nullable(),
    })
    .nullable(),
});

const organisation = z.object({
  id,
  name: text(300).min(1),
  organisationType: text(100).nullable(),
  plan: z.enum(['starter', 'professional', 'enterprise']),
  status: z.enum(['pending', 'approved', 'declined']),
  isAcademy: z.boolean(),
});

const rules = z.object({
  roundDuration: z.number().int().min(1).max(5),
  numberOfRounds: z.number().int().min(1).max(12),
  judgesCount: z.union([z.literal(3), z.literal(5)]),
  medicalCheckRequired: z.boolean(),
  equipmentProvided: z.boolean(),
  draws: z.boolean().optional(),
});

const tournament = z.object({
  id,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case letters, digits and hyphens')
    .max(200),
  organisationId: id,
  name: text(300).min(1),
  description: text(10_000).nullable(),
  format: z.enum(['single-elimination', 'double-elimination', 'round-robin', 'swiss-system']),
  status: z.enum(['draft', 'published', 'drawn', 'in_progress', 'completed', 'cancelled']),
  startDate: day,
  endDate: day,
  registrationDeadline: day,
  weighInDate: day,
  venue: text(300).nullable(),
  city: text(200),
  level: z.enum(['Beginner-Intermediate', 'Intermediate-Advanced', 'Elite']),
  visibility: z.enum(['public', 'invitation']),
  maxParticipants: z.number().int().min(2).max(1024),
  entryFee: z.number().int().min(0),
  prizeFirst: z.number().int().min(0),
  prizeSecond: z.number().int().min(0),
  prizeThird: z.number().int().min(0),
  weightClassPreset: z.enum(['lbs', 'world-boxing']),
  rules,
  createdBy: userRef.nullable(),
  createdAt: instant,
  updatedAt: instant,
  publishedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  cancelReason: text().nullable(),
  completedAt: instant.nullable(),
  resultWinner: text(300).nullable(),
  resultCategory: text(300).nullable(),
  medicalSuspensionDays: z.number().int().min(1).max(365),
});

const category = z.object({
  id,
  weightClass: text(100),
  ageGroup: text(100),
  gender: z.enum(['men', 'women']),
  /** The engine's state (engine/ CategoryDraw), or a one-entry category's `{ walkover: { entryId } }`. */
  drawState: json.nullable(),
  drawRevision: z.number().int().min(0),
  drawnAt: instant.nullable(),
  drawnBy: userRef.nullable(),
});

const entry = z.object({
  id,
  categoryId: id,
  boxerId: userRef,
  registeredBy: userRef.nullable(),
  status: z.enum(['registered', 'weighed_in', 'drawn', 'boxing', 'eliminated', 'placed', 'withdrawn']),
  guardianName: text(200).nullable(),
  guardianConsentAt: instant.nullable(),
  paidAt: instant.nullable(),
  paidMarkedBy: userRef.nullable(),
  withdrawnAt: instant.nullable(),
  withdrawnBy: userRef.nullable(),
  withdrawReason: text().nullable(),
  seed: z.number().int().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const invitation = z.object({ boxerId: userRef, invitedBy: userRef.nullable(), createdAt: instant });

const weighIn = z.object({
  entryId: id,
  day,
  weightKg: z.number(),
  madeWeight: z.boolean(),
  medicalCleared: z.boolean(),
  recordedBy: userRef.nullable(),
  recordedAt: instant,
});

const drawAuditRow = z.object({
  categoryId: id,
  action: z.enum(['draw', 'redraw']),
  seed: text(100),
  actorUserId: userRef.nullable(),
  details: json,
  createdAt: instant,
});

const session = z.object({
  day,
  startsAt: z.string().regex(/^\d{2}:\d{2}$/),
  rings: z.number().int().min(1).max(20),
});

const bout = z.object({
  id,
  categoryId: id,
  engineBoutId: text(50).min(1),
  number: z.number().int().nullable(),
  ring: z.number().int().nullable(),
  plannedStart: instant.nullable(),
  status: z.enum(['scheduled', 'in_progress', 'decided', 'cancelled']),
  redEntryId: id.nullable(),
  blueEntryId: id.nullable(),
  winnerEntryId: id.nullable(),
  outcome: text(10).nullable(),
  decidedRound: z.number().int().nullable(),
  verdict: text(20).nullable(),
  startedAt: instant.nullable(),
  decidedAt: instant.nullable(),
  updatedAt: instant,
});

const boutOfficial = z.object({
  boutId: id,
  userId: userRef,
  role: z.enum(['referee', 'judge', 'recorder', 'timekeeper']),
  seat: z.number().int().min(0).max(5),
});

const scorecard = z.object({
  boutId: id,
  judgeUserId: userRef,
  seat: z.number().int().min(1).max(5),
  round: z.number().int().min(1).max(12),
  red: z.number().int().min(6).max(10),
  blue: z.number().int().min(6).max(10),
  preferred: z.enum(['red', 'blue']).nullable(),
  enteredBy: userRef.nullable(),
  submittedAt: instant,
});

const foul = z.object({
  boutId: id,
  entryId: id,
  boxerId: userRef.nullable(),
  corner: z.enum(['red', 'blue']),
  refereeId: userRef.nullable(),
  foulType: z.enum([
    'low_blow',
    'holding',
    'unsportsmanlike_conduct',
    'head_butt',
    'hitting_after_break',
    'open_glove',
    'ducking_below_belt',
    'pushing',
    'other',
  ]),
  roundNumber: z.number().int().min(1).max(12),
  description: text().nullable(),
  deduct: z.union([z.literal(0), z.literal(1)]),
  createdAt: instant,
});

const award = z.object({
  boxerId: userRef,
  title: text(300),
  description: text().nullable(),
  awardType: text(50),
  categoryId: id.nullable(),
  entryId: id.nullable(),
  place: z.number().int().nullable(),
  issuedAt: instant,
});

const correction = z.object({
  boutId: id,
  actorUserId: userRef.nullable(),
  reason: text(),
  before: json,
  after: json,
  voided: z.array(z.string()),
  createdAt: instant,
});

const suspension = z.object({
  boxerId: userRef,
  boutId: id.nullable(),
  reason: text(),
  until: day,
  liftedAt: instant.nullable(),
  liftedReason: text().nullable(),
  createdAt: instant,
});

export const transferDocumentSchema = z.object({
  format: z.literal(TRANSFER_FORMAT, {
    error: `Not a tournament export (format must be ${TRANSFER_FORMAT})`,
  }),
  version: z.literal(TRANSFER_VERSION, {
    error: `This platform reads tournament exports of version ${TRANSFER_VERSION}`,
  }),
  exportedAt: instant,
  /**
   * Where the tournament was made: the installation's id and the tournament's id there. Importing a document
   * of an origin already imported updates that copy instead of making a second one.
   */
  origin: z.object({ installation: z.string().min(8).max(100), tournamentId: id }),
  tournament,
  organisations: z.array(organisation).max(10_000),
  people: z.array(person).max(100_000),
  categories: z.array(category).max(10_000),
  entries: z.array(entry).max(100_000),
  invitations: z.array(invitation).max(100_000),
  weighIns: z.array(weighIn).max(100_000),
  drawAudit: z.array(drawAuditRow).max(100_000),
  sessions: z.array(session).max(1_000),
  bouts: z.array(bout).max(100_000),
  boutOfficials: z.array(boutOfficial).max(500_000),
  scorecards: z.array(scorecard).max(1_000_000),
  fouls: z.array(foul).max(100_000),
  awards: z.array(award).max(100_000),
  corrections: z.array(correction).max(100_000),
  suspensions: z.array(suspension).max(100_000),
});

export type TransferDocument = z.infer<typeof transferDocumentSchema>;
export type TransferPerson = z.infer<typeof person>;
