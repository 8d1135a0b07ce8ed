import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
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
    rmSync(config.dataDir, { recursive: true, force: true });
    const db = await openDatabase(config);
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
  }
  console.log('[db:reset] database recreated with demo data');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
