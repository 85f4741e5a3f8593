import { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { bouts, boutOfficials, entries, medicalCertificates, profiles, tournaments } from '@server/db/schema';
import type { MediaStore } from '@server/media/store';
import { sniffMediaType } from '@server/media/sniff';
import { ServiceError } from '@server/service-error';
import { isCalendarDate } from '~/lib/lagos-time';
import { coachesBoxer, runsOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';

/** A certificate is a scan or a photo: 5 MB is plenty, and the type is read from the file's bytes. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export type CertificateInput = {
  file: Blob | null;
  fileName: string;
  issuer: string;
  issuedOn: string;
  expiresOn: string;
};

export type MedicalCertificate = {
  id: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  issuer: string;
  issuedOn: string;
  expiresOn: string;
  uploadedAt: string;
};

const notFound = () =>
  new ServiceError(404, 'certificate_not_found', 'There is no such medical certificate.');

async function tiesOf(db: Database, boxerId: string) {
  const [boxer] = await db
    .select({ id: profiles.id, clubId: profiles.clubId, coachId: profiles.coachId })
    .from(profiles)
    .where(eq(profiles.id, boxerId));
  return boxer ?? null;
}

/** Who uploads a boxer's certificate: the boxer and their coach (and a platform admin). */
async function mayUpload(db: Database, actor: Workspace, boxerId: string): Promise<boolean> {
  if (actor.viewer.id === boxerId || actor.platformAdmin) return true;
  const boxer = await tiesOf(db, boxerId);
  return boxer !== null && coachesBoxer(actor, boxer);
}

/**
 * Who sees a boxer's certificates (never public): the boxer, their coach, a platform admin, and the organisers
 * and bout officials of a tournament the boxer entered.
 */
export async function mayReadCertificates(db: Database, actor: Workspace, boxerId: string): Promise<boolean> {
  if (await mayUpload(db, actor, boxerId)) return true;
  const entered = await db
    .select({ tournamentId: entries.tournamentId, organisationId: tournaments.organisationId })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.boxerId, boxerId));
  if (entered.some((t) => runsOrganisation(actor, t.organisationId))) return true;
  if (entered.length === 0) return false;
  const [seat] = await db
    .select({ id: boutOfficials.id })
    .from(boutOfficials)
    .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
    .where(
      and(
        eq(boutOfficials.userId, actor.viewer.id),
        inArray(
          bouts.tournamentId,
          entered.map((t) => t.tournamentId),
        ),
      ),
    )
    .limit(1);
  return seat !== undefined;
}

function fieldErrors(input: CertificateInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const issuer = input.issuer.trim();
  if (issuer.length < 2 || issuer.length > 120) fields.issuer = ['Name who issued it (2 to 120 characters)'];
  if (!isCalendarDate(input.issuedOn)) fields.issuedOn = ['Give the date it was issued'];
  if (!isCalendarDate(input.expiresOn)) fields.expiresOn = ['Give the date it expires'];
  else if (isCalendarDate(input.issuedOn) && input.expiresOn < input.issuedOn)
    fields.expiresOn = ['It cannot expire before it was issued'];
  if (!input.file || input.file.size === 0) fields.file = ['Choose the certificate: a PDF, JPEG or PNG'];
  else if (input.file.size > CERTIFICATE_MAX_BYTES) fields.file = ['The file is larger than 5 MB'];
  return fields;
}

/**
 * The boxer or their coach uploads a medical certificate (issue 33 item 5): a PDF, JPEG or PNG up to 5 MB,
 * its type read from its bytes (not its name), kept in the media store and served only by `certificateFile`.
 */
export async function uploadCertificate(
  db: Database,
  store: MediaStore,
  actor: Workspace,
  boxerId: string,
  input: CertificateInput,
): Promise<MedicalCertificate> {
  if (!(await tiesOf(db, boxerId))) throw new ServiceError(404, 'boxer_not_found', 'There is no such boxer.');
  if (!(await mayUpload(db, actor, boxerId)))
    throw new ServiceError(
      403,
      'forbidden',
      'Only the boxer and their coach upload their medical certificate.',
    );
  const fields = fieldErrors(input);
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_certificate', 'Check the certificate.', fields);
  const bytes = new Uint8Array(await input.file!.arrayBuffer());
  const sniffed = sniffMediaType(bytes.subarray(0, 64));
  if (!sniffed || !(CERTIFICATE_TYPES as readonly string[]).includes(sniffed))
    throw new ServiceError(400, 'invalid_certificate', 'Check the certificate.', {
      file: ['This file is not a PDF, JPEG or PNG'],
    });
  const type = sniffed as CertificateType;
  const stored = await store.put(Readable.from([Buffer.from(bytes)]), type, CERTIFICATE_MAX_BYTES);
  if (!stored.ok)
    throw new ServiceError(400, 'invalid_certificate', 'Check the certificate.', {
      file: [
        stored.reason === 'too_large'
          ? 'The file is larger than 5 MB'
          : 'This file is not a PDF, JPEG or PNG',
      ],
    });
  const fileName = input.fileName.replace(/[^\w .()-]/g, '_').slice(-100) || 'certificate';
  const [row] = await db
    .insert(medicalCertificates)
    .values({
      boxerId,
      storageKey: stored.key,
      contentType: type,
      byteSize: stored.byteSize,
      fileName,
      issuer: input.issuer.trim(),
      issuedOn: input.issuedOn,
      expiresOn: input.expiresOn,
      uploadedBy: actor.viewer.id,
    })
    .returning();
  return shape(row!);
}

function shape(row: typeof medicalCertificates.$inferSelect): MedicalCertificate {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    issuer: row.issuer,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** A boxer's certificates, latest expiry first, for those who may see them (404 to anyone else). */
export async function boxerCertificates(
  db: Database,
  actor: Workspace,
  boxerId: string,
): Promise<{ certificates: MedicalCertificate[]; mayUpload: boolean }> {
  if (!(await tiesOf(db, boxerId)) || !(await mayReadCertificates(db, actor, boxerId))) throw notFound();
  const rows = await db
    .select()
    .from(medicalCertificates)
    .where(eq(medicalCertificates.boxerId, boxerId))
    .orderBy(desc(medicalCertificates.expiresOn), desc(medicalCertificates.id));
  return { certificates: rows.map(shape), mayUpload: await mayUpload(db, actor, boxerId) };
}

/** The file of a certificate for one who may see it; 404 otherwise (its existence is private too). */
export async function certificateFile(
  db: Database,
  store: MediaStore,
  actor: Workspace,
  certificateId: number,
) {
  const [row] = await db.select().from(medicalCertificates).where(eq(medicalCertificates.id, certificateId));
  if (!row || !(await mayReadCertificates(db, actor, row.boxerId))) throw notFound();
  const file = await store.locate(row.storageKey);
  if (!file) throw notFound();
  return { file, contentType: row.contentType, fileName: row.fileName };
}
