import { renameSync, rmSync, writeFileSync } from "node:fs";

/**
 * The text `serve --port-file FILE` writes: the port's decimal digits and one newline, nothing
 * else, so `$(cat FILE)` is the port.
 */
export function portFileText(port: number): string {
  return `${port}\n`;
}

/** The port of a base URL such as http://127.0.0.1:41234 (the URL serve prints). */
export function portOfUrl(url: string): number {
  return Number(new URL(url).port);
}

/**
 * Writes the port file whole, then renames it into place, so a script that waits for FILE to
 * exist never reads it half written. A failure (no such folder, no permission) is returned as
 * one line naming the file, not thrown.
 */
export function writePortFile(file: string, port: number): string | undefined {
  const partial = `${file}.${process.pid}.partial`;
  try {
    // Created new (never through a link already there), then renamed over FILE (a link at
    // FILE is replaced, not followed).
    writeFileSync(partial, portFileText(port), { flag: "wx" });
    renameSync(partial, file);
    return undefined;
  } catch (error) {
    rmSync(partial, { force: true });
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return `cannot write --port-file ${file} (${reason})`;
  }
}

/** Removes the port file when serve stops (a file already gone is no error). */
export function removePortFile(file: string): void {
  rmSync(file, { force: true });
}
