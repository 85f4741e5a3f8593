import type { Server } from 'node:http';
import { createApp } from '@server/app';
import type { TestDatabaseKind } from '@server/db/testing';
import { createTestServices } from '@server/testing';
import type { AppServices } from '@server/services';
import type { Viewer } from '@server/auth/roles';

/** An API answer, checked field by field by the tests. */
export type Answer = { status: number; headers: Headers; json: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field

export type ApiHarness = {
  services: AppServices;
  /** The Express app itself (its locals hold the Paystack double when no key is set). */
  app: ReturnType<typeof createApp>;
  /** The server's own address (http://127.0.0.1:port), for a test that opens a stream itself. */
  base: string;
  /** Calls /api/v1 as the account named by `as` (one of `people`), from the site's own origin. */
  call: (
    method: string,
    path: string,
    options?: {
      as?: string;
      body?: unknown;
      /** Sent as the Idempotency-Key header. */
      key?: string | undefined;
      /** A body sent as it is (malformed JSON, for instance). */
      rawBody?: string;
      headers?: Record<string, string>;
    },
  ) => Promise<Answer>;
  close: () => Promise<void>;
};

/**
 * The real app on a free port with a test database: the one harness of the API's tests. Who asks is named
 * by a header (an account id), so each identity of `people` is one header away; `people` is read at each
 * call, so a test may add to it, and a test that names who asks otherwise replaces `services.viewerFor`.
 */
export async function startApi(
  kind: TestDatabaseKind,
  seed: (services: AppServices) => Promise<Viewer[]>,
): Promise<ApiHarness> {
  const test = await createTestServices(kind);
  const services = test.services;
  const people = await seed(services);
  services.viewerFor = async (headers) => people.find((p) => p.id === headers.get('x-test-as')) ?? null;
  const app = createApp({
    services,
    build: async () => {
      throw new Error('the React Router build is not part of these tests');
    },
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    services,
    app,
    base,
    async call(method, path, options = {}) {
      const response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          origin: base,
          'content-type': 'application/json',
          ...(options.as ? { 'x-test-as': options.as } : {}),
          ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
          ...options.headers,
        },
        ...(options.rawBody !== undefined
          ? { body: options.rawBody }
          : options.body !== undefined
            ? { body: JSON.stringify(options.body) }
            : {}),
      });
      return { status: response.status, headers: response.headers, json: await response.json() };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await test.close();
    },
  };
}
