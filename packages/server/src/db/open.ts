import type { Config } from '../config.ts';
import { lockDataDir } from './dataDirLock.ts';
import type { Db } from './db.ts';
import { localSocketUrl } from './localSocket.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';

/**
 * The database chosen by configuration: PostgreSQL when DATABASE_URL is set (over the local Unix socket
 * when the URL names this machine and the socket leads to the same server: localSocket.ts), else PGlite
 * in a folder.
 * A PGlite folder is locked to this process first (throws DataDirInUseError when another server has
 * it), so nothing is ever written to it by two processes; closing the database releases the lock.
 */
export async function openDatabase(config: Config, opts: { beforeOpen?: () => void } = {}): Promise<Db> {
  if (config.databaseUrl) {
    const socket = await localSocketUrl(config.databaseUrl);
    return openPg(socket ?? config.databaseUrl, { max: config.databasePoolMax });
  }
  const lock = lockDataDir(config.dataDir);
  try {
    opts.beforeOpen?.();
    const db = await openPglite({ dataDir: config.dataDir });
    const close = db.close.bind(db);
    return Object.assign(db, {
      async close() {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    });
  } catch (e) {
    lock.release();
    throw e;
  }
}
