import type { Database } from '../db/client';
import type { MediaStore } from '../media/store';
import { uploadCertificate } from '~/features/certificates';
import type { Workspace } from '~/features/organisations';
import { addDays } from '~/lib/lagos-time';

/** A one-page PDF standing in for a doctor's scan. */
const DEMO_CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Issue 33: two of the demo coach's boxers have medical certificates, uploaded by their coach as a coach
 * does: the first valid for the year ahead, the second expired yesterday (the weigh-in of a tournament that
 * requires one refuses it).
 */
export async function seedDemoCertificates(
  db: Database,
  options: { coach: Workspace; boxerIds: readonly [string, string]; media: MediaStore; today: string },
): Promise<void> {
  const { coach, boxerIds, media, today } = options;
  const upload = (boxerId: string, issuedOn: string, expiresOn: string) =>
    uploadCertificate(db, media, coach, boxerId, {
      file: new Blob([DEMO_CERTIFICATE], { type: 'application/pdf' }),
      fileName: 'medical-certificate.pdf',
      issuer: 'Lagos University Teaching Hospital, Sports Medicine',
      issuedOn,
      expiresOn,
    });
  await upload(boxerIds[0], addDays(today, -30), addDays(today, 335));
  await upload(boxerIds[1], addDays(today, -366), addDays(today, -1));
}
