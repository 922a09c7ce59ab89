import cluster from "node:cluster";
import { readRegularFile } from "../read-regular-file";
import { PROCESS_TOKEN_SECRET } from "../server/options-entry";
import type { ParsedFlags } from "./parse-flags";
import { UsageError } from "./usage-error";

/**
 * The environment variable by which the primary of `serve --workers N` hands its random token
 * secret to its workers (they inherit its environment), so that a token one worker issued opens
 * every other. `--token-secret`, when given, is every worker's own flag and wins.
 */
export const WORKER_TOKEN_SECRET_ENV = "OCCURRENCE_CONTRACT_WORKER_TOKEN_SECRET";

/** The environment variable that may give `serve` its token secret (out of `ps`'s sight). */
export const TOKEN_SECRET_ENV = "OCCURRENCE_TOKEN_SECRET";

/** The longest token secret file read, in bytes. */
export const MAX_TOKEN_SECRET_FILE_BYTES = 4096;

/** In the primary, before it forks: its workers will sign with its secret. */
export function shareTokenSecretWithWorkers(): void {
  process.env[WORKER_TOKEN_SECRET_ENV] = PROCESS_TOKEN_SECRET;
}

/** In a worker of `serve --workers N`: its primary's secret; undefined in any other process. */
export function workerTokenSecret(): string | undefined {
  return cluster.isWorker ? process.env[WORKER_TOKEN_SECRET_ENV] : undefined;
}

/** The permission bits that let the file's group or other users read it. */
const READABLE_BY_OTHERS = 0o044;

/**
 * A secret file's text, its last line break dropped; a UsageError naming the file when unfit
 * (read by readRegularFile: a pipe or a device is refused without blocking, at most
 * MAX_TOKEN_SECRET_FILE_BYTES). A file its group or other users may read is used, with one
 * warning line through `warn`.
 */
function readSecretFile(path: string, warn: (line: string) => void): string | UsageError {
  const flag = `--token-secret-file ${path}`;
  const read = readRegularFile(path, MAX_TOKEN_SECRET_FILE_BYTES);
  if (!read.ok) return new UsageError(`${flag}: ${read.problem}`);
  const text = read.bytes.toString("utf8").replace(/\r?\n$/, "");
  if (text === "") return new UsageError(`${flag}: the file is empty`);
  if ((read.stats.mode & READABLE_BY_OTHERS) !== 0) {
    const mode = (read.stats.mode & 0o777).toString(8).padStart(3, "0");
    warn(
      `occurrence-contract serve: warning: ${flag} is readable by other users (mode ${mode}); chmod 600 it`,
    );
  }
  return text;
}

/**
 * `serve`'s token secret: `--token-secret`, `--token-secret-file`, `$OCCURRENCE_TOKEN_SECRET`,
 * in that order, else a worker's primary's, else undefined (a random one per process). An empty
 * or unreadable one, or both flags, is a UsageError naming the flag. A secret file other users
 * may read is used with one warning line through `warn`.
 */
export function tokenSecretOf(
  flags: ParsedFlags["flags"],
  env: NodeJS.ProcessEnv = process.env,
  warn: (line: string) => void = () => undefined,
): string | undefined | UsageError {
  const given = flags["token-secret"];
  const file = flags["token-secret-file"];
  if (given !== undefined && file !== undefined)
    return new UsageError("give --token-secret or --token-secret-file, not both");
  if (given === "") return new UsageError("--token-secret must not be empty");
  if (given !== undefined) return String(given);
  if (file !== undefined) return readSecretFile(String(file), warn);
  const fromEnv = env[TOKEN_SECRET_ENV];
  return fromEnv === undefined || fromEnv === "" ? workerTokenSecret() : fromEnv;
}

/**
 * A worker's command line without `--token-secret` and its value, which go to the workers by
 * `$OCCURRENCE_TOKEN_SECRET` instead (set here, in the primary, before it forks): a worker's
 * command line shows in `ps` too.
 */
export function argsForWorkers(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg.startsWith("--token-secret=")) process.env[TOKEN_SECRET_ENV] = arg.slice(15);
    else if (arg === "--token-secret") process.env[TOKEN_SECRET_ENV] = args[(i += 1)] ?? "";
    else out.push(arg);
  }
  return out;
}

/**
 * When the command line holds `--token-secret VALUE` (or `=VALUE`): overwrites the process title,
 * which is what `ps` and /proc/PID/cmdline show, with the value `[redacted]`, and returns the
 * one-line warning to print; undefined when no secret is on the command line.
 */
export function hideTokenSecret(argv: readonly string[] = process.argv): string | undefined {
  const at = argv.findIndex((arg) => arg === "--token-secret" || arg.startsWith("--token-secret="));
  if (at < 0) return undefined;
  const shown = argv.slice(2).map((arg, i) => {
    if (arg.startsWith("--token-secret=")) return "--token-secret=[redacted]";
    return argv[i + 1] === "--token-secret" ? "[redacted]" : arg;
  });
  process.title = ["occurrence-contract", ...shown].join(" ");
  return (
    "occurrence-contract serve: warning: --token-secret on the command line is visible to other " +
    `users (ps) until now; pass it with --token-secret-file FILE or $${TOKEN_SECRET_ENV}`
  );
}
