import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAuth } from './auth/auth';
import { phonePorts } from './phone-ports';
import { createViewerResolver } from './auth/viewer';
import { loadConfig } from './config';
import type { Config } from './config';
import type { TestDatabaseKind } from './db/testing';
import { createTestDatabase } from './db/testing';
import type { AppServices } from './services';

/** The whole set of services on a fresh test database, as the server builds them. */
export async function createTestServices(kind: TestDatabaseKind, overrides: Partial<Config> = {}) {
  const database = await createTestDatabase(kind);
  // The data folder holds only the generated auth secret here; it goes with the database on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ajb-svc-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_REQUESTS: '0',
      BASE_URL: 'http://127.0.0.1:3999',
      // The tests name who asks by a header of their own (x-test-as), which the page cache cannot see: it is
      // off here, and the tests of the cache turn it on (server/http/public-page-cache.test.ts).
      PAGE_CACHE_SECONDS: '0',
    }),
    ...overrides,
  };
  const auth = createAuth({ db: database.db, config, phone: phonePorts });
  const services: AppServices = {
    config,
    database,
    auth,
    outbox: { deliverDue: async () => 0, stop: async () => {} },
    viewerFor: createViewerResolver(auth, database.db),
  };
  return {
    services,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
