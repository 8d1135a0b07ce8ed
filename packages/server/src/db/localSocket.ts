import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

/** Where PostgreSQL puts its Unix sockets: Debian and Ubuntu packages, then the server's own default. */
export const SOCKET_DIRS = ['/var/run/postgresql', '/tmp'];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * `url` rewritten to reach its PostgreSQL server over a Unix socket, when the URL names this machine over
 * TCP and a socket here leads provably to the same server; otherwise null (issue 12). Every message to
 * the database then skips the loopback TCP stack, which was about a tenth of the CPU of an add to basket
 * in the server and in PostgreSQL. "The same server" is checked, not assumed (a port published by a
 * container may not be the local socket's server): a session opened through the socket with a random
 * application name must be seen by a session opened through the URL itself. Anything else (no socket,
 * authentication refused there, SSL asked for, the check failing) keeps the URL as given.
 */
export async function localSocketUrl(url: string, dirs = SOCKET_DIRS): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const params = parsed.searchParams;
  if (!LOOPBACK.has(parsed.hostname) || params.has('host') || [...params.keys()].some((k) => k.startsWith('ssl')))
    return null;
  const port = parsed.port || '5432';
  for (const dir of dirs) {
    if (!existsSync(`${dir}/.s.PGSQL.${port}`)) continue;
    const socket = new URL(url);
    socket.searchParams.set('host', dir);
    if (await sameServer(url, socket.toString())) return socket.toString();
  }
  return null;
}

async function sameServer(tcpUrl: string, socketUrl: string): Promise<boolean> {
  const name = `venue-socket-check-${randomBytes(6).toString('hex')}`;
  const viaSocket = new pg.Client({
    connectionString: socketUrl,
    application_name: name,
    connectionTimeoutMillis: 2000,
  });
  const viaTcp = new pg.Client({ connectionString: tcpUrl, connectionTimeoutMillis: 2000 });
  const opened: pg.Client[] = [];
  try {
    await viaSocket.connect();
    opened.push(viaSocket);
    await viaTcp.connect();
    opened.push(viaTcp);
    const { pid } = (await viaSocket.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
    const seen = await viaTcp.query(
      'SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND application_name = $2 AND datname = current_database()',
      [pid, name],
    );
    return seen.rows.length === 1;
  } catch {
    return false;
  } finally {
    await Promise.all(opened.map((c) => c.end().catch(() => undefined)));
  }
}
