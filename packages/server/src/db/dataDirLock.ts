/**
 * One process per embedded (PGlite) data folder. PGlite keeps the database in process memory and
 * writes it back to the folder, so two processes on one folder each see only their own writes and
 * corrupt it. The lock is a file next to the folder (`<folder>.lock`) holding the owner's PID.
 *
 * A lock whose process is gone (a crash, kill -9) is stale and taken over. Taking over happens under
 * a short second lock (`<folder>.lock.takeover`), and removes the stale file only if it still holds
 * exactly what was read, so two processes starting after a crash never both win.
 * PostgreSQL (DATABASE_URL) needs none of this: many processes on one server is the supported scale-out.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

interface LockInfo {
  pid: number;
  host: string;
  started_at: string;
  nonce: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another server process (PID ${holder.pid} on ${holder.host}, started ${holder.started_at}). ` +
        `Stop that process first, or give this one its own folder with PGLITE_DIR (or use DATABASE_URL for several processes on one database). ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  lockFile: string;
  /** Removes the lock if it is still ours; safe to call more than once. */
  release(): void;
}

function readLock(file: string): { raw: string; info: LockInfo | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const info = JSON.parse(raw) as LockInfo;
    return { raw, info: Number.isInteger(info.pid) ? info : null };
  } catch {
    return { raw, info: null };
  }
}

/** True while a process with this PID exists (EPERM: it exists but belongs to another user). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock written by a process on another machine (a shared folder) cannot be checked: treat it as held. */
function held(info: LockInfo | null, file: string): boolean {
  if (!info) {
    // Half-written by a process that died between create and write: stale once it is not brand new.
    try {
      return Date.now() - statSync(file).mtimeMs < 2_000;
    } catch {
      return false;
    }
  }
  return info.host !== hostname() || processAlive(info.pid);
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes `file` if it still holds exactly `raw`, under the takeover lock. */
function removeStale(file: string, raw: string): void {
  const guard = `${file}.takeover`;
  const me = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    started_at: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  });
  if (!createExclusive(guard, me)) {
    const other = readLock(guard);
    if (other && !held(other.info, guard)) rmSync(guard, { force: true });
    return; // someone else is taking over (or just was); the caller tries again
  }
  try {
    if (readLock(file)?.raw === raw) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/**
 * Takes the lock on `dataDir` or throws DataDirInUseError naming the folder and the running process.
 * The lock is released by `release()` and, as a last resort, when this process exits normally.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const lockFile = `${dir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine: LockInfo = {
    pid: process.pid,
    host: hostname(),
    started_at: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const content = JSON.stringify(mine);
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(lockFile, content)) break;
    const current = readLock(lockFile);
    if (current?.info && held(current.info, lockFile)) throw new DataDirInUseError(dir, lockFile, current.info);
    if (attempt >= 40)
      throw new Error(`Could not take the lock ${lockFile}: it keeps changing. If no server is running, delete it.`);
    if (current && !held(current.info, lockFile)) removeStale(lockFile, current.raw);
    sleepSync(50); // another process is writing its lock or taking over a stale one: look again
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(lockFile)?.raw === content) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return { lockFile, release };
}
