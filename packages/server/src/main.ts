import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { migrate } from './db/migrate.ts';
import { startMailDelivery } from './mail/mailQueue.ts';
import { startLapsedOfferSweep } from './domain/waitlists/promotion.ts';
import { openDatabase } from './db/open.ts';
import { seedIfEmpty } from './seed/index.ts';

/** `npm start`: migrate, seed an empty database, serve the API, the host app and /embed/* on PORT. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`[server] migrations applied: ${applied.join(', ')}`);
  if (await seedIfEmpty(db)) console.log('[server] demo data loaded');
  const app = await createApp({ db, config, now: () => new Date() }, { serveStatic: true });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `[server] listening on http://localhost:${info.port} (${db.kind}${config.databaseUrl ? '' : `: ${config.dataDir}`})`,
    );
  });
  // Mail queued by transactions (a waitlist member offered a place) goes out from every process; the claim
  // keeps two processes from sending one message.
  const stopMail = startMailDelivery(db, config, () => new Date());
  // A course place told to a waitlist member who lets the offer lapse goes on to the next (promotion.ts).
  const stopSweep = startLapsedOfferSweep(db, () => new Date());
  const stop = () => {
    server.close();
    void Promise.all([stopMail(), stopSweep()])
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  // A second server on the same data folder: the message says which folder and which process.
  console.error(e instanceof DataDirInUseError ? `[server] ${e.message}` : e);
  process.exit(1);
});
