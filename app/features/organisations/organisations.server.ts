import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { ServiceError } from '@server/service-error';
import { enquiries, enquiryEvents, organisations } from '@server/db/schema';
import { organisationAdminCreator } from '@server/auth/organisation-admin';
import { queueEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { planById } from '~/content/plans';
import { formatNaira } from '~/lib/money';
import { headerText } from '@server/http/plain-text';
import type { Transaction } from '@server/db/client';
import { normaliseReference } from '~/features/enquiries';

/**
 * Creates the organisation's first admin account inside the approval's transaction (so a failed
 * approval leaves no account behind) and returns the link with which they set their password. It must not
 * send e-mail itself: the approval queues the welcome e-mail, with the link, in the same transaction.
 */
export type CreateOrganisationAdmin = (
  tx: Transaction,
  admin: { name: string; email: string; organisationId: number; organisationName: string },
) => Promise<{ userId: string; setPasswordUrl: string }>;

/** An approval done. A missing or already decided organisation is refused with a ServiceError (404, 409). */
export type ApprovalResult = {
  ok: true;
  organisationId: number;
  adminUserId: string;
  setPasswordUrl: string;
  reference: string;
};

/**
 * Approves a pending organisation: creates its admin account, marks it approved, accepts its sign-up
 * enquiry (recorded with who and when) and queues the welcome e-mail with the set-password link, all or
 * nothing. The caller nudges the outbox after it returns.
 */
export async function approveOrganisation(
  db: Database,
  approval: { organisationId: number; actorUserId: string; note?: string },
  createAdminAccount: CreateOrganisationAdmin,
): Promise<ApprovalResult> {
  return db.transaction(async (tx) => {
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

    const admin = await createAdminAccount(tx, {
      name: row.contactName,
      email: row.email,
      organisationId: row.id,
      organisationName: row.name,
    });

    await tx
      .update(organisations)
      .set({ status: 'approved', adminUserId: admin.userId, approvedAt: sql`now()` })
      .where(eq(organisations.id, row.id));
    await tx
      .update(enquiries)
      .set({ status: 'accepted', updatedAt: sql`now()` })
      .where(eq(enquiries.id, row.enquiryId));
    await tx.insert(enquiryEvents).values({
      enquiryId: row.enquiryId,
      fromStatus: row.enquiryStatus,
      toStatus: 'accepted',
      note: approval.note?.trim() || 'Organisation approved; admin account created.',
      actorUserId: approval.actorUserId,
    });

    const plan = planById(row.plan);
    await queueEmail(tx, {
      kind: 'organisation-approved',
      to: row.email,
      subject: headerText(`${row.name} is approved on the AJBXNG tournament platform`),
      text: [
        `Hello ${row.contactName.split(/\s+/)[0] ?? row.contactName},`,
        '',
        `${row.name} is approved${plan ? ` on the ${plan.name} plan (${formatNaira(plan.pricePerMonth)} a month)` : ''}.`,
        'Your account is ready. Open this link to get started:',
        admin.setPasswordUrl,
        '',
        'Next: a platform specialist will call you to book your onboarding session, and then you can launch your first tournament.',
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
    { organisationId: row.id, actorUserId: approval.actorUserId, note: approval.note },
    organisationAdminCreator(approval.baseUrl, approval.actorUserId),
  );
}
