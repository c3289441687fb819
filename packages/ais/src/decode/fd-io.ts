/**
 * Blocking reads and writes on file descriptors for the command line. Reading stdin and
 * writing stdout synchronously in large chunks, with one buffer reused for each, avoids the
 * stream machinery (its modules' load time, a fresh buffer per chunk, promise turns, drain
 * waits) that cost the decode command about as much as decoding.
 */
import { readSync, writeSync } from 'node:fs';

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** True for the error raised when the reader of our output went away (e.g. `| head`). */
export const isBrokenPipe = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';

/** A descriptor another process left non-blocking has nothing ready: wait a moment. */
function tryAgain(error: unknown): boolean {
  if ((error as NodeJS.ErrnoException | null)?.code !== 'EAGAIN') return false;
  Atomics.wait(PAUSE, 0, 0, 1);
  return true;
}

/** Reads into `buf` from `fd`; 0 at end of input. */
export function readChunk(fd: number, buf: Uint8Array): number {
  for (;;) {
    try {
      return readSync(fd, buf, 0, buf.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code === 'EOF') return 0;
      if (!tryAgain(error)) throw error;
    }
  }
}

/** Writes all of `bytes` to `fd` before returning (so the caller may reuse them). */
export function writeAll(fd: number, bytes: Uint8Array): void {
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      if (!tryAgain(error)) throw error;
    }
  }
}
