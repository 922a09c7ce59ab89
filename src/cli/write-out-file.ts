import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { writeNewFile } from "../open-for-writing";
import { UsageError } from "./usage-error";

/**
 * Writes a file a command was asked for with --out (or another flag, `flag`), creating its
 * folder, by openForWriting: never through a symbolic link already at its place, never into a
 * pipe or a device. A path that cannot be written is a UsageError naming the flag and the path
 * (one line, exit 2), not an unexpected error.
 */
export async function writeOutFile(
  path: string,
  text: string,
  out: string = path,
  flag = "--out",
): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeNewFile(path, text);
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    const shown = typeof message === "string" ? message : String(error);
    const where = path === out ? "" : `${path} `;
    throw new UsageError(`${flag} ${out} is not writable: ${where}${shown}`);
  }
}
