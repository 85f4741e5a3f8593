import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
import { fileMediaStore } from '@server/media/store';
import { ServiceError } from '@server/service-error';
import { workspaceFor } from '~/features/organisations';
import { boxerCertificates, certificateFile, uploadCertificate } from './certificates.server';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, fields } = error as ServiceError;
  return { status, fields };
}

const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n% a medical certificate\n%%EOF\n')], { type: 'application/pdf' });

describe.each(testDatabaseKinds())('medical certificates on %s', (kind) => {
  let database: DatabaseHandle;
  let folder: string;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), 'certificates-'));
  });
  afterEach(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("the coach uploads a PDF (its type read from its bytes); the boxer, the coach and the tournament's organisers read it, another boxer or organiser gets 404", async () => {
    const event = await seedEvent(database.db);
    const store = fileMediaStore(folder);
    const [boxer] = await event.enterBoxers(event.categoryIds[0], ['A'], {
      profile: { coachId: 'official' },
    });
    const [other] = await event.enterBoxers(event.categoryIds[0], ['B']);
    const as = (id: string, role: 'boxer' | 'coach' | 'spectator' = 'boxer') =>
      workspaceFor(
        database.db,
        id.startsWith('boxer-') ? { id, name: id, email: `${id}@example.ng`, role } : eventPerson(id),
      );
    const facts = {
      fileName: 'medical.pdf',
      issuer: 'LUTH Sports Clinic',
      issuedOn: '2026-06-01',
      expiresOn: '2027-05-31',
    };

    // An HTML page named .png is not an image; another boxer may not upload for this one.
    expect(
      await refusal(
        uploadCertificate(database.db, store, await as('official'), boxer!.boxerId, {
          ...facts,
          file: new Blob(['<html>not an image</html>'], { type: 'image/png' }),
        }),
      ),
    ).toEqual({ status: 400, fields: { file: ['This file is not a PDF, JPEG or PNG'] } });
    expect(
      (
        await refusal(
          uploadCertificate(database.db, store, await as(other!.boxerId), boxer!.boxerId, {
            ...facts,
            file: pdf(),
          }),
        )
      ).status,
    ).toBe(403);

    const uploaded = await uploadCertificate(database.db, store, await as('official'), boxer!.boxerId, {
      ...facts,
      file: pdf(),
    });
    expect(uploaded).toMatchObject({
      contentType: 'application/pdf',
      issuer: 'LUTH Sports Clinic',
      expiresOn: '2027-05-31',
    });

    for (const reader of [boxer!.boxerId, 'official', 'organiser']) {
      const { certificates } = await boxerCertificates(database.db, await as(reader), boxer!.boxerId);
      expect(certificates.map((c) => c.fileName)).toEqual(['medical.pdf']);
      const { contentType } = await certificateFile(database.db, store, await as(reader), uploaded.id);
      expect(contentType).toBe('application/pdf');
    }
    for (const stranger of [other!.boxerId, 'other-organiser', 'spectator']) {
      expect((await refusal(boxerCertificates(database.db, await as(stranger), boxer!.boxerId))).status).toBe(
        404,
      );
      expect(
        (await refusal(certificateFile(database.db, store, await as(stranger), uploaded.id))).status,
      ).toBe(404);
    }
  });
});
