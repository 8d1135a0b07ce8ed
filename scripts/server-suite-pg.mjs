#!/usr/bin/env node
// Runs the server suite against a real PostgreSQL server on 127.0.0.1:5432 (database `test`, trust auth,
// user root or postgres), in a fresh database created here and dropped afterwards, so a dirty machine never
// breaks a run. Without a server it prints why and exits 0 on a developer's machine (the PGlite pass already
// ran), but fails under CI=true: a green CI must mean the PostgreSQL pass really ran.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

const HOST = process.env.PGHOST_TEST ?? '127.0.0.1';
const PORT = Number(process.env.PGPORT_TEST ?? 5432);

function portOpen(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

async function connectAdmin() {
  const errors = [];
  for (const user of [process.env.PGUSER, 'root', 'postgres'].filter(Boolean)) {
    const client = new pg.Client({ host: HOST, port: PORT, user, database: 'test', connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return { client, user };
    } catch (e) {
      errors.push(`${user}: ${e.message}`);
      await client.end().catch(() => undefined);
    }
  }
  return { error: errors.join('; ') };
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const skip = (why) => {
  if (inCi) {
    console.error(`[server-suite-pg] failed: ${why}; CI=true needs the PostgreSQL pass to run`);
    process.exit(1);
  }
  console.log(`[server-suite-pg] skipped: ${why}`);
  process.exit(0);
};

if (!(await portOpen(HOST, PORT))) skip(`no PostgreSQL server answers on ${HOST}:${PORT}`);
const admin = await connectAdmin();
if (!admin.client) skip(`cannot connect to database "test" on ${HOST}:${PORT} (${admin.error})`);

const dbName = `venue_suite_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await admin.client.query(`CREATE DATABASE ${dbName}`);
const url = `postgres://${admin.user}@${HOST}:${PORT}/${dbName}`;
console.log(`[server-suite-pg] running the server suite against ${url}`);

let code = 1;
try {
  code = await new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
} finally {
  // The suite's files each copy a template into a database named after this one (testing/test-app.ts).
  const copies = await admin.client
    .query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${dbName}\\_%`])
    .then((r) => r.rows.map((row) => row.datname))
    .catch(() => []);
  for (const name of [...copies, dbName]) {
    await admin.client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => {
      console.error(`[server-suite-pg] could not drop ${name}: ${e.message}`);
    });
  }
  await admin.client.end();
}
process.exit(code);
