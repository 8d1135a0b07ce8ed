import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { localSocketUrl, SOCKET_DIRS } from './localSocket.ts';

const pgUrl = process.env.DATABASE_URL;

describe('the local Unix socket for a DATABASE_URL on this machine (issue 12)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'venue-socket-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a URL that names another machine, a socket already, or SSL', async () => {
    expect(await localSocketUrl('postgres://u@db.example.test:5432/x', [dir])).toBeNull();
    expect(await localSocketUrl('postgres://u@127.0.0.1:5432/x?host=/run/pg', [dir])).toBeNull();
    expect(await localSocketUrl('postgres://u@127.0.0.1:5432/x?sslmode=require', [dir])).toBeNull();
    expect(await localSocketUrl('not a url', [dir])).toBeNull();
  });

  it('keeps the URL when no socket is there, or the socket leads nowhere', async () => {
    expect(await localSocketUrl('postgres://u@127.0.0.1:54999/x', [dir])).toBeNull();
    writeFileSync(path.join(dir, '.s.PGSQL.54999'), '');
    expect(await localSocketUrl('postgres://u@127.0.0.1:54999/x', [dir])).toBeNull();
  });

  const local = pgUrl && /@(127\.0\.0\.1|localhost)[:/]/.test(pgUrl) && !pgUrl.includes('host=');
  it.runIf(local)('uses the socket of the same server, and the connection it gives is not TCP', async () => {
    const url = await localSocketUrl(pgUrl!, SOCKET_DIRS);
    expect(url).toMatch(/[?&]host=/);
    const client = new pg.Client(url!);
    await client.connect();
    try {
      const row = (await client.query('SELECT inet_server_addr() AS addr, current_database() AS db')).rows[0];
      expect(row.addr).toBeNull();
      expect(row.db).toBe(new URL(pgUrl!).pathname.slice(1));
    } finally {
      await client.end();
    }
  });
});
