import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The real server started for the end-to-end run, in its own process group so teardown reaches tsx's child. */
export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const READY_PATH = '/api/client';
/** How app.ts's onError logs an error it has no answer for (a 500): `[server] GET /api/...: Error: ...`. */
const UNEXPECTED = /^\[server\] [A-Z]+ \/\S*: /;
const CLIENT_DOMAIN = 'riverside-leisure';

/** True when something already answers HTTP on the port (a developer's `npm start`, another run). */
export async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

export async function startServer(repoRoot: string, port: number, readyTimeoutMs = 150_000): Promise<RunningServer> {
  if (await portAnswers(port)) {
    throw new Error(
      `e2e: port ${port} is already in use (is \`npm start\` running?). Stop that server first: ` +
        'the end-to-end suite starts its own server on a fresh database.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-db-'));
  const output: string[] = [];
  const child: ChildProcess = spawn('npx', ['tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // PGLITE_DIR is the PGlite folder read by packages/server/src/config.ts; a fresh one gets fresh demo data.
    // DATABASE_URL is dropped so the suite never writes into someone's PostgreSQL.
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', MAINTENANCE: '' },
  });
  // The whole log in test-results/e2e-server.log; the server's unexpected errors (each answered 500) are
  // also kept apart and told at the end, since the API client retries a failed read out of a test's sight.
  mkdirSync(resolve(repoRoot, 'test-results'), { recursive: true });
  const log = createWriteStream(resolve(repoRoot, 'test-results', 'e2e-server.log'));
  const unexpected: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log.write(text);
    output.push(text);
    if (output.length > 200) output.shift();
    for (const line of text.split('\n')) if (UNEXPECTED.test(line) && unexpected.length < 20) unexpected.push(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`e2e: the server exited with code ${exited} before answering ${READY_PATH}:\n${output.join('')}`);
    }
    try {
      const res = await fetch(baseUrl + READY_PATH, {
        headers: { 'X-Client-Domain': CLIENT_DOMAIN },
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`e2e: the server did not answer ${READY_PATH} within ${readyTimeoutMs} ms:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    baseUrl,
    async stop() {
      if (exited === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      log.end();
      if (unexpected.length > 0)
        console.warn(
          `e2e: the server met ${unexpected.length} unexpected error(s), each answered 500 ` +
            `(test-results/e2e-server.log has the stacks):\n${unexpected.join('\n')}`,
        );
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole group (npx -> tsx -> node), started detached for this reason.
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
