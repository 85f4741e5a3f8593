import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from '~/lib/zod';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_MESSAGE } from '~/lib/phone.server';
import type { Database, Transaction } from '@server/db/client';
import {
  entries,
  organisations,
  profiles,
  tournamentCategories,
  tournamentInvitations,
  tournaments,
  user,
  weighIns,
} from '@server/db/schema';
import { nudgeOutbox } from '@server/mail/outbox';
import { ServiceError } from '@server/service-error';
import {
  ageGroups,
  allWeightClasses,
  type Gender,
  type WeightClassPreset,
} from '~/content/tournament-categories';
import { lagosDate } from '~/lib/lagos-time';
import type { Workspace } from '~/features/organisations';
import { hearsBoxersPrivateFacts, mayEnterBoxer } from '~/features/organisations';
import { runsTournament } from '~/features/tournaments';
import { withdrawAfterDraw } from '~/features/competition';
import { entryRefunds, koboOf, nudgeRefunds, openEntryRefunds, recordCashPayment } from '~/features/payments';
import type { EntryRefund } from '~/features/payments';
import { queueEntryConfirmations } from './entry-mail.server';
import { queueEntryConfirmedMessages } from './entry-messages.server';
import { queueGuardianConsentRequests } from './guardian-consent-mail.server';
import { ageGroupOn, formatShortDate, weightClassFor } from './fit';
import { categoryFit, categoryName, listOf } from '~/lib/category-fit';

export { categoryName } from '~/lib/category-fit';
import { clock } from '@server/clock';

/**
 * Registration (issue 15 item 1): a boxer enters a tournament's category, by themself or through their
 * coach, under every rule of the issue, on the server. Each refusal is a ServiceError whose message a
 * person understands and which names the right category on a mismatch; nothing is written unless all
 * rules pass (one transaction, the tournament's row locked so two entries cannot both take the last place).
 */

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((i) => i.id) as [string, ...string[]];

export const registrationSchema = z.object({
  boxerId: z.string({ error: 'Choose a boxer' }).trim().min(1, 'Choose a boxer').max(100),
  weightClass: z.enum(ids(allWeightClasses), { error: 'Choose a weight class' }),
  ageGroup: z.enum(ids(ageGroups), { error: 'Choose an age group' }),
  gender: z.enum(['men', 'women'], { error: 'Gender is men or women' }).optional(),
  guardianName: z.string().trim().max(120, 'At most 120 characters').optional(),
  guardianEmail: z
    .string({ error: "The parent's or guardian's e-mail address is text" })
    .trim()
    .max(254, 'At most 254 characters')
    .pipe(z.union([z.literal(''), z.email("Enter the parent's or guardian's e-mail address")]))
    .optional(),
  /** Issue 32: the guardian's phone, optional, for their copy of the boxer's messages; kept as E.164. */
  guardianPhone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
    .transform((value, context) => {
      if (!value) return undefined;
      const phone = normalisePhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone.e164;
    })
    .optional(),
  /**
   * Kept for callers written before issue 27: `true` is refused (consent comes from the guardian, through the
   * link we e-mail them), `false` or absent changes nothing.
   */
  guardianConsent: z.boolean({ error: 'guardianConsent is true or false' }).optional(),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
type Registration = z.output<typeof registrationSchema>;

export type RegisteredEntry = {
  id: number;
  tournamentId: number;
  categoryId: number;
  boxerId: string;
  boxerName: string;
  weightClass: string;
  ageGroup: string;
  gender: Gender;
  category: string;
  status: string;
  guardianName: string | null;
  /** Under-18s: `awaiting` until the guardian consents through the link e-mailed to them; null for adults. */
  guardianConsent: 'awaiting' | 'given' | null;
  paid: boolean;
};

type Options = { now?: Date };

/** A minor's consent link, handed to server-side callers only (the demo seeding consents through it). */
export type ConsentLink = { entryId: number; token: string };

/**
 * `notify`: e-mail the boxer and their coach that the entry is confirmed (entry-mail.server.ts), queued
 * with the entry. Every caller acting for a person passes it; without it (demo data) nobody is e-mailed.
 */
type RegisterOptions = Options & {
  notify?: { baseUrl: string };
  /** Receives the consent links of the minors entered (never sent to a browser or an API caller). */
  consentLinks?: (links: ConsentLink[]) => void;
};

/** The boxer's own entry, or their coach's entry for them. */
export async function registerEntry(
  db: Database,
  actor: Workspace,
  input: { tournamentId: number } & RegistrationInput,
  options: RegisterOptions = {},
): Promise<RegisteredEntry> {
  const { tournamentId, ...registration } = input;
  const [entry] = await registerSquad(db, actor, tournamentId, [registration], options);
  return entry!;
}

/**
 * A coach's squad: several boxers at once, all entered or none (the first refusal, naming its boxer, is
 * the answer). All-or-none because a coach fixes one boxer and sends the squad again; partial results
 * would leave them to work out who is in.
 */
export async function registerSquad(
  db: Database,
  actor: Workspace,
  tournamentId: number,
  list: readonly RegistrationInput[],
  options: RegisterOptions = {},
): Promise<RegisteredEntry[]> {
  const registered = await enterSquad(db, actor, tournamentId, list, options);
  // The confirmations are committed with the entries: deliver them now.
  if (options.notify) nudgeOutbox();
  return registered;
}

async function enterSquad(
  db: Database,
  actor: Workspace,
  tournamentId: number,
  list: readonly RegistrationInput[],
  options: RegisterOptions,
): Promise<RegisteredEntry[]> {
  if (list.length === 0)
    throw new ServiceError(400, 'no_boxers', 'Choose at least one boxer to register.', {
      boxerIds: ['Choose at least one boxer'],
    });
  if (list.length > 200)
    throw new ServiceError(400, 'too_many_boxers', 'Register at most 200 boxers at once.');
  const parsed: Registration[] = list.map((item) => {
    const result = registrationSchema.safeParse(item);
    if (!result.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (fields[String(issue.path[0] ?? 'entry')] ??= []).push(issue.message);
      throw new ServiceError(400, 'invalid_entry', Object.values(fields)[0]![0]!, fields);
    }
    return result.data;
  });
  const today = lagosDate(options.now ?? clock.now());

  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    if (tournament.status === 'draft' && !runsTournament(actor, tournament))
      throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
    if (tournament.status !== 'published' || today > tournament.registrationDeadline)
      throw new ServiceError(409, 'registration_closed', `Registration for ${tournament.name} is closed.`);

    const boxerIds = parsed.map((r) => r.boxerId);
    if (new Set(boxerIds).size !== boxerIds.length)
      throw new ServiceError(400, 'boxer_twice', 'A boxer is named twice: register each boxer once.');
    const boxers = await boxersById(tx, boxerIds);
    const categories = await tx
      .select()
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, tournament.id));
    const invited = new Set(
      tournament.visibility === 'invitation'
        ? (
            await tx
              .select({ boxerId: tournamentInvitations.boxerId })
              .from(tournamentInvitations)
              .where(
                and(
                  eq(tournamentInvitations.tournamentId, tournament.id),
                  inArray(tournamentInvitations.boxerId, boxerIds),
                ),
              )
          ).map((i) => i.boxerId)
        : [],
    );
    const entered = new Map(
      (
        await tx
          .select({ boxerId: entries.boxerId, status: entries.status })
          .from(entries)
          .where(and(eq(entries.tournamentId, tournament.id), inArray(entries.boxerId, boxerIds)))
      ).map((e) => [e.boxerId, e.status]),
    );

    const rows: (typeof entries.$inferInsert & {
      label: string;
      boxerName: string;
      gender: Gender;
      consentToken: string | null;
    })[] = [];
    for (const registration of parsed) {
      const boxer = boxers.get(registration.boxerId);
      if (!boxer)
        throw new ServiceError(400, 'not_a_boxer', 'Only an active boxer account can be entered.', {
          boxerId: ['Choose a boxer'],
        });
      const name = boxer.firstName;
      if (!mayEnterBoxer(actor, boxer))
        throw new ServiceError(
          403,
          'not_your_boxer',
          `Only ${name}, their coach or an organiser of their own club can enter ${name}: invite ${name} to ${tournament.name} instead, and they or their coach can accept.`,
        );
      // Ages, birth dates, weights and medical facts are the boxer's and their coach's to hear; anyone else
      // who may enter them (an organiser of their club) is told the rule and the category that fits.
      const told = hearsBoxersPrivateFacts(actor, boxer);
      if (tournament.visibility === 'invitation' && !invited.has(boxer.id))
        throw new ServiceError(
          403,
          'invitation_only',
          `${tournament.name} is by invitation only, and ${name} has not been invited.`,
        );
      if (entered.get(boxer.id) === 'withdrawn')
        throw new ServiceError(
          409,
          'already_withdrawn',
          `${name} withdrew from ${tournament.name} and cannot enter it again.`,
        );
      if (entered.has(boxer.id))
        throw new ServiceError(409, 'already_entered', `${name} is already entered in ${tournament.name}.`);

      const missing = [
        !boxer.dateOfBirth && 'date of birth',
        !boxer.gender && 'gender',
        boxer.weightKg === null && 'declared weight',
      ].filter(Boolean) as string[];
      if (missing.length > 0)
        throw new ServiceError(
          409,
          'profile_incomplete',
          `Add ${name}'s ${listOf(missing)} to their profile before registering.`,
        );
      const gender = boxer.gender!;
      const firstDay = formatShortDate(tournament.startDate);
      const fit = categoryFit(
        { firstName: name, dateOfBirth: boxer.dateOfBirth!, gender, weightKg: boxer.weightKg! },
        tournament,
        categories,
        registration,
        { told },
      );
      if (fit.refused) throw new ServiceError(400, fit.code, fit.message, fit.fields);
      const { age, category, label } = fit;

      if (boxer.suspendedUntil && boxer.suspendedUntil >= tournament.startDate)
        throw new ServiceError(
          409,
          'medically_suspended',
          told
            ? `${name} is under a medical suspension until ${formatShortDate(boxer.suspendedUntil)} and cannot box on ${firstDay}.`
            : `${name} cannot be entered in ${tournament.name}: a medical rule keeps them out of the ring on ${firstDay}. Their coach can say more.`,
        );

      let guardianName: string | null = null;
      let guardianEmail: string | null = null;
      let guardianPhone: string | null = null;
      let consentToken: string | null = null;
      if (age < 18) {
        // Consent is the guardian's to give (issue 27): whoever enters a minor names the guardian and their
        // e-mail address; the guardian consents through the link we send them. Until then the entry waits
        // and is not drawn.
        if (registration.guardianConsent === true)
          throw new ServiceError(
            400,
            'consent_from_guardian',
            `Consent for ${name} must come from their parent or guardian: give the guardian's name and e-mail address, and we e-mail them a link to consent.`,
            { guardianConsent: ['Only the parent or guardian can consent, through the link we e-mail them'] },
          );
        const fields: Record<string, string[]> = {};
        if (!registration.guardianName) fields.guardianName = ["Enter the parent's or guardian's name"];
        if (!registration.guardianEmail)
          fields.guardianEmail = ["Enter the parent's or guardian's e-mail address"];
        if (Object.keys(fields).length > 0)
          throw new ServiceError(
            400,
            'guardian_consent_required',
            `${name} is under 18: give a parent's or guardian's name and e-mail address, and they will be asked to consent.`,
            fields,
          );
        guardianName = registration.guardianName!;
        guardianEmail = registration.guardianEmail!.toLowerCase();
        guardianPhone = registration.guardianPhone ?? null;
        consentToken = randomBytes(24).toString('base64url');
      }

      rows.push({
        tournamentId: tournament.id,
        categoryId: category.id,
        boxerId: boxer.id,
        registeredBy: actor.viewer.id,
        guardianName,
        guardianEmail,
        guardianPhone,
        guardianConsentTokenHash: consentToken ? consentTokenHash(consentToken) : null,
        consentToken,
        label,
        boxerName: boxer.fullName,
        gender,
      });
    }

    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: count() })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), ne(entries.status, 'withdrawn')));
    if (taken >= tournament.maxParticipants)
      throw new ServiceError(
        409,
        'tournament_full',
        `${tournament.name} is full: all ${tournament.maxParticipants} places are taken.`,
      );
    if (taken + rows.length > tournament.maxParticipants) {
      const left = tournament.maxParticipants - taken;
      throw new ServiceError(
        409,
        'tournament_full',
        `${tournament.name} has ${left} ${left === 1 ? 'place' : 'places'} left, not ${rows.length}.`,
      );
    }

    const inserted = await tx
      .insert(entries)
      .values(rows.map(({ label: _l, boxerName: _b, gender: _g, consentToken: _t, ...row }) => row))
      .returning();
    const links: ConsentLink[] = inserted.flatMap((entry, i) => {
      const token = rows[i]!.consentToken;
      return token ? [{ entryId: entry.id, token }] : [];
    });
    if (options.notify) {
      await queueEntryConfirmations(
        tx,
        tournament.id,
        rows.map((r) => ({ boxerId: r.boxerId, boxerName: r.boxerName, category: r.label })),
        options.notify.baseUrl,
      );
      await queueGuardianConsentRequests(
        tx,
        tournament.id,
        links.map((link) => ({
          ...link,
          category: rows[inserted.findIndex((e) => e.id === link.entryId)]!.label,
        })),
        options.notify.baseUrl,
      );
    }
    // By phone too (issue 32), to whoever chose WhatsApp or SMS and a minor's guardian, whatever `notify`.
    await queueEntryConfirmedMessages(
      tx,
      tournament.id,
      inserted.map((e) => e.id),
    );
    if (links.length > 0) options.consentLinks?.(links);
    return inserted.map((entry, i) => {
      const row = rows[i]!;
      const category = categories.find((c) => c.id === entry.categoryId)!;
      return {
        id: entry.id,
        tournamentId: entry.tournamentId,
        categoryId: entry.categoryId,
        boxerId: entry.boxerId,
        boxerName: row.boxerName,
        weightClass: category.weightClass,
        ageGroup: category.ageGroup,
        gender: row.gender,
        category: row.label,
        status: entry.status,
        guardianName: entry.guardianName,
        guardianConsent: consentState(entry),
        paid: entry.paidAt !== null,
      };
    });
  });
}

/** Where a minor's consent stands: null for an adult's entry (no guardian). */
export function consentState(entry: {
  guardianName: string | null;
  guardianConsentAt: Date | null;
}): 'awaiting' | 'given' | null {
  if (entry.guardianConsentAt) return 'given';
  return entry.guardianName ? 'awaiting' : null;
}

/** Only a link's hash is stored: a copy of the database gives nobody a way to consent for a child. */
export function consentTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Withdraws an entry (the boxer, their coach or the tournament's organisers), with a reason. After its
 * category's draw the withdrawal is a walkover in the engine (`walkover: true`).
 */
export async function withdrawEntry(
  db: Database,
  actor: Workspace,
  entryId: number,
  reason: unknown,
  options: Options & {
    /** The organiser refuses the boxer at the weigh-in (missed weight): refunded only if the policy says so. */
    refusedAtWeighIn?: boolean;
  } = {},
): Promise<{ id: number; status: 'withdrawn'; withdrawnAt: string; reason: string; walkover: boolean }> {
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (!why)
    throw new ServiceError(400, 'reason_required', 'Say why the entry is withdrawn.', {
      reason: ['Give a reason'],
    });
  if (why.length > 500)
    throw new ServiceError(400, 'reason_too_long', 'A reason is at most 500 characters.', {
      reason: ['At most 500 characters'],
    });
  const now = options.now ?? clock.now();
  const withdrawn = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: entries.id,
        status: entries.status,
        boxerId: entries.boxerId,
        tournamentName: tournaments.name,
        tournamentStatus: tournaments.status,
        organisationId: tournaments.organisationId,
        drawnAt: tournamentCategories.drawnAt,
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
      .where(eq(entries.id, entryId))
      .for('update', { of: entries });
    if (!found) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
    const boxer = (await boxersById(tx, [found.boxerId], { anyStanding: true })).get(found.boxerId);
    if (!boxer || !mayWithdraw(actor, boxer, found.organisationId))
      throw new ServiceError(
        403,
        'not_your_entry',
        `Only the boxer, their coach or ${found.tournamentName}'s organisers can withdraw this entry.`,
      );
    if (found.status === 'withdrawn')
      throw new ServiceError(409, 'already_withdrawn', `${boxer.firstName}'s entry is already withdrawn.`);
    if (found.tournamentStatus === 'completed' || found.tournamentStatus === 'cancelled')
      throw new ServiceError(409, 'tournament_over', `${found.tournamentName} is ${found.tournamentStatus}.`);
    // After the draw, the engine (through the competition feature) turns the boxer's bouts still to box
    // into walkovers, in this same transaction; before it, the entry simply leaves.
    const walkover =
      found.drawnAt !== null
        ? await withdrawAfterDraw(tx, found.id, { by: actor.viewer.id, at: now })
        : false;
    await tx
      .update(entries)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        withdrawnBy: actor.viewer.id,
        withdrawReason: why,
        updatedAt: now,
      })
      .where(eq(entries.id, found.id));
    // A fee paid online comes back by the tournament's refund policy (issue 31), asked of Paystack once
    // this commits; a refusal at the weigh-in is the organiser's to say.
    const refunding = await openEntryRefunds(tx, {
      entryIds: [found.id],
      cause: options.refusedAtWeighIn && runsTournament(actor, found) ? 'weigh_in' : 'withdrawal',
      by: actor.viewer.id,
      now,
    });
    return {
      id: found.id,
      status: 'withdrawn' as const,
      withdrawnAt: now.toISOString(),
      reason: why,
      walkover,
      refunding,
    };
  });
  const { refunding, ...answer } = withdrawn;
  if (refunding > 0) nudgeRefunds();
  return answer;
}

/**
 * An organiser records that an entry's fee is paid in cash at the venue, written to the payments ledger too.
 * Marking twice is harmless. (A fee paid online is paid by Paystack's verified payment, not here.)
 */
export async function markEntryPaid(
  db: Database,
  actor: Workspace,
  entryId: number,
  options: Options = {},
): Promise<{ id: number; paid: true; paidAt: string }> {
  const now = options.now ?? clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: entries.id,
        status: entries.status,
        paidAt: entries.paidAt,
        organisationId: tournaments.organisationId,
        tournamentName: tournaments.name,
        tournamentId: tournaments.id,
        fee: tournaments.entryFee,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(eq(entries.id, entryId))
      .for('update', { of: entries });
    if (!found) throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
    if (!runsTournament(actor, found))
      throw new ServiceError(
        403,
        'not_your_tournament',
        `Only ${found.tournamentName}'s organisers can mark its entries paid.`,
      );
    if (found.status === 'withdrawn')
      throw new ServiceError(409, 'entry_withdrawn', 'This entry is withdrawn: there is nothing to pay.');
    if (found.paidAt) return { id: found.id, paid: true as const, paidAt: found.paidAt.toISOString() };
    await tx
      .update(entries)
      .set({ paidAt: now, paidMarkedBy: actor.viewer.id, updatedAt: now })
      .where(eq(entries.id, found.id));
    // Cash at the venue: in the ledger with the card payments (issue 31).
    await recordCashPayment(tx, {
      entryId: found.id,
      tournamentId: found.tournamentId,
      organisationId: found.organisationId,
      amountKobo: koboOf(found.fee),
      by: actor.viewer.id,
      paidAt: now,
    });
    return { id: found.id, paid: true as const, paidAt: now.toISOString() };
  });
}

export type EntryRow = {
  id: number;
  boxerId: string;
  boxerName: string;
  club: string | null;
  categoryId: number;
  category: string;
  status: string;
};
export type ManagedEntryRow = EntryRow & {
  paid: boolean;
  paidAt: string | null;
  guardianName: string | null;
  guardianConsent: 'awaiting' | 'given' | null;
  withdrawnAt: string | null;
  withdrawReason: string | null;
  weighIn: { day: string; weightKg: number; madeWeight: boolean; medicalCleared: boolean } | null;
  /** Its fee coming back (issue 31): online (pending, processed, failed) or in cash (owed, refunded). */
  refund: EntryRefund | null;
};

/**
 * A tournament's entries: its organisers (and platform admins) see every entry with paid and weigh-in facts;
 * everyone else the names and categories of the entries not withdrawn. A draft is its organisers' only.
 */
export async function listEntries(
  db: Database,
  viewer: Workspace | null,
  tournamentId: number,
): Promise<{ manage: true; entries: ManagedEntryRow[] } | { manage: false; entries: EntryRow[] }> {
  const [tournament] = await db
    .select({ id: tournaments.id, status: tournaments.status, organisationId: tournaments.organisationId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  const manage = !!tournament && !!viewer && runsTournament(viewer, tournament);
  if (!tournament || (tournament.status === 'draft' && !manage))
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  const rows = await db
    .select({
      id: entries.id,
      boxerId: entries.boxerId,
      userName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      club: organisations.name,
      categoryId: entries.categoryId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      status: entries.status,
      paidAt: entries.paidAt,
      guardianName: entries.guardianName,
      guardianConsentAt: entries.guardianConsentAt,
      withdrawnAt: entries.withdrawnAt,
      withdrawReason: entries.withdrawReason,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(
      manage
        ? eq(entries.tournamentId, tournament.id)
        : and(eq(entries.tournamentId, tournament.id), ne(entries.status, 'withdrawn')),
    )
    .orderBy(entries.id);
  const base = (r: (typeof rows)[number]): EntryRow => ({
    id: r.id,
    boxerId: r.boxerId,
    boxerName: r.firstName ? `${r.firstName} ${r.lastName}`.trim() : r.userName,
    club: r.club,
    categoryId: r.categoryId,
    category: categoryName(r.weightClass, r.ageGroup, r.gender),
    status: r.status,
  });
  if (!manage) return { manage: false, entries: rows.map(base) };
  const weighed =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(weighIns)
          .where(
            inArray(
              weighIns.entryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(weighIns.day);
  const latest = new Map(weighed.map((w) => [w.entryId, w]));
  const refundOf = await entryRefunds(
    db,
    rows.map((r) => r.id),
  );
  return {
    manage: true,
    entries: rows.map((r) => {
      const w = latest.get(r.id);
      return {
        ...base(r),
        paid: r.paidAt !== null,
        paidAt: r.paidAt?.toISOString() ?? null,
        guardianName: r.guardianName,
        guardianConsent: consentState(r),
        withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
        withdrawReason: r.withdrawReason,
        weighIn: w
          ? { day: w.day, weightKg: w.weightKg, madeWeight: w.madeWeight, medicalCleared: w.medicalCleared }
          : null,
        refund: refundOf.get(r.id) ?? null,
      };
    }),
  };
}

type Boxer = {
  id: string;
  firstName: string;
  fullName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  weightKg: number | null;
  clubId: number | null;
  coachId: string | null;
  suspendedUntil: string | null;
};

/** Active boxer accounts (role boxer, not banned) with their profiles, by id. */
async function boxersById(
  tx: Transaction | Database,
  boxerIds: readonly string[],
  { anyStanding = false } = {},
): Promise<Map<string, Boxer>> {
  const found = await tx
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      banned: user.banned,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      weightKg: profiles.weightKg,
      clubId: profiles.clubId,
      coachId: profiles.coachId,
      suspendedUntil: profiles.suspendedUntil,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [...new Set(boxerIds)]));
  const boxers = new Map<string, Boxer>();
  for (const b of found) {
    if (!anyStanding && (b.role !== 'boxer' || b.banned)) continue;
    const firstName = b.firstName ?? b.name.split(' ')[0] ?? b.name;
    boxers.set(b.id, {
      id: b.id,
      firstName,
      fullName: b.firstName ? `${b.firstName} ${b.lastName ?? ''}`.trim() : b.name,
      dateOfBirth: b.dateOfBirth,
      gender: b.gender,
      weightKg: b.weightKg,
      clubId: b.clubId,
      coachId: b.coachId,
      suspendedUntil: b.suspendedUntil,
    });
  }
  return boxers;
}

/**
 * Who may withdraw an entry: whoever may enter the boxer, and the tournament's organisers (a no-show, a
 * boxer who left the venue): withdrawing tells nobody anything private.
 */
function mayWithdraw(actor: Workspace, boxer: Boxer, tournamentOrganisationId: number): boolean {
  return mayEnterBoxer(actor, boxer) || runsTournament(actor, { organisationId: tournamentOrganisationId });
}

async function lockedTournament(tx: Transaction, tournamentId: number) {
  const [tournament] = await tx
    .select({
      id: tournaments.id,
      name: tournaments.name,
      organisationId: tournaments.organisationId,
      status: tournaments.status,
      visibility: tournaments.visibility,
      startDate: tournaments.startDate,
      registrationDeadline: tournaments.registrationDeadline,
      maxParticipants: tournaments.maxParticipants,
      weightClassPreset: tournaments.weightClassPreset,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return { ...tournament, weightClassPreset: tournament.weightClassPreset as WeightClassPreset };
}

export type BoxerRegistration = {
  /** What the profile lacks for registration, in words ("date of birth and declared weight"); null when complete. */
  missing: string | null;
  /** The category the profile puts them in, when the tournament has it. */
  suggestion: { weightClass: string; ageGroup: string; label: string } | null;
  /** Said when the profile's category is not one of the tournament's. */
  noCategory: string | null;
  under18: boolean;
  entry: { id: number; status: string; category: string } | null;
  /** What the profile holds of the facts that decide a category, to fill in what is missing beside them. */
  profile: { dateOfBirth: string | null; gender: Gender | null; weightKg: number | null };
};

/** What a signed-in boxer's register form needs for one tournament: their category, and their entry if any. */
export async function boxerRegistration(
  db: Database,
  boxerId: string,
  tournament: {
    id: number;
    startDate: string;
    weightClassPreset: WeightClassPreset;
    categories: readonly { weightClass: string; ageGroup: string; gender: Gender }[];
  },
): Promise<BoxerRegistration> {
  const boxer = (await boxersById(db, [boxerId], { anyStanding: true })).get(boxerId);
  const [entry] = await db
    .select({
      id: entries.id,
      status: entries.status,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(entries)
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(and(eq(entries.tournamentId, tournament.id), eq(entries.boxerId, boxerId)));
  const mine = entry
    ? {
        id: entry.id,
        status: entry.status,
        category: categoryName(entry.weightClass, entry.ageGroup, entry.gender),
      }
    : null;
  const missing = [
    !boxer?.dateOfBirth && 'date of birth',
    !boxer?.gender && 'gender',
    (boxer?.weightKg ?? null) === null && 'declared weight',
  ].filter(Boolean) as string[];
  const profile = {
    dateOfBirth: boxer?.dateOfBirth ?? null,
    gender: boxer?.gender ?? null,
    weightKg: boxer?.weightKg ?? null,
  };
  if (!boxer || missing.length > 0)
    return {
      missing: listOf(missing),
      suggestion: null,
      noCategory: null,
      under18: false,
      entry: mine,
      profile,
    };
  const { age, group } = ageGroupOn(boxer.dateOfBirth!, tournament.startDate);
  if (!group)
    return {
      missing: null,
      suggestion: null,
      noCategory: `You are ${age} on the first day: boxers must be at least 8.`,
      under18: true,
      entry: mine,
      profile,
    };
  const weight = weightClassFor(boxer.weightKg!, tournament.weightClassPreset, boxer.gender!);
  const label = categoryName(weight.id, group.id, boxer.gender!);
  const has = tournament.categories.some(
    (c) => c.weightClass === weight.id && c.ageGroup === group.id && c.gender === boxer.gender,
  );
  return {
    missing: null,
    suggestion: has ? { weightClass: weight.id, ageGroup: group.id, label } : null,
    noCategory: has ? null : `Your category, ${label}, is not one of this tournament's.`,
    under18: age < 18,
    entry: mine,
    profile,
  };
}
