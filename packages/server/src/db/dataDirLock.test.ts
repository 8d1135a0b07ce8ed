import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../config.ts';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'venue-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The PID of a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('issue 7 point 9: the PGlite data folder lock', () => {
  it('a held folder is refused with its path and the holder PID; released, it can be taken again', () => {
    const dir = path.join(root, 'pglite');
    const lock = lockDataDir(dir);
    let err: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataDirInUseError);
    expect((err as Error).message).toContain(dir);
    expect((err as Error).message).toContain(`PID ${process.pid}`);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it('a lock whose process is dead is taken over', () => {
    const dir = path.join(root, 'pglite');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: deadPid(), host: hostname(), started_at: '2026-01-01T00:00:00Z', nonce: 'old' }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('several processes starting together over a stale lock: exactly one gets the folder', async () => {
    const dir = path.join(root, 'pglite');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: deadPid(), host: hostname(), started_at: '2026-01-01T00:00:00Z', nonce: 'old' }),
    );
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.join(here, 'dataDirLock.ts'))};
      try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => process.exit(0), 3000); }
      catch (e) { console.log(e.name); process.exit(0); }`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              cwd: repoRoot,
            });
            let out = '';
            child.stdout.on('data', (b: Buffer) => (out += b.toString()));
            child.stderr.on('data', (b: Buffer) => (out += b.toString()));
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    expect(
      outcomes.filter((o) => o === 'locked'),
      outcomes.join(' | '),
    ).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DataDirInUseError')).toHaveLength(4);
  }, 60_000);
});
