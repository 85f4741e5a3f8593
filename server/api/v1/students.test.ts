import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@server/clock';
import { testDatabaseKinds } from '@server/db/testing';
import { EVENT_MEMBERS, EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { Viewer } from '@server/auth/roles';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/** Ages on this day decide the profile rules (8 to 60 years old). */
const NOW = new Date('2026-11-28T09:00:00Z');

const coach = (id: string, name: string): Viewer => ({ id, name, email: `${id}@example.ng`, role: 'coach' });
/** Club A's coach, club B's coach, and a coach of no club (whose students are those they registered). */
const COACHES = [
  coach('coach-a', 'Amaka Coach'),
  coach('coach-b', 'Bayo Coach'),
  coach('coach-c', 'Chidi Coach'),
];

describe.each(testDatabaseKinds())('the students API on %s', (kind) => {
  let api: ApiHarness;
  let ngozi = '';

  beforeAll(async () => {
    setClock(NOW);
    api = await startApi(kind, async ({ database }) => {
      const people = [...EVENT_PEOPLE, ...COACHES];
      const event = await seedEvent(database.db, {
        people,
        members: [
          ...EVENT_MEMBERS,
          { organisation: 'clubA', userId: 'coach-a', memberRole: 'coach' },
          { organisation: 'clubB', userId: 'coach-b', memberRole: 'coach' },
        ],
      });
      // Club A: Ngozi, a 14-year-old with a record, then 51 more (two pages of 50); club B: two.
      ngozi = (
        await event.enterBoxers(event.categoryIds[0], ['A'], {
          profile: {
            firstName: 'Ngozi',
            lastName: 'Okafor',
            dateOfBirth: '2012-06-01',
            gender: 'women',
            weightKg: 48.5,
            wins: 3,
            losses: 1,
            medicalCleared: true,
          },
        })
      )[0]!.boxerId;
      await event.enter(event.categoryIds[0], Array<'A'>(51).fill('A'), {
        profile: { dateOfBirth: '2000-01-01', gender: 'men', weightKg: 60 },
      });
      await event.enter(event.categoryIds[1], ['B', 'B']);
      return people;
    });
  });
  afterAll(async () => {
    await api.close();
    setClock(null);
  });

  it("lists a coach's students with their ids and private facts, 50 a page", async () => {
    const first = await api.call('GET', '/students', { as: 'coach-a' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 52, page: 1, pages: 2 });
    expect(first.json.students).toHaveLength(50);
    // By name: Boxer 10, Boxer 11, … before Ngozi Okafor.
    expect(first.json.students[0].name).toBe('Boxer 10');
    const second = await api.call('GET', '/students?page=2', { as: 'coach-a' });
    expect(second.json).toMatchObject({ total: 52, page: 2, pages: 2 });
    expect(second.json.students.map((s: { name: string }) => s.name)).toEqual(['Boxer 9', 'Ngozi Okafor']);
    expect(second.json.students[1]).toEqual({
      id: ngozi,
      name: 'Ngozi Okafor',
      record: '3-1-0',
      dateOfBirth: '2012-06-01',
      gender: 'women',
      weightKg: 48.5,
      medicalStatus: 'Cleared',
      licenceId: null,
    });
    const past = await api.call('GET', '/students?page=3', { as: 'coach-a' });
    expect(past.json).toMatchObject({ students: [], total: 52, page: 3, pages: 2 });
  });

  it('searches by name, and lists only the caller’s own students', async () => {
    const found = await api.call('GET', `/students?q=${encodeURIComponent('ngozi OKA')}`, { as: 'coach-a' });
    expect(found.json).toMatchObject({ total: 1, pages: 1, students: [{ id: ngozi }] });
    // Club B's coach has club B's two, none of club A's.
    const other = await api.call('GET', '/students?q=ngozi', { as: 'coach-b' });
    expect(other.json).toMatchObject({ students: [], total: 0, pages: 1 });
    expect((await api.call('GET', '/students', { as: 'coach-b' })).json.total).toBe(2);
  });

  it('refuses other roles, visitors and a page that is not a whole number from 1', async () => {
    expect((await api.call('GET', '/students', { as: 'spectator' })).status).toBe(403);
    expect((await api.call('GET', '/students', { as: 'referee' })).status).toBe(403);
    expect((await api.call('GET', '/students')).status).toBe(401);
    for (const page of ['0', '-1', '1.5', 'two']) {
      const bad = await api.call('GET', `/students?page=${page}`, { as: 'coach-a' });
      expect(bad.status, page).toBe(400);
      expect(Object.keys(bad.json.error.fields)).toEqual(['page']);
    }
  });

  it('answers Register Student with the new boxer’s id, which the list then names', async () => {
    const registered = await api.call('POST', '/students', {
      as: 'coach-c',
      key: 'register-emeka',
      body: {
        name: 'Emeka Obi',
        email: 'emeka@example.ng',
        dateOfBirth: '2005-05-05',
        gender: 'men',
        weightKg: 64.2,
      },
    });
    expect(registered.status).toBe(201);
    const id: unknown = registered.json.student.id;
    expect(typeof id).toBe('string');
    expect(registered.json.student).toMatchObject({ name: 'Emeka Obi', email: 'emeka@example.ng' });
    const listed = await api.call('GET', '/students', { as: 'coach-c' });
    expect(listed.json.students).toEqual([
      {
        id,
        name: 'Emeka Obi',
        record: '0-0-0',
        dateOfBirth: '2005-05-05',
        gender: 'men',
        weightKg: 64.2,
        medicalStatus: 'Pending',
        licenceId: null,
      },
    ]);
  });

  it('refuses a student with bad details, naming the fields', async () => {
    const bad = await api.call('POST', '/students', {
      as: 'coach-c',
      body: {
        name: 'Emeka',
        email: 'not-an-address',
        dateOfBirth: '2024-01-01',
        gender: 'men',
        weightKg: 500,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_student');
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['dateOfBirth', 'email', 'name', 'weightKg']);
    expect((await api.call('POST', '/students', { as: 'spectator', body: {} })).status).toBe(403);
  });

  describe('licence ids and the bulk import', () => {
    const row = (n: number, extra: Record<string, unknown> = {}) => ({
      name: `Import Boxer${n}`,
      email: `import-${n}@example.ng`,
      dateOfBirth: '2004-04-04',
      gender: 'men',
      weightKg: 60 + (n % 10),
      licenceId: `NBB/2026-${String(n).padStart(4, '0')}`,
      ...extra,
    });

    it('imports new students, then updates or leaves them by licence id, idempotently', async () => {
      const first = await api.call('POST', '/students/import', {
        as: 'coach-a',
        key: 'import-1',
        body: { students: [row(1), row(2)] },
      });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
      const ids = first.json.students.map((s: { id: string }) => s.id);
      // The same key answers the first answer again; the same rows without the key change nothing.
      const replay = await api.call('POST', '/students/import', {
        as: 'coach-a',
        key: 'import-1',
        body: { students: [row(1), row(2)] },
      });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const again = await api.call('POST', '/students/import', {
        as: 'coach-a',
        body: { students: [row(1), row(2, { weightKg: 71 })] },
      });
      expect(again.status).toBe(200);
      expect(again.json.students).toEqual([
        { row: 1, id: ids[0], licenceId: 'NBB/2026-0001', status: 'unchanged' },
        { row: 2, id: ids[1], licenceId: 'NBB/2026-0002', status: 'updated' },
      ]);
      const listed = await api.call('GET', '/students?q=Boxer2', { as: 'coach-a' });
      expect(listed.json.students[0]).toMatchObject({ licenceId: 'NBB/2026-0002', weightKg: 71 });
    });

    it('refuses the whole import with every row’s mistakes, writing nothing', async () => {
      const bad = await api.call('POST', '/students/import', {
        as: 'coach-a',
        body: {
          students: [
            row(10),
            row(11, { licenceId: 'bad id!' }),
            row(12, { name: 5, weightKg: 'heavy' }),
            row(13, { licenceId: 'x'.repeat(41) }),
            row(14, { licenceId: 'NBB/2026-0010' }),
            'not a row',
          ],
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('invalid_import');
      const rows = bad.json.error.rows as { row: number; field: string }[];
      expect(rows.map((r) => `${r.row}:${r.field}`)).toEqual([
        '2:licenceId',
        '3:name',
        '3:weightKg',
        '4:licenceId',
        '5:licenceId',
        '6:row',
      ]);
      expect((await api.call('GET', '/students?q=Boxer10', { as: 'coach-a' })).json.total).toBe(0);
      const many = await api.call('POST', '/students/import', {
        as: 'coach-a',
        body: { students: Array.from({ length: 201 }, (_, i) => row(1000 + i)) },
      });
      expect(many.status).toBe(400);
      expect(many.json.error.code).toBe('invalid_import');
      const nul = await api.call('POST', '/students/import', {
        as: 'coach-a',
        body: { students: [row(20, { licenceId: 'NBB\u0000' })] },
      });
      expect(nul.status).toBe(400);
      for (const body of [{}, { students: 'x' }, { students: [] }]) {
        const wrong = await api.call('POST', '/students/import', { as: 'coach-a', body });
        expect(wrong.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('refuses a licence id another club’s boxer holds, naming nobody, and other roles', async () => {
      await api.call('POST', '/students/import', { as: 'coach-b', body: { students: [row(30)] } });
      const taken = await api.call('POST', '/students/import', {
        as: 'coach-a',
        body: { students: [row(31, { licenceId: 'NBB/2026-0030' })] },
      });
      expect(taken.status).toBe(409);
      expect(taken.json.error.code).toBe('licence_id_taken');
      expect(JSON.stringify(taken.json)).not.toMatch(/Boxer30|import-30/);
      const patched = await api.call('PATCH', `/boxers/${ngozi}/profile`, {
        as: 'coach-a',
        body: { dateOfBirth: '2012-06-01', gender: 'women', weightKg: 48.5, licenceId: 'NBB/2026-0030' },
      });
      expect(patched.status).toBe(409);
      expect(patched.json.error.code).toBe('licence_id_taken');
      const set = await api.call('PATCH', `/boxers/${ngozi}/profile`, {
        as: 'coach-a',
        body: { dateOfBirth: '2012-06-01', gender: 'women', weightKg: 48.5, licenceId: ' NGZ-1 ' },
      });
      expect(set.json.profile.licenceId).toBe('NGZ-1');
      expect((await api.call('GET', `/boxers/${ngozi}`, { as: 'coach-a' })).json.licenceId).toBe('NGZ-1');
      expect((await api.call('GET', `/boxers/${ngozi}`, { as: 'spectator' })).json).not.toHaveProperty(
        'licenceId',
      );
      for (const as of ['spectator', 'referee'])
        expect(
          (await api.call('POST', '/students/import', { as, body: { students: [row(40)] } })).status,
        ).toBe(403);
      expect((await api.call('POST', '/students/import', { body: { students: [row(40)] } })).status).toBe(
        401,
      );
    });
  });
});
