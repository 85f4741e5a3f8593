import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { medicalCertificates, tournaments, weighIns } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { ServiceError } from '@server/service-error';
import { recordWeighIn } from '~/features/competition';
import { changeLicence } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';

describe.each(testDatabaseKinds())('papers at the weigh-in on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('a tournament requiring a licence and a medical certificate refuses missing or expired ones on the day, naming what and since when', async () => {
    // The Lagos Open: 5-6 December 2026, weigh-in on the 5th.
    const event = await seedEvent(database.db);
    await database.db
      .update(tournaments)
      .set({
        rules: sql`${tournaments.rules} || '{"licenceRequired": true, "medicalCertificateRequired": true}'::jsonb`,
      })
      .where(eq(tournaments.id, event.tournamentId));
    const [boxer] = await event.enterBoxers(event.categoryIds[0], ['A']);
    const weigh = () =>
      recordWeighIn(database.db, event.workspaces.organiser, boxer!.entryId, {
        weightKg: 60,
        medicalCleared: true,
        day: '2026-12-05',
      });
    const refusal = async () => {
      const error = await weigh().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ServiceError);
      return [(error as ServiceError).status, (error as ServiceError).message];
    };

    expect(await refusal()).toEqual([
      409,
      'Not weighed in: this tournament requires a valid licence and medical certificate on the weigh-in day (Saturday, 5 December 2026): no licence on record; no medical certificate uploaded.',
    ]);
    // The boxer sets their licence on their certificates page (a blank expiry would clear it).
    const self = await workspaceFor(database.db, {
      id: boxer!.boxerId,
      name: 'Boxer',
      email: `${boxer!.boxerId}@example.ng`,
      role: 'boxer',
    });
    expect(
      await changeLicence(database.db, self, boxer!.boxerId, {
        licenceId: 'NBF-2026-0412',
        licenceBody: 'Nigeria Boxing Federation',
        licenceExpiresOn: '2027-06-30',
      }),
    ).toEqual({
      licenceId: 'NBF-2026-0412',
      licenceBody: 'Nigeria Boxing Federation',
      licenceExpiresOn: '2027-06-30',
    });
    await database.db.insert(medicalCertificates).values({
      boxerId: boxer!.boxerId,
      storageKey: 'certificates/a.pdf',
      contentType: 'application/pdf',
      byteSize: 1000,
      fileName: 'medical.pdf',
      issuer: 'Lagos University Teaching Hospital',
      issuedOn: '2025-12-01',
      expiresOn: '2026-12-04',
    });
    // Valid through the 4th: expired on the weigh-in day.
    expect(await refusal()).toEqual([
      409,
      'Not weighed in: this tournament requires a valid licence and medical certificate on the weigh-in day (Saturday, 5 December 2026): medical certificate expired on Friday, 4 December 2026.',
    ]);
    expect(await database.db.select().from(weighIns)).toHaveLength(0);
    await database.db
      .update(medicalCertificates)
      .set({ expiresOn: '2026-12-05' })
      .where(eq(medicalCertificates.boxerId, boxer!.boxerId));
    expect((await weigh()).day).toBe('2026-12-05');
  });
});
