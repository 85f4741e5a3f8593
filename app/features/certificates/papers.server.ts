import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { medicalCertificates, profiles } from '@server/db/schema';
import type { TournamentRules } from '@server/db/schema/tournaments';
import { formatLongDate } from '~/lib/lagos-time';

type Db = Database | Transaction;

/**
 * What a tournament's rules ask of a boxer's papers on a weigh-in day (issue 33 item 5): a licence and a
 * medical certificate valid on that day (valid through their expiry date). Null when nothing is missing;
 * otherwise the message the weigh-in shows, naming what is missing or expired and since when.
 */
export async function papersRefusal(
  db: Db,
  boxerId: string,
  rules: Pick<TournamentRules, 'licenceRequired' | 'medicalCertificateRequired'>,
  day: string,
): Promise<string | null> {
  const problems: string[] = [];
  if (rules.licenceRequired) {
    const [licence] = await db
      .select({ id: profiles.licenceId, expiresOn: profiles.licenceExpiresOn })
      .from(profiles)
      .where(eq(profiles.id, boxerId));
    if (!licence?.id) problems.push('no licence on record');
    else if (!licence.expiresOn) problems.push(`licence ${licence.id} has no expiry date on record`);
    else if (licence.expiresOn < day)
      problems.push(`licence ${licence.id} expired on ${formatLongDate(licence.expiresOn)}`);
  }
  if (rules.medicalCertificateRequired) {
    const [certificate] = await db
      .select({ expiresOn: medicalCertificates.expiresOn })
      .from(medicalCertificates)
      .where(eq(medicalCertificates.boxerId, boxerId))
      .orderBy(desc(medicalCertificates.expiresOn))
      .limit(1);
    if (!certificate) problems.push('no medical certificate uploaded');
    else if (certificate.expiresOn < day)
      problems.push(`medical certificate expired on ${formatLongDate(certificate.expiresOn)}`);
  }
  if (problems.length === 0) return null;
  const required = [
    rules.licenceRequired ? 'licence' : null,
    rules.medicalCertificateRequired ? 'medical certificate' : null,
  ].filter((r) => r !== null);
  return `Not weighed in: this tournament requires a valid ${required.join(' and ')} on the weigh-in day (${formatLongDate(day)}): ${problems.join('; ')}.`;
}
