import pino, { type DestinationStream } from 'pino';

/** Lines gathered before a write: a few dozen request lines. */
const BATCH_BYTES = 4096;
/** The longest a line waits in memory when few requests come. */
const FLUSH_EVERY_MS = 1000;

/**
 * Standard output for the log, written in batches rather than a write per line: at info, every
 * request writes a line, and a system call per line was up to a quarter of a cached answer's CPU
 * time (issue 20). The batches are written synchronously, as pino's default writes each line: an
 * asynchronous write still under way in the thread pool when the process ends would be lost, or
 * land after the lines written at exit. What is left is written when the process exits
 * (process.exit, the end of the event loop, an uncaught exception), so a clean or failing exit
 * loses no line; a process killed outright (SIGKILL, out of memory) loses at most the last
 * second's.
 */
export function batchedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
  process.once('exit', () => stream.flushSync());
  return stream;
}
