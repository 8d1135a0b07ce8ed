import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, basename } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A plain static server standing in for an operator's own website: another origin
 * (`127.0.0.1:<free port>`, or E2E_THIRD_PARTY_PORT's, while the API is `localhost:4300`), serving only the
 * fixture pages.
 */
export interface ThirdPartySite {
  origin: string;
  close(): Promise<void>;
}

/** The origin the fixtures name in their snippet, as an operator would paste it. */
const SNIPPET_ORIGIN = 'http://localhost:4300';

/**
 * `apiOrigin` replaces the snippet's `http://localhost:4300` when the suite's server runs elsewhere
 * (E2E_PORT, E2E_BASE_URL), so the fixtures keep the documented snippet word for word.
 */
export async function startThirdPartySite(
  fixturesDir: string,
  apiOrigin: string = SNIPPET_ORIGIN,
): Promise<ThirdPartySite> {
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // basename() keeps requests inside the fixtures folder.
    const name = basename(path === '/' ? '/index.html' : path);
    if (!name.endsWith('.html')) {
      res.writeHead(404).end('not found');
      return;
    }
    try {
      const body = (await readFile(join(fixturesDir, name), 'utf8')).replaceAll(SNIPPET_ORIGIN, apiOrigin);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  const chosen = Number(process.env.E2E_THIRD_PARTY_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(chosen, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
