// npm run tournament:export -- --id <id> [--out file.json]
// npm run tournament:import -- <file.json>
// One tournament between platforms (issue 18 "Venue mode"), on the data folder (DATA_DIR, or DATABASE_URL)
// with the server stopped: the embedded database has one owner at a time. With the server running, use the
// API (GET /api/v1/tournaments/<id>/export, POST /api/v1/tournament-imports) instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { DatabaseHandle } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { ServiceError } from '../server/service-error';
import { exportTournament, importTournament } from '../app/features/transfer';

const usage = `Usage:
  npm run tournament:export -- --id <tournament id> [--out file.json]
  npm run tournament:import -- <file.json>`;

async function open(): Promise<DatabaseHandle | null> {
  try {
    const config = loadConfig();
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database allows one process at a time: stop the server, run this, start it again ` +
          '(or use the API while it runs).',
      );
      return null;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { id: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (command === 'export') {
    if (!values.id || !/^\d{1,9}$/.test(values.id)) {
      console.error(`--id must be a tournament's id (a number).\n${usage}`);
      return 2;
    }
    const database = await open();
    if (!database) return 1;
    try {
      const document = await exportTournament(database.db, Number(values.id));
      const out = values.out ?? `${document.tournament.slug}.tournament.json`;
      writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
      console.log(
        `Exported "${document.tournament.name}" (${document.entries.length} entries, ${document.bouts.length} bouts, ` +
          `${document.scorecards.length} cards, ${document.awards.length} awards, ${document.people.length} people) to ${out}`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  if (command === 'import') {
    const [file] = positionals;
    if (!file) {
      console.error(usage);
      return 2;
    }
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      console.error(`${file} is not a JSON file: ${(error as Error).message}`);
      return 1;
    }
    const database = await open();
    if (!database) return 1;
    try {
      const outcome = await importTournament(database.db, document);
      const said = {
        created: 'Imported',
        updated: 'Updated the copy of',
        unchanged: 'Already imported, unchanged:',
      };
      const created = outcome.people.created
        ? `${outcome.people.created} new accounts (they set a password with "Forgot password")`
        : 'no new accounts';
      console.log(
        `${said[outcome.result]} /tournaments/${outcome.slug} (id ${outcome.tournamentId}); people: ` +
          `${outcome.people.matched} matched by e-mail, ${created}.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  console.error(usage);
  return 2;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ServiceError) {
      console.error(error.message);
      for (const [where, messages] of Object.entries(error.fields ?? {}))
        console.error(`  ${where}: ${messages.join('; ')}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
