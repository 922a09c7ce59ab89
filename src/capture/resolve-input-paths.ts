import { constants } from "node:fs";
import type { Stats } from "node:fs";
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
  /**
   * A pipe, not a regular file: its bytes can be read once only, as a stream (no size, no
   * second pass to sniff its format, never read whole). Absent for files and `-`.
   */
  readonly stream?: true;
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

/** What a path that is neither a folder nor a regular file is, to say why it is refused. */
function kindOf(info: Stats): string {
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  if (info.isSocket()) return "a socket";
  if (info.isFIFO()) return "a pipe";
  return "not a regular file";
}

/** A file or folder's identity: the same one reached by two paths (a symlink) is read once. */
function identityOf(info: Stats): string {
  return `${info.dev}:${info.ino}`;
}

/**
 * The files below a folder with a walked extension, sorted. Symbolic links are followed (stat),
 * each folder and file is read once however many links reach it (a link back to a folder above
 * ends there, so a cycle is walked once), and only regular files are taken: a device, a pipe or
 * a socket under a walked name is a problem, never opened.
 */
async function walk(dir: string, seen: Set<string>, problems: PathProblem[]): Promise<string[]> {
  const entries = await readdir(dir);
  entries.sort((a, b) => a.localeCompare(b));
  const found: string[] = [];
  for (const name of entries) {
    const path = join(dir, name);
    const walked = (WALKED_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase());
    let info: Stats;
    try {
      info = await stat(path);
    } catch (error) {
      // A dangling link is no file to read; a walked name that cannot be read is a problem.
      if (walked && (error as NodeJS.ErrnoException).code !== "ENOENT") {
        problems.push({ path, reason: describeError(error) });
      }
      continue;
    }
    const identity = identityOf(info);
    if (!info.isDirectory() && !walked) continue;
    if (seen.has(identity)) continue;
    seen.add(identity);
    if (info.isDirectory()) found.push(...(await walk(path, seen, problems)));
    else if (info.isFile()) found.push(path);
    else problems.push({ path, reason: `${kindOf(info)}, not a file: not read` });
  }
  return found;
}

/**
 * Expands the paths given on the command line: a file stands for itself (whatever its name), a
 * pipe too (read once, `stream`), a folder for every .json, .ndjson, .jsonl and .har file below
 * it (sorted, links followed, each folder once), `-` for standard input. Paths that do not exist
 * or cannot be read, and devices and sockets (endless or not data), are returned as problems.
 */
export async function resolveInputPaths(paths: readonly string[]): Promise<ResolvedInputs> {
  const files: InputFile[] = [];
  const problems: PathProblem[] = [];
  // Folders and files already walked, by identity: links never make the walk loop.
  const seen = new Set<string>();
  for (const path of paths) {
    if (path === "-") {
      files.push({ path, format: "auto" });
      continue;
    }
    try {
      const info = await stat(path);
      if (info.isDirectory()) {
        seen.add(identityOf(info));
        const found = await walk(path, seen, problems);
        if (found.length === 0) {
          const reason = `no ${WALKED_EXTENSIONS.join(", ")} file in this folder`;
          problems.push({ path, reason });
        }
        files.push(...found.map((file) => ({ path: file, format: formatOf(file) })));
      } else if (info.isFile()) {
        await access(path, constants.R_OK);
        files.push({ path, format: formatOf(path) });
      } else if (info.isFIFO()) {
        // A pipe (`<(cat file)`, a named pipe) is read once, as a stream.
        await access(path, constants.R_OK);
        files.push({ path, format: formatOf(path), stream: true });
      } else {
        // /dev/zero and the like would be read forever.
        problems.push({ path, reason: `${kindOf(info)}, not a file or a pipe: not read` });
      }
    } catch (error) {
      problems.push({ path, reason: describeError(error) });
    }
  }
  return { files, problems };
}
