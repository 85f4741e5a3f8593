import { and, desc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { tournaments, tournamentSessions } from '@server/db/schema';
import { listBackups } from '@server/backup';
import { lanAddresses, servesLan } from '@server/lan';
import type { Workspace } from '~/features/organisations';
import { lagosDate } from '~/lib/lagos-time';
import { clock } from '@server/clock';

/**
 * The venue sheet (issue 18 "Venue mode"): printed and taped by the ring, it tells officials how to reach the
 * laptop that runs the event over the hall's Wi-Fi (its address, as QR codes made here, on the server) and
 * where the venue screens point. Organisers see their organisation's events, platform admins every one.
 */

export type SheetAddress = { label: string; url: string; officialsUrl: string; qrSvg: string };
export type SheetScreen = { tournament: string; ring: number; url: string };
export type VenueSheet = {
  addresses: SheetAddress[];
  /** False when the server listens on one address only (HOST=127.0.0.1): tablets cannot reach it. */
  servesLan: boolean;
  screens: SheetScreen[];
  /** Platform admins: the backups in DATA_DIR/backups, newest first (embedded database only). */
  backups: { name: string; bytes: number; at: string }[] | null;
  backupMinutes: number;
  embedded: boolean;
};

/** The addresses to print: BASE_URL when it is not this machine's loopback, then every LAN address. */
function reachableOrigins(config: Pick<Config, 'baseUrl' | 'host' | 'port'>) {
  const origins: { label: string; origin: string }[] = [];
  const base = new URL(config.baseUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname))
    origins.push({ label: 'This site', origin: base.origin });
  if (servesLan(config.host))
    for (const { name, address } of lanAddresses()) {
      const origin = `http://${address}:${config.port}`;
      if (!origins.some((o) => o.origin === origin)) origins.push({ label: `Network ${name}`, origin });
    }
  if (origins.length === 0) origins.push({ label: 'This computer only', origin: base.origin });
  return origins;
}

export async function venueSheet(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'host' | 'port' | 'dataDir' | 'backupMinutes'>,
  workspace: Workspace,
  embedded: boolean,
  now = clock.now(),
): Promise<VenueSheet> {
  const origins = reachableOrigins(config);
  const addresses = await Promise.all(
    origins.map(async ({ label, origin }) => {
      // Officials land on sign-in, then on their bouts.
      const officialsUrl = `${origin}/sign-in?redirectTo=${encodeURIComponent('/referee-dashboard')}`;
      const qrSvg = await QRCode.toString(officialsUrl, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return { label, url: origin, officialsUrl, qrSvg };
    }),
  );

  // The events on today in Lagos (drawn or being boxed): one screen per ring of their sessions. Three at
  // most, so the sheet prints on one page; an event days away has no screens on today's sheet.
  const scope = workspace.platformAdmin
    ? undefined
    : eq(tournaments.organisationId, workspace.membership?.organisationId ?? -1);
  const today = lagosDate(now);
  const running = await db
    .select({ id: tournaments.id, name: tournaments.name, slug: tournaments.slug })
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ['drawn', 'in_progress']),
        lte(tournaments.startDate, today),
        gte(tournaments.endDate, today),
        scope,
      ),
    )
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(3);
  const rings = running.length
    ? await db
        .select({ tournamentId: tournamentSessions.tournamentId, rings: max(tournamentSessions.rings) })
        .from(tournamentSessions)
        .where(
          inArray(
            tournamentSessions.tournamentId,
            running.map((t) => t.id),
          ),
        )
        .groupBy(tournamentSessions.tournamentId)
    : [];
  const origin = addresses[0]!.url;
  const screens = running.flatMap((t) => {
    const count = rings.find((r) => r.tournamentId === t.id)?.rings ?? 1;
    return Array.from({ length: count }, (_, i) => ({
      tournament: t.name,
      ring: i + 1,
      url: `${origin}/tournaments/${t.slug}/screen?ring=${i + 1}`,
    }));
  });

  return {
    addresses,
    servesLan: servesLan(config.host),
    screens,
    backups: workspace.platformAdmin
      ? listBackups(config.dataDir)
          .slice(0, 5)
          .map((b) => ({ name: b.name, bytes: b.bytes, at: b.at.toISOString() }))
      : null,
    backupMinutes: config.backupMinutes,
    embedded,
  };
}
