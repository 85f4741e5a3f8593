import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import type { DatabaseHandle } from '@server/db/client';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { NOT_YOURS, requireTournamentOrganiser } from './tournament-access.server';

/**
 * The `tournaments/:id` layout's loader and its child's guard the same tournament in one request (decision
 * 0021): the lookup is made once per Request, and each caller still applies the rule with its own words.
 */
describe.each(testDatabaseKinds())('requireTournamentOrganiser per request (%s)', (kind) => {
  let database: DatabaseHandle;
  let event: Awaited<ReturnType<typeof seedEvent>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    event = await seedEvent(database.db);
  });
  afterAll(() => database.close());

  it('reads the tournament once for the loaders of one request, again for another request', async () => {
    const { db } = database;
    const { organiser } = event.workspaces;
    const request = new Request('http://localhost/admin-dashboard/tournaments/1/draws');
    const [layout, child] = await Promise.all([
      requireTournamentOrganiser(db, organiser, String(event.tournamentId), NOT_YOURS, request),
      requireTournamentOrganiser(db, organiser, String(event.tournamentId), {}, request),
    ]);
    expect(child).toBe(layout);
    const next = new Request(request.url);
    const again = await requireTournamentOrganiser(db, organiser, event.tournamentId, {}, next);
    expect(again).not.toBe(layout);
    expect(again).toEqual(layout);
  });

  it('refuses each caller of a shared lookup in its own words', async () => {
    const { db } = database;
    const { otherOrganiser } = event.workspaces;
    const request = new Request('http://localhost/admin-dashboard/tournaments/1');
    const refusals = await Promise.all(
      [NOT_YOURS, {}].map((refusal) =>
        requireTournamentOrganiser(db, otherOrganiser, event.tournamentId, refusal, request).then(
          () => null,
          (error: { status: number; message: string }) => [error.status, error.message],
        ),
      ),
    );
    expect(refusals).toEqual([
      [403, NOT_YOURS.message],
      [403, "Only the tournament's organisers can do this."],
    ]);
  });
});
