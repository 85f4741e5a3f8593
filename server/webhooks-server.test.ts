import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '~/features/webhooks';
import { loadConfig } from './config';
import { webhookDeliveries, webhookSubscriptions } from './db/schema';
import { createPostgresTestDatabase, migratedDataDir, testDatabaseKinds } from './db/testing';
import { seedEvent } from './db/test-builders/event.test-support';
import { startServer } from './main';
import type { RunningServer } from './main';
import { recordLiveEvent } from './realtime/events';

/**
 * Outbound webhooks as `npm start` runs them (issue 27 item 16): the server starts the delivery worker, which
 * is woken by the commit of a delivery (not only by its 5-second look) and sends it once, however many
 * instances share the database.
 */

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function startInstance(databaseUrl?: string) {
  // On the embedded database, migrated as a production start finds it (the build's copy unpacked).
  const dataDir = databaseUrl
    ? mkdtempSync(path.join(tmpdir(), 'ajb-hooks-'))
    : await migratedDataDir('ajb-hooks-');
  made.push(dataDir);
  return startServer({
    config: loadConfig({
      // Not production: the receiver is on 127.0.0.1.
      NODE_ENV: 'test',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DEMO_DATA: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: 'webhook-instances-share-this-secret-40-chars',
      DATA_DIR: dataDir,
      LOG_REQUESTS: '0',
    }),
    build: async () => {
      throw new Error('the React Router build is not part of these tests');
    },
  });
}

async function startReceiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string; at: number }> = [];
  const server = createServer((req, res) => {
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(pieces).toString(), at: Date.now() });
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const waitFor = async (done: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe.each(testDatabaseKinds())('the server delivers webhooks (%s)', (kind) => {
  it('a committed bout.decided reaches the receiver within seconds, signed, once, from any of the instances', async () => {
    const receiver = await startReceiver();
    const postgres = kind === 'postgres' ? await createPostgresTestDatabase() : null;
    const instances: RunningServer[] = [];
    try {
      instances.push(await startInstance(postgres?.url));
      // Real instances share a database only on PostgreSQL (the embedded one belongs to one process).
      if (postgres) instances.push(await startInstance(postgres.url));
      const db = instances[0]!.services.database.db;
      const event = await seedEvent(db);
      const secret = `whsec_${'cd'.repeat(32)}`;
      await db.insert(webhookSubscriptions).values({
        organisationId: event.organisations.host,
        url: receiver.url,
        secret,
        events: ['bout.decided'],
      });
      const committed = Date.now();
      await db.transaction(async (tx) => {
        await recordLiveEvent(tx, 'bout.decided', { tournamentId: event.tournamentId, boutId: 5 });
        // Not this one: the subscription did not ask for it.
        await recordLiveEvent(tx, 'bout.started', { tournamentId: event.tournamentId, boutId: 6 });
      });
      await waitFor(() => receiver.received.length > 0, 4_000);
      // Woken by the commit (NOTIFY), or at the latest by the 5-second look.
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.at - committed).toBeLessThan(4_000);
      // Every instance had its chance; still sent once.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all(instances.map((instance) => instance.services.database.ping()));
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = receiver.received[0]!;
      expect(JSON.parse(body)).toMatchObject({
        type: 'bout.decided',
        tournamentId: event.tournamentId,
        data: { boutId: 5 },
      });
      expect(
        verifyWebhookSignature(
          secret,
          headers['ajbxng-signature'] as string,
          body,
          Math.floor(Date.now() / 1000),
        ),
      ).toBe(true);
      const [delivery] = await db.select().from(webhookDeliveries);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await postgres?.drop();
      await receiver.close();
    }
  }, 120_000);
});
