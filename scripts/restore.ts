// npm run restore -- <backup.tar.gz>
// Puts a backup the server wrote (DATA_DIR/backups, or the admin's download from /admin-dashboard/venue) into
// DATA_DIR/db: the second laptop's folder, or the first one's after a failure. Refused while a server uses
// the folder; a database already there is kept beside it (db.before-restore-<time>), never deleted.
import { ConfigError, loadConfig } from '../server/config';
import { DataDirLockedError } from '../server/db/lock';
import { restoreBackup, RestoreRefused } from '../server/backup';

async function main(): Promise<number> {
  const [archive] = process.argv.slice(2);
  if (!archive) {
    console.error('Usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR, ./data unless set)');
    return 2;
  }
  let dataDir: string;
  try {
    dataDir = loadConfig().dataDir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const { dbDir, kept, keysRenewed } = await restoreBackup(archive, dataDir);
    console.log(`Restored ${archive} into ${dbDir}.`);
    if (keysRenewed)
      console.log(
        'The API tokens’ signing keys were renewed (this laptop’s secret cannot read the old ones): tablets sign in again or take a new token.',
      );
    if (kept) console.log(`The database that was there is kept in ${kept}.`);
    console.log('Start the server: npm start (HOST=0.0.0.0 for the venue network).');
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nA restore never overwrites a folder in use: stop that server first.`);
      return 1;
    }
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main().then((code) => process.exit(code));
