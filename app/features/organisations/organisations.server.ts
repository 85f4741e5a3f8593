import { eq } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { ServiceError } from '@server/service-error';
import {
  auditLog,
  enquiries,
  enquiryEvents,
  organisationMembers,
  organisations,
  user,
} from '@server/db/schema';
import { organisationAdminCreator } from '@server/auth/organisation-admin';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { planById } from '~/content/plans';
import { formatNaira } from '~/lib/money';
import { headerText } from '@server/http/plain-text';
import type { Transaction } from '@server/db/client';
import { normaliseReference } from '~/features/enquiries';

/**
 * Creates (or finds) the account of the organisation's first organiser inside the approval's transaction (so
 * a failed approval leaves no account behind) and returns the link with which they set their password, or
 * the sign-in page for an account that already has one (`existingAccount`). It must not send e-mail itself:
 * the approval queues the welcome e-mail, with the link, in the same transaction.
 */
export type CreateOrganisationAdmin = (
  tx: Transaction,
  admin: { name: string; email: string; organisationId: number; organisationName: string },
) => Promise<{ userId: string; setPasswordUrl: string; existingAccount?: boolean }>;

/** An approval done. A missing or already decided organisation is refused with a ServiceError (404, 409). */
export type ApprovalResult = {
  ok: true;
  organisationId: number;
  adminUserId: string;
  setPasswordUrl: string;
  reference: string;
};

/** The organisation an account already belongs to (one per account), if any. */
async function organisationOfEmail(tx: Transaction, email: string) {
  const [row] = await tx
    .select({ organisationId: organisations.id, name: organisations.name })
    .from(user)
    .innerJoin(organisationMembers, eq(organisationMembers.userId, user.id))
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

function alreadyInOrganisation(email: string, organisationName: string) {
  return new ServiceError(
    409,
    'already_in_organisation',
    `${email} already belongs to ${organisationName}, and an account belongs to one organisation. ` +
      'Ask the contact for another e-mail address (and decline this sign-up), or remove them from ' +
      `${organisationName} first.`,
  );
}

/**
 * Approves a pending organisation: makes the sign-up's contact its first **organiser** (DESIGN "Who owns
 * what": a new account, or their existing one, with the coach platform role and an organiser membership),
 * marks it approved, accepts its sign-up enquiry (recorded with who and when) and queues the welcome e-mail
 * with the set-password link, all or nothing. An address whose account already belongs to another
 * organisation is refused (one organisation per account) and nothing is written. Once committed, the
 * outbox is nudged to deliver.
 */
export async function approveOrganisation(
  db: Database,
  approval: { organisationId: number; actorUserId: string; note?: string; baseUrl?: string },
  createAdminAccount: CreateOrganisationAdmin,
): Promise<ApprovalResult> {
  const approved = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: organisations.id,
        name: organisations.name,
        plan: organisations.plan,
        status: organisations.status,
        enquiryId: enquiries.id,
        enquiryStatus: enquiries.status,
        reference: enquiries.reference,
        contactName: enquiries.name,
        email: enquiries.email,
      })
      .from(organisations)
      .innerJoin(enquiries, eq(enquiries.id, organisations.enquiryId))
      .where(eq(organisations.id, approval.organisationId))
      .for('update')
      .limit(1);
    if (!row) throw new ServiceError(404, 'organisation_not_found', 'There is no such organisation.');
    if (row.status !== 'pending') {
      throw new ServiceError(
        409,
        'organisation_not_pending',
        `This organisation has already been ${row.status}.`,
      );
    }

    const taken = await organisationOfEmail(tx, row.email);
    if (taken) throw alreadyInOrganisation(row.email, taken.name);

    const admin = await createAdminAccount(tx, {
      name: row.contactName,
      email: row.email,
      organisationId: row.id,
      organisationName: row.name,
    });
    // The unique user id of memberships settles a race with another approval or an invitation of the
    // same address: the later one finds the row there and is refused, its transaction undone.
    const [membership] = await tx
      .insert(organisationMembers)
      .values({
        organisationId: row.id,
        userId: admin.userId,
        memberRole: 'organiser',
        invitedBy: approval.actorUserId,
      })
      .onConflictDoNothing({ target: organisationMembers.userId })
      .returning({ id: organisationMembers.id });
    if (!membership) {
      throw alreadyInOrganisation(
        row.email,
        (await organisationOfEmail(tx, row.email))?.name ?? 'another organisation',
      );
    }
    await tx.insert(auditLog).values({
      actorUserId: approval.actorUserId,
      action: 'member.added',
      targetUserId: admin.userId,
      details: { organisationId: row.id, organisation: row.name, memberRole: 'organiser' },
    });

    await tx
      .update(organisations)
      .set({ status: 'approved', adminUserId: admin.userId, approvedAt: clock.now() })
      .where(eq(organisations.id, row.id));
    await tx
      .update(enquiries)
      .set({ status: 'accepted', updatedAt: clock.now() })
      .where(eq(enquiries.id, row.enquiryId));
    await tx.insert(enquiryEvents).values({
      enquiryId: row.enquiryId,
      fromStatus: row.enquiryStatus,
      toStatus: 'accepted',
      note: approval.note?.trim() || 'Organisation approved; its organiser account is ready.',
      actorUserId: approval.actorUserId,
    });

    const plan = planById(row.plan);
    const site = approval.baseUrl ?? '';
    await queueEmail(tx, {
      kind: 'organisation-approved',
      to: row.email,
      subject: headerText(`${row.name} is approved on the AJBXNG tournament platform`),
      text: [
        `Hello ${row.contactName.split(/\s+/)[0] ?? row.contactName},`,
        '',
        `${row.name} is approved${plan ? ` on the ${plan.name} plan (${formatNaira(plan.pricePerMonth)} a month)` : ''}, and you are its organiser.`,
        admin.existingAccount
          ? 'Sign in with your existing account and password:'
          : 'Your account is ready. Open this link to choose your password (it works for 7 days):',
        admin.setPasswordUrl,
        '',
        `You can now create tournaments at ${site}/start-tournament, and invite your coaches and officials from the Users tab of your workspace (${site}/admin-dashboard/users).`,
        '',
        'A platform specialist will also call you to book your onboarding session.',
        '',
        `Reference ${row.reference}. Questions? ${academy.email} or ${academy.phone}.`,
        '',
        academy.name,
      ].join('\n'),
    });

    return {
      ok: true as const,
      organisationId: row.id,
      adminUserId: admin.userId,
      setPasswordUrl: admin.setPasswordUrl,
      reference: row.reference,
    };
  });
  nudgeOutbox();
  return approved;
}

/**
 * The inbox's Approve button: the organisation behind this sign-up enquiry, found from the enquiry's
 * reference (never from an id the browser sends), approved with the account the accounts module makes.
 */
export async function approveSignUp(
  db: Database,
  approval: { reference: string; actorUserId: string; baseUrl: string; note?: string },
): Promise<ApprovalResult> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(enquiries, eq(enquiries.id, organisations.enquiryId))
    .where(eq(enquiries.reference, normaliseReference(approval.reference)))
    .limit(1);
  if (!row)
    throw new ServiceError(404, 'organisation_not_found', 'This enquiry has no organisation to approve.');
  return approveOrganisation(
    db,
    {
      organisationId: row.id,
      actorUserId: approval.actorUserId,
      note: approval.note,
      baseUrl: approval.baseUrl,
    },
    organisationAdminCreator(approval.baseUrl, approval.actorUserId),
  );
}
