import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testDatabaseKinds } from '../db/testing';
import { EVENT_PEOPLE, seedEvent } from '../db/test-builders/event.test-support';
import { createTestServices } from '../testing';
import { MAX_INTEGER, unstorableFields } from './storable';

/**
 * What the database cannot store never reaches it (issue 27: outside testers' fuzzing found 5xx from a NUL
 * in an address, a boxer id, a winner or a foul, and from 2³¹ as a category, bout or option id): a 400 for
 * pages and the API alike, before any page or service runs.
 */
describe('what cannot be stored', () => {
  it('names each NUL and each whole number past PostgreSQL integer by its path, keys included', () => {
    expect(
      unstorableFields({
        boxerId: 'boxer-1\u0000',
        entries: [{ boxerId: 'ok' }, { boxerId: '\u0000' }],
        categoryId: 2 ** 31,
        weightKg: 61.5,
        seed: MAX_INTEGER,
        ['a\u0000']: 1,
        ['__proto__']: 2 ** 53,
      }),
    ).toEqual({
      boxerId: ['Contains a NUL character, which cannot be stored'],
      'entries.1.boxerId': ['Contains a NUL character, which cannot be stored'],
      categoryId: ['Must be a number between -2,147,483,647 and 2,147,483,647'],
      'a\u0000': ['Contains a NUL character, which cannot be stored'],
      ['__proto__']: ['Must be a number between -2,147,483,647 and 2,147,483,647'],
    });
    expect(unstorableFields({ name: 'Lagos Open', ids: [1, MAX_INTEGER, -MAX_INTEGER] })).toEqual({});
  });
});

describe.each(testDatabaseKinds())('addresses and bodies with what cannot be stored, on %s', (kind) => {
  let close: () => Promise<void>;
  let server: Server;
  let base: string;
  let pagesReached = 0;

  beforeAll(async () => {
    const test = await createTestServices(kind);
    close = test.close;
    await seedEvent(test.services.database.db);
    test.services.viewerFor = async (headers) =>
      EVENT_PEOPLE.find((p) => p.id === headers.get('x-test-as')) ?? null;
    const app = createApp({
      services: test.services,
      // Any page request that got past the door would land here (and fail with a 500).
      build: async () => {
        pagesReached += 1;
        throw new Error('the React Router build is not part of these tests');
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await close();
  });

  it('refuses a page address with a NUL or broken percent-encoding with a plain 400, before any page runs', async () => {
    for (const path of [
      '/tournaments/%00',
      '/%00/results',
      '/tournaments/lagos-open?q=%00',
      '/tournaments/%E0%A4%A',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/^The address (contains a NUL character|is not valid)/);
    }
    expect(pagesReached).toBe(0);
  });

  it('refuses an API address with a NUL in the path or the query with a 400 in the error shape', async () => {
    for (const path of [
      '/api/v1/tournaments/%00',
      '/api/v1/tournaments/%00/results',
      '/api/v1/tournaments?q=%00',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: 'The address contains a NUL character, which no address of this site has.',
        },
      });
    }
  });

  it('refuses a NUL in a JSON body and an id past 2³¹ with a 400 naming the field', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${base}/api/v1${path}`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json', 'x-test-as': 'admin' },
        body: JSON.stringify(body),
      });
    const nul = await post('/tournaments/1/entries', {
      boxerId: 'boxer-1\u0000',
      weightClass: 'lightweight',
      ageGroup: 'elite',
    });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'The request has values that cannot be stored.',
        fields: { boxerId: ['Contains a NUL character, which cannot be stored'] },
      },
    });
    const large = await post('/entries/1/move', { categoryId: 2 ** 31 });
    expect(large.status).toBe(400);
    expect(await large.json()).toMatchObject({
      error: {
        code: 'invalid_request',
        fields: { categoryId: [expect.stringMatching(/^Must be a number between/)] },
      },
    });
    const vote = await post('/polls/1/votes', { optionId: 2 ** 53 });
    expect(vote.status).toBe(400);
  });
});
