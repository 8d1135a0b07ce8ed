import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';

/** The database chosen by configuration: PostgreSQL when DATABASE_URL is set, else PGlite in a folder. */
export async function openDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) return openPg(config.databaseUrl);
  return openPglite({ dataDir: config.dataDir });
}
