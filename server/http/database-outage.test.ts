import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service-error';
import { answerDatabaseOutages } from './database-outage';

/** A build of one route whose loader fails as given. */
function buildFailingWith(error: unknown) {
  const route = {
    id: 'routes/tab',
    path: 'tab',
    module: {
      default: () => null,
      loader: async () => {
        throw error;
      },
    },
  };
  return answerDatabaseOutages({ routes: { 'routes/tab': route } } as unknown as ServerBuild);
}

const load = (build: ServerBuild) =>
  (build.routes['routes/tab']!.module.loader as (args: { request: Request }) => Promise<unknown>)({
    request: new Request('http://127.0.0.1/tab'),
  });

describe("a page's refusal", () => {
  it("reaches the route's error boundary with its status and the one error body", async () => {
    const refusal = new ServiceError(404, 'enquiry_not_found', 'There is no enquiry with that reference.');
    await expect(load(buildFailingWith(refusal))).rejects.toMatchObject({
      data: { code: 'enquiry_not_found', message: 'There is no enquiry with that reference.' },
      init: { status: 404 },
    });
  });

  it('is recognised when the build made it with its own copy of ServiceError', async () => {
    // The production build bundles server/service-error.ts into build/server: a loader's ServiceError is an
    // instance of that copy, not of the class this module imports.
    class BundledServiceError extends Error {
      constructor(
        public readonly status: number,
        public readonly code: string,
        message: string,
      ) {
        super(message);
        this.name = 'ServiceError';
      }
      get body() {
        return { code: this.code, message: this.message };
      }
    }
    const refusal = new BundledServiceError(404, 'tournament_not_found', 'There is no such tournament.');
    await expect(load(buildFailingWith(refusal))).rejects.toMatchObject({
      data: { code: 'tournament_not_found', message: 'There is no such tournament.' },
      init: { status: 404 },
    });
  });

  it('leaves our own failures as they are (the boundary shows an unexpected error)', async () => {
    const failure = new Error('relation "enquiries" does not exist');
    await expect(load(buildFailingWith(failure))).rejects.toBe(failure);
  });
});
