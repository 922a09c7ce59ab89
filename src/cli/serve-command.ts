import cluster from "node:cluster";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs, type ParsedFlags } from "./parse-flags";
import { parseWorkers, runPrimary } from "./serve-workers";
import { untilStopSignal } from "./until-stop-signal";
import { UsageError } from "./usage-error";
import { parseDateOffset } from "../query/parse-date-offset";
import { APP_DEFAULTS, type AppOptions } from "../server/app-options";
import { AUTH_MODES, parseCredentials } from "../server/auth";
import { createApp } from "../server/create-app";
import { parseLatencyRange } from "../server/frontend";
import { startServer } from "../server/start-server";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../world/build-world";

const FLAGS: FlagSpecs = {
  port: {
    type: "integer",
    min: 0,
    max: 65535,
    default: 3000,
    placeholder: "N",
    description: "TCP port (0 picks a free one).",
  },
  host: {
    type: "string",
    default: "127.0.0.1",
    placeholder: "HOST",
    description: "Interface to listen on.",
  },
  seed: {
    type: "integer",
    min: 0,
    max: 0xffffffff,
    default: DEFAULT_WORLD_OPTIONS.seed,
    placeholder: "N",
    description: "Seed of the world; the same seed gives the same data.",
  },
  occurrences: {
    type: "integer",
    min: 0,
    max: 2_000_000,
    default: DEFAULT_WORLD_OPTIONS.occurrences,
    placeholder: "N",
    description: "Number of occurrences in the world.",
  },
  "default-take": {
    type: "integer",
    min: 1,
    default: APP_DEFAULTS.defaultTake,
    placeholder: "N",
    description: "take of /api/v2/occurrences when a request has none.",
  },
  "max-take": {
    type: "integer",
    min: 1,
    max: 1_000_000,
    default: APP_DEFAULTS.maxTake,
    placeholder: "N",
    description: "Largest take accepted; a larger one is a 400 that states it.",
  },
  "default-order": {
    type: "choice",
    choices: ["ASC", "DESC"],
    default: APP_DEFAULTS.defaultOrder,
    description: "order of /api/v2/occurrences when a request has none (by date, ties by id).",
  },
  "date-offset": {
    type: "string",
    default: APP_DEFAULTS.dateOffset,
    placeholder: "Z|±HH:MM",
    description:
      "Zone in which initialdate and finaldate are whole days, e.g. -03:00 for Brasília.",
  },
  "v1-max-rows": {
    type: "integer",
    min: 1,
    placeholder: "N",
    description:
      "Most rows one /api/v1 list answer carries; X-Total-Count still states how many matched. (default: none, every row)",
  },
  auth: {
    type: "choice",
    choices: AUTH_MODES,
    default: "off",
    description:
      "required: /api/v1 and /api/v2 data answer 401 without a token from POST /api/v2/auth/login or /api/v1/auth/login. off: any token or none.",
  },
  credentials: {
    type: "string",
    placeholder: "EMAIL:PASSWORD",
    description:
      "The only email and password login accepts (401 otherwise). (default: any non-empty pair)",
  },
  "token-ttl": {
    type: "integer",
    min: 1,
    default: 3600,
    placeholder: "SECONDS",
    description: "Lifetime of issued tokens (the expiresIn of the login answer).",
  },
  cors: {
    type: "choice",
    choices: ["on", "off"],
    default: "on",
    description:
      "CORS headers on every answer and 204 answers to preflight requests, for browser apps on other origins.",
  },
  latency: {
    type: "string",
    placeholder: "MS|MIN-MAX",
    description:
      "Delay each /api request: MS, or MIN-MAX drawn per request from the seed (e.g. 100-400). (default: none)",
  },
  "fail-rate": {
    type: "number",
    min: 0,
    max: 1,
    default: 0,
    placeholder: "R",
    description:
      "Share of /api requests answered 503, or 429 with Retry-After, drawn per request from the seed (e.g. 0.05).",
  },
  workers: {
    type: "string",
    default: "1",
    placeholder: "N|auto",
    description:
      "Processes serving the same world on the one port (node:cluster); auto: one per core. Each builds the identical seeded world.",
  },
  quiet: {
    type: "boolean",
    description:
      "Print nothing: no start line and no request log (by default one line per request: method, path, status, ms).",
  },
};

const USAGE = `usage: occurrence-contract serve [flags]

Serves the seeded fake world as the mock API on http://HOST:PORT (/api/v2, /api/v1, the logins
under /api/v2/auth and /api/v1/auth, /openapi.json, /docs). Prints one line when ready, then one
line per request (method, path, status, ms) unless --quiet. Any request may force its answer's
status with the header X-Mock-Status: NNN (or Prefer: code=NNN). Stops cleanly on SIGINT or
SIGTERM. Exits 2 with one line when a flag is bad or the port is in use. --workers N runs N
processes on the one port (node:cluster), each serving the identical world: stateless, so any
of them answers any request with the same bytes and ETag.

flags:
${formatFlagHelp(FLAGS)}`;

function integer(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

function listenError(error: unknown, url: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return new UsageError(`cannot listen on ${url}: the port is in use (pick another with --port)`);
  if (code === "EACCES")
    return new UsageError(`cannot listen on ${url}: permission denied (pick a port above 1023)`);
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new UsageError(`cannot listen on ${url}: no such interface (check --host)`);
  return error instanceof Error ? error : new Error(String(error));
}

/** The createApp options the flags set (all but the world and the log). */
type AppSettings = Omit<AppOptions, "world" | "log">;

/** Reads and checks the flags that configure the app; a bad value is a UsageError naming its flag. */
function appSettings(flags: ParsedFlags["flags"]): AppSettings {
  const dateOffset = String(flags["date-offset"]);
  if (parseDateOffset(dateOffset) === undefined) {
    throw new UsageError(`--date-offset must be Z or ±HH:MM (e.g. -03:00), got "${dateOffset}"`);
  }
  const defaultTake = integer(flags["default-take"]);
  const maxTake = integer(flags["max-take"]);
  if (defaultTake > maxTake) {
    throw new UsageError(`--default-take ${defaultTake} is above --max-take ${maxTake}`);
  }
  const latency =
    flags.latency === undefined ? undefined : parseLatencyRange(String(flags.latency));
  if (typeof latency === "string") throw new UsageError(`--latency ${latency}`);
  const credentials =
    flags.credentials === undefined ? undefined : parseCredentials(String(flags.credentials));
  if (typeof credentials === "string") throw new UsageError(`--credentials ${credentials}`);
  return {
    defaultTake,
    maxTake,
    dateOffset,
    defaultOrder: flags["default-order"] === "DESC" ? "DESC" : "ASC",
    auth: flags.auth === "required" ? "required" : "off",
    tokenTtlSeconds: integer(flags["token-ttl"]),
    cors: flags.cors !== "off",
    failRate: Number(flags["fail-rate"]),
    ...(flags["v1-max-rows"] === undefined ? {} : { v1MaxRows: integer(flags["v1-max-rows"]) }),
    ...(latency === undefined ? {} : { latency }),
    ...(credentials === undefined ? {} : { credentials }),
  };
}

/** The settings that differ from the defaults, for the start line (never the password). */
function describeSettings(settings: AppSettings): string[] {
  const parts: string[] = [];
  if (settings.auth === "required") parts.push("auth required");
  if (settings.credentials !== undefined) parts.push(`login ${settings.credentials.email}`);
  if (settings.cors === false) parts.push("CORS off");
  if (settings.latency !== undefined) {
    const { min, max } = settings.latency;
    parts.push(`latency ${min === max ? min : `${min}-${max}`} ms`);
  }
  if (settings.failRate !== undefined && settings.failRate > 0) {
    parts.push(`fail rate ${settings.failRate}`);
  }
  if (settings.v1MaxRows !== undefined) parts.push(`v1 rows at most ${settings.v1MaxRows}`);
  return parts;
}

/**
 * `occurrence-contract serve`: builds the world, serves it, prints one line with the URL, and
 * stops gracefully on SIGINT/SIGTERM (resolving 0).
 */
export const serveCommand: Command = {
  summary: "Serve the seeded fake world as the mock API (v2 and v1)",
  usage: USAGE,
  async run(argv) {
    const started = Date.now();
    const { flags } = parseFlags(argv, FLAGS);
    const port = integer(flags.port);
    const host = String(flags.host);
    const quiet = flags.quiet === true;
    const seed = integer(flags.seed);
    const occurrences = integer(flags.occurrences);
    const settings = appSettings(flags);
    const workers = parseWorkers(String(flags.workers));
    const extras = describeSettings(settings)
      .map((part) => `, ${part}`)
      .join("");
    const startLine = (url: string, more = ""): string =>
      `occurrence-contract serve: ${url}/api/v2 and /api/v1, docs at ${url}/docs (seed ${seed}, ${occurrences} occurrences${extras}${more}, ready in ${Date.now() - started} ms; Ctrl-C stops)`;
    if (workers > 1 && cluster.isPrimary) {
      return runPrimary(
        workers,
        host,
        quiet ? undefined : (url) => startLine(url, `, ${workers} workers`),
      );
    }
    const world = buildWorld({ seed, occurrences });
    const app = createApp({ world, ...settings, ...(quiet ? {} : { log: process.stdout }) });
    const target = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    const handle = await startServer(app, { port, host }).catch((error: unknown) => {
      throw listenError(error, target);
    });
    // Listen for SIGINT/SIGTERM before saying ready: whoever reads the start line and presses
    // Ctrl-C at once must get a graceful stop, not the default kill.
    const stopSignal = untilStopSignal();
    // A worker's start line is the primary's to print, once all of them listen.
    if (!quiet && cluster.isPrimary) console.log(startLine(handle.url));
    await stopSignal;
    await handle.close();
    return 0;
  },
};
