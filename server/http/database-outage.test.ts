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

  it('leaves our own failures as they are (the boundary shows an unexpected error)', async () => {
    const failure = new Error('relation "enquiries" does not exist');
    await expect(load(buildFailingWith(failure))).rejects.toBe(failure);
  });
});
