import { and, eq, gt, inArray, like, max, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, organisations, outbox } from '../db/schema';
import { findUserByEmail } from '../auth/accounts';
import { demoAccounts } from '../auth/demo-accounts';
import type { Viewer } from '../auth/roles';
import { isRole } from '../auth/roles';
import type { PlanId } from '~/content/plans';
import {
  approveSignUp,
  ensureAcademyOrganisation,
  inviteMember,
  workspaceFor,
} from '~/features/organisations';
import { submitEnquiry } from '~/features/enquiries';
import { clock } from '@server/clock';

/** The app_meta key that says the demo organisations exist: they are made once per database. */
const MARKER = 'demo-organisations';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727276;

export type DemoOrganisationIds = { academyId: number; ikejaId: number; kanoId: number };

export type DemoSignUp = {
  name: string;
  plan: PlanId;
  contact: string;
  email: string;
  phone: string;
  organisationType: string;
};

const ikeja: DemoSignUp = {
  name: 'Ikeja Boxing Club',
  plan: 'professional',
  contact: 'Kunle Adebayo',
  email: 'organiser@ajbxng.test',
  phone: '0803 555 0101',
  organisationType: 'sports-club',
};
const kano: DemoSignUp = {
  name: 'Kano Fight Academy',
  plan: 'starter',
  contact: 'Aminu Bello',
  email: 'kano@ajbxng.test',
  phone: '0803 555 0202',
  organisationType: 'boxing-academy',
};

export async function accountViewer(db: Database, email: string): Promise<Viewer> {
  const found = await findUserByEmail(db, email);
  if (!found || !isRole(found.role))
    throw new Error(`The demo account ${email} is missing: seed the accounts first.`);
  return { id: found.id, name: found.name, email: found.email, role: found.role };
}

/**
 * A demo organisation's sign-up on the /get-started form, then the admin's approval (which makes its
 * contact the organiser): the way a real organisation joins. Runs in the caller's transaction; the e-mails
 * it queues are the caller's to drop.
 */
export async function signUpAndApproveDemo(
  db: Database,
  signUp: DemoSignUp,
  admin: Viewer,
  options: { baseUrl: string; academyEmail: string },
): Promise<{ organisationId: number; reference: string }> {
  const submitted = await submitEnquiry(
    db,
    'organisation-signup',
    {
      // A fixed key: the same demo sign-up is the same form instance.
      formInstance: `demo-signup-${signUp.email.split('@')[0]}`,
      website: '',
      plan: signUp.plan,
      organizationName: signUp.name,
      contactName: signUp.contact,
      email: signUp.email,
      phone: signUp.phone,
      organizationType: signUp.organisationType,
      expectedTournaments: '6',
      participants: '32-64',
      requirements: '',
      agreeTerms: 'on',
    },
    {
      ip: 'demo-seed',
      academyEmail: options.academyEmail,
      baseUrl: options.baseUrl,
      rateLimit: { limit: 100, windowMs: 60_000 },
    },
  );
  if (!submitted.ok)
    throw new Error(`The demo sign-up of ${signUp.name} was refused: ${JSON.stringify(submitted)}`);
  const approval = await approveSignUp(db, {
    reference: submitted.reference,
    actorUserId: admin.id,
    baseUrl: options.baseUrl,
    note: 'Demo organisation.',
  });
  return { organisationId: approval.organisationId, reference: submitted.reference };
}

/**
 * The demo organisations (demo mode only), made through the same services as real ones: a sign-up on the
 * /get-started form, an admin's approval (which makes its contact the organiser), then invitations.
 * - Ikeja Boxing Club (Professional): organiser@ajbxng.test its organiser, official@ajbxng.test its official.
 * - Kano Fight Academy (Starter): kano@ajbxng.test its organiser (the "other organisation").
 * - The academy's own organisation: coach@ajbxng.test a coach member.
 * Runs after the demo accounts exist (so the members keep the demo password) and only once per database
 * (an app_meta marker); later starts only look the ids up. Returns the organisations' ids for the demo
 * tournaments. The e-mails these steps queue (to .test addresses and the academy's inbox) are dropped:
 * seeding a demo is not news for anyone.
 */
export async function seedDemoOrganisations(
  db: Database,
  options: { baseUrl: string; academyEmail: string },
): Promise<DemoOrganisationIds> {
  return db.transaction(async (tx) => {
    // The services open transactions of their own: inside this one they become savepoints.
    const txDb = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const academyId = await ensureAcademyOrganisation(txDb);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER));
    if (marker) {
      const found = await tx
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.name, [ikeja.name, kano.name]));
      const idOf = (name: string) => {
        const row = found.find((o) => o.name === name);
        if (!row) throw new Error(`The demo organisation ${name} is missing from a database seeded before.`);
        return row.id;
      };
      return { academyId, ikejaId: idOf(ikeja.name), kanoId: idOf(kano.name) };
    }

    const [lastMail] = await tx.select({ id: max(outbox.id) }).from(outbox);
    const admin = await accountViewer(txDb, 'admin@ajbxng.test');
    const references: string[] = [];
    const signUpAndApprove = async (signUp: DemoSignUp) => {
      const approved = await signUpAndApproveDemo(txDb, signUp, admin, options);
      references.push(approved.reference);
      return approved.organisationId;
    };

    const ikejaId = await signUpAndApprove(ikeja);
    const kanoId = await signUpAndApprove(kano);

    const official = demoAccounts.find((a) => a.email === 'official@ajbxng.test')!;
    await inviteMember(
      txDb,
      await workspaceFor(txDb, await accountViewer(txDb, ikeja.email)),
      { name: official.name, email: official.email, memberRole: 'official' },
      options.baseUrl,
    );
    const coach = demoAccounts.find((a) => a.email === 'coach@ajbxng.test')!;
    await inviteMember(
      txDb,
      await workspaceFor(txDb, admin),
      { name: coach.name, email: coach.email, memberRole: 'coach', organisationId: academyId },
      options.baseUrl,
    );

    await tx
      .delete(outbox)
      .where(
        and(
          gt(outbox.id, lastMail?.id ?? 0),
          or(
            like(outbox.toAddress, '%@ajbxng.test'),
            ...references.map((reference) => like(outbox.subject, `%${reference}%`)),
          ),
        ),
      );
    await tx.insert(appMeta).values({ key: MARKER, value: clock.now().toISOString() });
    return { academyId, ikejaId, kanoId };
  });
}
