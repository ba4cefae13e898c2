import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Another live process holds the folder; the message names the folder and the way out. */
export class FolderInUseError extends Error {
  constructor(folder: string, holder: number | undefined, lockFile: string) {
    super(
      `The database folder ${folder} is in use by another server process${holder ? ` (PID ${holder})` : ''}. Two processes on one ` +
        'embedded database corrupt it, so this one does not start. Stop the other process first, or give this one ' +
        `its own DATA_DIR; to run several processes, use PostgreSQL (DATABASE_URL). If no server runs on this folder, delete ${lockFile}.`,
    );
    this.name = 'FolderInUseError';
  }
}

/** Folders this process holds: a lock naming our PID is ours only if we took it (a container restarts with the same PID). */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes `folder` for this process until the answered release is called: a lock file beside it
 * holding our PID. The file appears whole or not at all (written aside, then hard-linked, which
 * fails if it exists), so a second process never reads a half-written one. A lock whose process is
 * gone (a crash, kill -9) is stale and taken over, as PostgreSQL treats its postmaster.pid; like
 * PostgreSQL's, this relies on PIDs of one machine, so the folder must not be shared between
 * machines. No heartbeat: PGlite runs queries on the main thread, and a long one would miss it.
 */
export function lockFolder(folder: string): () => void {
  const path = resolve(folder);
  const lockFile = `${path}.lock`;
  const ours = `${lockFile}.${process.pid}`;
  writeFileSync(ours, `${process.pid}\n`);
  try {
    // A second round after removing a stale lock; a third means another process took it meanwhile.
    for (let round = 0; round < 3; round++) {
      try {
        linkSync(ours, lockFile);
        held.add(path);
        return () => {
          held.delete(path);
          if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockFile);
      const stale = holder === undefined || (holder === process.pid ? !held.has(path) : !isRunning(holder));
      if (!stale) throw new FolderInUseError(path, holder, lockFile);
      rmSync(lockFile, { force: true });
    }
    throw new FolderInUseError(path, holderOf(lockFile), lockFile);
  } finally {
    rmSync(ours, { force: true });
  }
}
