import { z } from 'zod';
import type { AppServices } from '@server/services';
import { clock } from '@server/clock';
import { ageGroups, worldBoxingClasses } from '~/content/tournament-categories';
import { rankings } from '~/features/rankings';
import { lagosDate } from '~/lib/lagos-time';
import { defineEndpoint } from './endpoint';

/**
 * The rankings (issue 33, decision 0037): every division's table as /rankings shows it, today's (the decay
 * is read at today's Lagos date). Public, the same for everyone, so kept like the other public reads.
 */

const kgClassIds = worldBoxingClasses.map((w) => w.id) as [string, ...string[]];
const ageGroupIds = ageGroups.map((a) => a.id) as [string, ...string[]];

const query = z.object({
  weightClass: z
    .enum(kgClassIds)
    .optional()
    .describe(
      'A World Boxing kg class id (wb-m65, wb-w54, …): lbs categories rank in the kg class that holds them',
    ),
  ageGroup: z.enum(ageGroupIds).optional().describe('youth, junior, cadet, youth-elite, elite or masters'),
  gender: z.enum(['men', 'women']).optional(),
});

const row = z.object({
  rank: z.number().int(),
  boxerId: z.string(),
  name: z.string(),
  club: z.string().nullable(),
  points: z.number().describe('After the decay, to 0.01'),
  golds: z.number().int(),
  silvers: z.number().int(),
  bronzes: z.number().int(),
  wins: z.number().int(),
  lastResultOn: z.string().describe('YYYY-MM-DD, Lagos'),
  tieBreak: z
    .enum(['golds', 'wins', 'most recent result', 'name'])
    .nullable()
    .describe('What put this boxer ahead of the next one on equal points; null when the points differ'),
});

const response = z.object({
  asOf: z.string().describe('The Lagos date the points were read at'),
  divisions: z.array(
    z.object({
      weightClass: z.string(),
      ageGroup: z.string(),
      gender: z.enum(['men', 'women']),
      rows: z.array(row),
    }),
  ),
});

export function rankingEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      method: 'get',
      path: '/rankings',
      roles: 'public',
      summary: 'The rankings by division (kg weight class, age group, gender), optionally filtered',
      description:
        'Points per win (10) and medal (gold 30, silver 20, bronze 10), times the level (Elite 3, ' +
        'Intermediate-Advanced 2, Beginner-Intermediate 1), fading linearly to nothing over 365 days. Ties: more ' +
        'golds, more wins, the more recent result, then the name. Divisions with no points are left out.',
      query,
      response,
      handle: async ({ query }) => {
        const asOf = lagosDate(clock.now());
        const tables = await rankings(services.database.db, query, asOf);
        return {
          asOf,
          divisions: tables.map((t) => ({ ...t.division, rows: t.rows })),
        };
      },
    }),
  ];
}
