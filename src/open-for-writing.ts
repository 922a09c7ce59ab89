import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";

/**
 * How every file the kit writes is opened (a report for --out, a baseline, learn's departures,
 * generate's fixtures, the proxy's recordings): created or truncated, but never through a
 * symbolic link already at its place (O_NOFOLLOW: a link a committed folder carries cannot
 * redirect the write outside it), never blocking on a pipe (O_NONBLOCK), and refused unless it
 * is then a regular file (a pipe with a reader, a device). The error names the problem; its
 * `code` is ELOOP for a link, EFTYPE-like `ENOTREG` for a file that is not regular.
 */
export async function openForWriting(path: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(
      path,
      constants.O_WRONLY |
        constants.O_CREAT |
        constants.O_TRUNC |
        constants.O_NOFOLLOW |
        constants.O_NONBLOCK |
        constants.O_NOCTTY,
      0o666,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === "ELOOP") throw notWritten("is a symbolic link: not written through it", code);
    if (code === "ENXIO") throw notWritten("is a pipe, not a regular file", code);
    throw error;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw notWritten("is not a regular file", "ENOTREG");
  }
  return handle;
}

function notWritten(message: string, code: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(message);
  error.code = code;
  return error;
}

/** Writes a whole text to a file opened by openForWriting. */
export async function writeNewFile(path: string, text: string): Promise<void> {
  const handle = await openForWriting(path);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}
