import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { paystackDouble } from './double';
import { paystackClient } from './paystack';
import { doubleBooks } from './double-books';
import type { DoubleBooks } from './double-books';

/**
 * The webhook handler keeps each Paystack event once by its id (app/features/payments/webhook.server.ts), as
 * Paystack's ids are unique for ever. Two doubles (the demo seeding's own and the server's, or the server's
 * before and after a restart on the same data folder) must not name one transaction twice: when they did, the
 * server's first charge.success was taken for the seeding's, kept as a duplicate, and the payment never settled.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function startDouble(books?: DoubleBooks) {
  const secretKey = 'sk_test_double_ids';
  const double = paystackDouble({
    secretKey,
    fetchImpl: async () => new Response(null, { status: 200 }),
    books,
  });
  const app = express();
  app.use('/_paystack', double.router);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    double,
    client: paystackClient({ baseUrl: `http://127.0.0.1:${port}/_paystack`, secretKey }),
  };
}

describe('the Paystack double', () => {
  it('names its transactions apart from another double’s, as Paystack never repeats an id', async () => {
    const ids = new Set<number>();
    for (let run = 0; run < 3; run++) {
      const { double, client } = await startDouble();
      for (let n = 0; n < 3; n++)
        await client.initialise({
          email: `boxer${n}@ajbxng.test`,
          amountKobo: 2_500_000,
          reference: `AJB-run${run}-${n}`,
          callbackUrl: 'http://localhost:3000/payments/return',
          metadata: {},
        });
      for (const t of double.transactions()) ids.add(t.id);
    }
    expect(ids.size).toBe(9);
  });

  it('keeps its books in a file: a double started again on it still lists every transaction and refund', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ajb-double-books-'));
    try {
      const file = path.join(folder, 'paystack-double.json');
      const first = await startDouble(doubleBooks(file));
      await first.client.initialise({
        email: 'boxer@ajbxng.test',
        amountKobo: 2_500_000,
        reference: 'AJB-kept',
        callbackUrl: 'http://localhost:3000/payments/return',
        metadata: {},
      });
      const window = { from: new Date(0), to: new Date(8_640_000_000_000_000) };
      const again = await startDouble(doubleBooks(file));
      expect(await again.client.listTransactions(window)).toEqual([
        expect.objectContaining({ reference: 'AJB-kept', amountKobo: 2_500_000, status: 'ongoing' }),
      ]);
      expect(await again.client.listRefunds(window)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
