import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";

/** A file's bytes, or why they were not read (one phrase, to follow the file's name). */
export type RegularFileRead =
  | { readonly ok: true; readonly bytes: Buffer; readonly stats: Stats }
  | { readonly ok: false; readonly problem: string };

/** What a file that is not a regular one is, to say why it is refused. */
export function kindOfFile(stats: Stats): string {
  if (stats.isDirectory()) return "a folder";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isSocket()) return "a socket";
  if (stats.isFIFO()) return "a pipe";
  return "not a regular file";
}

function describeOpenError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return `cannot read it (${typeof code === "string" ? code : "error"})`;
}

/** `4096 bytes`, `4 MiB`: a cap as the error states it. */
export function formatByteCap(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MiB`
    : `${bytes} bytes`;
}

/**
 * Reads a small file a command was named (a profile overlay, a baseline, a token secret) the one
 * safe way: opened without blocking (O_NONBLOCK: a FIFO cannot hang the open), then refused
 * unless fstat says it is a regular file (a pipe, a device such as /dev/zero, a socket, a
 * folder: never read), then read up to `maxBytes` (one byte more tells a longer file, refused
 * with the cap stated). What is read is checked on the open descriptor, so a file swapped after
 * a check cannot slip through. The problem never quotes the file's content.
 */
export function readRegularFile(path: string, maxBytes: number): RegularFileRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    return { ok: false, problem: describeOpenError(error) };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, problem: `${kindOfFile(stats)}, not a regular file` };
    const limit = maxBytes + 1;
    // Sized by fstat, grown if the file grows: /dev/zero's size of 0 or a lying size cannot
    // make it read past the cap.
    let into = Buffer.alloc(Math.min(limit, stats.size + 1));
    let filled = 0;
    for (;;) {
      if (filled === into.length) {
        if (into.length >= limit) break;
        const grown = Buffer.alloc(Math.min(limit, into.length * 2));
        into.copy(grown, 0, 0, filled);
        into = grown;
      }
      const read = readSync(fd, into, filled, into.length - filled, null);
      if (read === 0) break;
      filled += read;
    }
    if (filled > maxBytes) {
      return { ok: false, problem: `longer than ${formatByteCap(maxBytes)}, the most read` };
    }
    return { ok: true, bytes: into.subarray(0, filled), stats };
  } catch (error) {
    return { ok: false, problem: describeOpenError(error) };
  } finally {
    closeSync(fd);
  }
}
