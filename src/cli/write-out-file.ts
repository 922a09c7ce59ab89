import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { UsageError } from "./usage-error";

/**
 * Writes a file a command was asked for with --out, creating its folder; a path that cannot be
 * written is a UsageError naming `--out` (one line, exit 2), not an unexpected error.
 */
export async function writeOutFile(path: string, text: string, out: string = path): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    throw new UsageError(
      `--out ${out} is not writable: ${typeof message === "string" ? message : String(error)}`,
    );
  }
}
