import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seedIfEmpty } from '../seed/index.ts';

/** `npm run db:reset`: recreate the database and its demo data (dates relative to today). */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    const db = await openDatabase(config);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
  } else {
    // Removed only once this process holds the folder's lock (never under a running server).
    const db = await openDatabase(config, {
      beforeOpen: () => rmSync(config.dataDir, { recursive: true, force: true }),
    });
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
  }
  console.log('[db:reset] database recreated with demo data');
}

main().catch((e) => {
  console.error(e instanceof DataDirInUseError ? `[db:reset] ${e.message}` : e);
  process.exit(1);
});
