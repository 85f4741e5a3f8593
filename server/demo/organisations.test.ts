import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import { organisationMembers, organisations, outbox, user } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { seedDemoOrganisations } from './organisations';

const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test' };

describe.each(testDatabaseKinds())('the demo organisations on %s', (kind) => {
  it('are made once, through sign-up, approval and invitation, with their members', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.db;
      await seedDemoAccounts(db);
      // Two instances starting together: one seeds, the other waits and finds the same ids.
      const [first, second] = await Promise.all([
        seedDemoOrganisations(db, options),
        seedDemoOrganisations(db, options),
      ]);
      expect(second).toEqual(first);
      expect(await seedDemoOrganisations(db, options)).toEqual(first);

      const rows = await db.select().from(organisations);
      const byId = (id: number) => rows.find((o) => o.id === id);
      expect(rows).toHaveLength(3);
      expect(byId(first.academyId)).toMatchObject({
        isAcademy: true,
        plan: 'enterprise',
        status: 'approved',
      });
      expect(byId(first.ikejaId)).toMatchObject({
        name: 'Ikeja Boxing Club',
        plan: 'professional',
        status: 'approved',
        isAcademy: false,
      });
      expect(byId(first.kanoId)).toMatchObject({
        name: 'Kano Fight Academy',
        plan: 'starter',
        status: 'approved',
      });

      const members = await db
        .select({
          email: user.email,
          role: user.role,
          organisationId: organisationMembers.organisationId,
          memberRole: organisationMembers.memberRole,
        })
        .from(organisationMembers)
        .innerJoin(user, eq(user.id, organisationMembers.userId));
      expect(members.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { email: 'coach@ajbxng.test', role: 'coach', organisationId: first.academyId, memberRole: 'coach' },
        { email: 'kano@ajbxng.test', role: 'coach', organisationId: first.kanoId, memberRole: 'organiser' },
        {
          email: 'official@ajbxng.test',
          role: 'referee',
          organisationId: first.ikejaId,
          memberRole: 'official',
        },
        {
          email: 'organiser@ajbxng.test',
          role: 'coach',
          organisationId: first.ikejaId,
          memberRole: 'organiser',
        },
      ]);
      // Seeding a demo is not news: nothing waits in the outbox.
      expect(await db.select().from(outbox)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
