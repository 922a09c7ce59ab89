import { loadDataWorld, type CollectOptions } from "../data";
import type { World } from "../world/views-entry";

/** A world to serve with its findings, or the lines that say why there is none. */
export type ServeDataLoad =
  | { readonly ok: true; readonly world: World; readonly findings: readonly string[] }
  | { readonly ok: false; readonly lines: readonly string[] };

/**
 * Loads `serve --data` paths: the problems of unreadable data (one line each), or the world and
 * its findings; with `strict`, findings refuse the data too (their lines, then why). Never
 * throws: an error loading is one line.
 */
export async function loadServeData(
  paths: readonly string[],
  strict: boolean,
  options: CollectOptions = {},
): Promise<ServeDataLoad> {
  let load;
  try {
    load = await loadDataWorld(paths, options);
  } catch (error) {
    // Bad data is refused record by record; whatever still escapes is a line, never a crash.
    return { ok: false, lines: [`${paths.join(", ")}: cannot load the data: ${messageOf(error)}`] };
  }
  if (!load.ok) return { ok: false, lines: load.problems };
  if (strict && load.findings.length > 0) {
    return {
      ok: false,
      lines: [
        ...load.findings,
        `--data-strict: ${load.findings.length} finding(s) in the data, not serving it`,
      ],
    };
  }
  return { ok: true, world: load.world, findings: load.findings };
}

/** An error's message, for one line. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
