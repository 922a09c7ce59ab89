import { constants } from "node:fs";
import { access, readdir, stat } from "node:fs/promises";
import { extname, join } from "node:path";

/** How a file's bodies are laid out. */
export const INPUT_FORMATS = ["auto", "ndjson", "har"] as const;
/**
 * How a file's bodies are laid out. `ndjson`: one body (or recorded exchange) per line. `har`: a
 * HAR log. `auto` (.json, standard input, any other name): one JSON document, which may be a HAR
 * log or a recorded exchange, unless its first line is a complete JSON value and more lines
 * follow, in which case it is read as NDJSON.
 */
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** The file extensions read when walking a folder. */
export const WALKED_EXTENSIONS = [".json", ".ndjson", ".jsonl", ".har"] as const;

/** One file to read. */
export interface InputFile {
  /** Path to open; `-` for standard input. */
  readonly path: string;
  /** How the file is laid out, from its extension. */
  readonly format: InputFormat;
}

/** A path that cannot be read, and why. */
export interface PathProblem {
  readonly path: string;
  readonly reason: string;
}

/** The files a list of paths names, and the paths that cannot be read. */
export interface ResolvedInputs {
  readonly files: readonly InputFile[];
  readonly problems: readonly PathProblem[];
}

/** The format a file's extension implies. */
export function formatOf(path: string): InputFormat {
  const extension = extname(path).toLowerCase();
  if (extension === ".ndjson" || extension === ".jsonl") return "ndjson";
  if (extension === ".har") return "har";
  return "auto";
}

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file or folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if ((WALKED_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase())) {
      found.push(path);
    }
  }
  return found;
}

/**
 * Expands the paths given on the command line: a file stands for itself (whatever its name), a
 * folder for every .json, .ndjson, .jsonl and .har file below it (sorted), `-` for standard
 * input. Paths that do not exist or cannot be read are returned as problems, not thrown.
 */
export async function resolveInputPaths(paths: readonly string[]): Promise<ResolvedInputs> {
  const files: InputFile[] = [];
  const problems: PathProblem[] = [];
  for (const path of paths) {
    if (path === "-") {
      files.push({ path, format: "auto" });
      continue;
    }
    try {
      const info = await stat(path);
      if (info.isDirectory()) {
        const found = await walk(path);
        if (found.length === 0) {
          const reason = `no ${WALKED_EXTENSIONS.join(", ")} file in this folder`;
          problems.push({ path, reason });
        }
        files.push(...found.map((file) => ({ path: file, format: formatOf(file) })));
      } else {
        await access(path, constants.R_OK);
        files.push({ path, format: formatOf(path) });
      }
    } catch (error) {
      problems.push({ path, reason: describeError(error) });
    }
  }
  return { files, problems };
}
