import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, workerEnv } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seedIfEmpty } from './seed/index.ts';

/**
 * `npm run start:cluster` (issue 12): WEB_CONCURRENCY (default: one per CPU) copies of `main.ts` sharing
 * PORT through node:cluster. Only with DATABASE_URL: an embedded PGlite folder belongs to one process
 * (a second is refused by its lock), so without PostgreSQL there is nothing the workers could share.
 * The primary migrates and seeds once before forking, so workers never race on the schema.
 */
export const MISSING_DATABASE_URL =
  'start:cluster needs DATABASE_URL (PostgreSQL): the embedded PGlite database can only be opened by one process. ' +
  'Set DATABASE_URL=postgres://user@host:5432/db, or use `npm start` for a single process on PGlite.';

export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(n) && n > 0 ? n : os.availableParallelism();
}

async function primary() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(`[cluster] ${MISSING_DATABASE_URL}`);
    process.exit(1);
  }
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`[cluster] migrations applied: ${applied.join(', ')}`);
    if (await seedIfEmpty(db)) console.log('[cluster] demo data loaded');
  } finally {
    await db.close();
  }

  const workers = workerCount();
  cluster.setupPrimary({ exec: path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts') });
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A crashed worker is replaced; the others keep serving meanwhile.
    console.error(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork(workerEnv());
  });
  for (let i = 0; i < workers; i++) cluster.fork(workerEnv());
  console.log(`[cluster] ${workers} workers on port ${config.port} (PostgreSQL)`);
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      if (--left <= 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

primary().catch((e) => {
  console.error(e);
  process.exit(1);
});
