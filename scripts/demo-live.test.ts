import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { migratedDataDir } from '@server/db/testing';
import { startServer } from '@server/main';
import type { RunningServer } from '@server/main';
import { openSse } from '@server/realtime/sse-client.test-support';
import type { SseStream } from '@server/realtime/sse-client.test-support';
import { demoDriver, describeStep } from './demo-live';

/** Folders made by these tests, removed after them; each with its database migrated, as `npm start` finds it. */
const made: string[] = [];
async function migratedFolder() {
  const dir = await migratedDataDir('ajb-demo-live-');
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * `npm run demo:live` against a server started as `npm start` starts one (PGlite, demo data): one step
 * scores the next round of the demo's bout in progress through the API as its judges (its last round, so
 * the bout is decided on points), the next starts the next bout; a page following the event hears both.
 */
describe('npm run demo:live', () => {
  let server: RunningServer;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    server = await startServer({
      config: loadConfig({
        HOST: '127.0.0.1',
        PORT: '0',
        AUTH_SECRET: 'demo-live-test-secret-of-at-least-forty-chars',
        DATA_DIR: await migratedFolder(),
        LOG_REQUESTS: '0',
      }),
      build: async () => {
        throw new Error('pages are not part of this test');
      },
    });
  }, 180_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.stop();
  });

  it('scores the bout in progress round by round, decides it, then starts the next bout', async () => {
    const driver = await demoDriver(server.url);
    const stream = await openSse(`${server.url}/api/v1/events?tournament=${driver.tournament.id}`);
    streams.push(stream);
    await stream.next((m) => m.event === 'ready');

    // The demo's bout in progress has two rounds' cards in: the third round's cards decide it.
    const scored = await driver.step();
    expect(scored).toMatchObject({ kind: 'round', round: 3 });
    if (scored.kind !== 'round') throw new Error('a round was expected');
    expect(scored.decided).toMatch(/\(WP\)$/);
    expect(describeStep(scored)).toMatch(/^Bout \d+: round 3 scored; decided: .+ \(WP\)\.$/);
    const round = await stream.next((m) => m.event === 'round.scored');
    expect(round.data).toMatchObject({ boutId: scored.boutId, round: 3 });
    await stream.next((m) => m.event === 'bout.decided');
    const sheet = (await (await fetch(`${server.url}/api/v1/bouts/${scored.boutId}`)).json()) as {
      bout: { status: string; rounds: { complete: boolean }[] };
    };
    expect(sheet.bout.status).toBe('decided');
    expect(sheet.bout.rounds.filter((r) => r.complete)).toHaveLength(3);

    const started = await driver.step();
    expect(started).toMatchObject({ kind: 'started' });
    if (started.kind !== 'started') throw new Error('a start was expected');
    const start = await stream.next((m) => m.event === 'bout.started');
    expect(start.data).toMatchObject({ boutId: started.boutId });

    // And the new bout's first round after that.
    expect(await driver.step()).toMatchObject({
      kind: 'round',
      boutId: started.boutId,
      round: 1,
      decided: null,
    });
  }, 120_000);
});
