import cluster from "node:cluster";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs, type ParsedFlags } from "./parse-flags";
import { parseWorkers, runPrimary } from "./serve-workers";
import { untilStopSignal } from "./until-stop-signal";
import { UsageError } from "./usage-error";
import { parseDateOffset } from "../query/parse-date-offset";
import { ORDERS } from "../query/occurrence-query";
import { APP_DEFAULTS, type AppOptions } from "../server/app-options";
import { AUTH_MODES, parseCredentials } from "../server/auth";
import { createApp } from "../node/create-app";
import { parseLatencyRange } from "../server/frontend";
import { startServer } from "../node/start-server";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../world/build-world";
import type { World } from "../world/world";
import { loadServeData } from "./load-serve-data";
import { watchServeData } from "./watch-serve-data";
import type { RequestListener } from "node:http";
import { WINDOW_FLAGS, windowBoundsOf } from "./world-window-flags";
import { PROFILES } from "../schemas/profile";
import { toObservedWorld } from "../world/to-observed-world";
import { UNKNOWN_PARAMETER_MODES } from "../server/create-unknown-parameter-filter";
import { unknownParameterModeOf } from "../server/unknown-parameter-mode-of";

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
  ...WINDOW_FLAGS,
  profile: {
    type: "choice",
    choices: PROFILES,
    default: "spec",
    description:
      'spec: records as the spec documents them. observed: records shaped as the real service sends them (the known departures of schemas/departures/: transport {id, name}, animalType {id, type}, null releaseDate, reason spellings, extra clippings, typed items, relatedRecord ""/"#n"/null, coordinates with 5 to 15 decimals).',
  },
  "unknown-parameters": {
    type: "choice",
    choices: UNKNOWN_PARAMETER_MODES,
    description:
      'A /api/v2 query parameter the endpoint does not list: reject (a 400 naming it, with "did you mean") or ignore (dropped and named in X-Ignored-Parameters, as the real service does). (default: reject in the spec profile, ignore in observed)',
  },
  dirty: {
    type: "boolean",
    description:
      "With --profile observed: also the dirty data production sends (whitespace around some coordinates), so a frontend can prove it copes.",
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
    choices: ORDERS,
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
  data: {
    type: "string",
    repeat: true,
    placeholder: "PATH...",
    description:
      "Serve these captured answers instead of the generated world: files or folders of v2 /occurrences, /cities and /states answers, records, NDJSON, HAR, proxy recordings, `generate fixtures` folders. Paths after the flags are data paths too.",
  },
  "data-strict": {
    type: "boolean",
    description:
      "With --data: refuse to start (exit 2) when a record breaks the contract or two records share an id with different content, instead of serving them and reporting them.",
  },
  watch: {
    type: "boolean",
    description:
      "With --data: reload when a data file changes; a change that cannot be loaded keeps the last good data and says why.",
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
       occurrence-contract serve --data PATH... [flags]

Serves the seeded fake world (or, with --data, captured answers) as the mock API on http://HOST:PORT (/api/v2, /api/v1, the logins
under /api/v2/auth and /api/v1/auth, /openapi.json, /docs). Prints one line when ready, then one
line per request (method, path, status, ms) unless --quiet. Any request may force its answer's
status with the header X-Mock-Status: NNN (or Prefer: code=NNN). Stops cleanly on SIGINT or
SIGTERM. Exits 2 with one line when a flag is bad or the port is in use, and with one line per
problem when a --data file is not of an accepted form, is malformed JSON or holds no record.
GET /__world describes what is served: sources, counts, date span. --workers N runs N
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
    defaultOrder:
      ORDERS.find((order) => order === flags["default-order"]) ?? APP_DEFAULTS.defaultOrder,
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

/** Flags that choose the generated world, which --data replaces. */
const WORLD_FLAGS = ["seed", "occurrences", ...Object.keys(WINDOW_FLAGS), "dirty"] as const;

/**
 * The --data paths (the flag's values, then the positionals), or undefined without --data.
 * Positionals without --data, --seed or --occurrences with --data, --data-strict or --watch
 * without it, and --watch of standard input are UsageErrors.
 */
function dataPathsOf(
  flags: ParsedFlags["flags"],
  positionals: readonly string[],
  argv: readonly string[],
): string[] | undefined {
  const given = (name: string) =>
    argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flags.data === undefined) {
    if (positionals.length > 0) {
      throw new UsageError(`unexpected argument "${positionals[0]}" (data paths follow --data)`);
    }
    for (const name of ["data-strict", "watch"]) {
      if (given(name)) throw new UsageError(`--${name} works only with --data PATH...`);
    }
    return undefined;
  }
  for (const name of WORLD_FLAGS) {
    if (given(name))
      throw new UsageError(`--${name} chooses the generated world; --data serves yours instead`);
  }
  const values = Array.isArray(flags.data) ? flags.data.map(String) : [String(flags.data)];
  const paths = [...values, ...positionals];
  if (flags.watch === true && paths.includes("-")) {
    throw new UsageError("--watch cannot watch standard input (-): name files or folders");
  }
  return paths;
}

/** `data: 3 files, 1200 occurrences, 12 cities, 2 states, 2024-01-02..2024-03-01, 2 findings`. */
function describeDataWorld(world: World, findings: number): string {
  const files = world.capture?.sources.length ?? 0;
  const counts = `${world.occurrences.length} occurrences, ${world.cities.length} cities, ${world.states.length} states`;
  const span = `${world.window.first}..${world.window.last}`;
  return `data: ${files} file(s), ${counts}, ${span}, ${findings} finding(s)`;
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
    const { flags, positionals } = parseFlags(argv, FLAGS, { positionals: true });
    const dataPaths = dataPathsOf(flags, positionals, argv);
    const port = integer(flags.port);
    const host = String(flags.host);
    const quiet = flags.quiet === true;
    const seed = integer(flags.seed);
    const occurrences = integer(flags.occurrences);
    const settings = appSettings(flags);
    const observed = flags.profile === "observed";
    if (flags.dirty === true && !observed) {
      throw new UsageError(
        "--dirty needs --profile observed (dirty data is a departure of the real service)",
      );
    }
    const workers = parseWorkers(String(flags.workers));
    const profileNote = observed
      ? `, profile observed${flags.dirty === true ? " (dirty)" : ""}`
      : "";
    const extras = describeSettings(settings)
      .map((part) => `, ${part}`)
      .join("");
    const startLine = (url: string, what: string): string =>
      `occurrence-contract serve: ${url}/api/v2 and /api/v1, docs at ${url}/docs (${what}${profileNote}${extras}, ready in ${Date.now() - started} ms; Ctrl-C stops)`;
    if (workers > 1 && cluster.isPrimary) {
      if (flags.watch === true) {
        throw new UsageError("--watch works with one process: drop --workers or --watch");
      }
      // Each worker runs this command line again, builds (or loads) the same world and listens.
      const served =
        dataPaths === undefined
          ? `seed ${seed}, ${occurrences} occurrences`
          : `data: ${dataPaths.join(" ")}`;
      return runPrimary(
        workers,
        host,
        quiet ? undefined : (url) => startLine(url, `${served}, ${workers} workers`),
      );
    }
    // Captured data is validated against the profile on load (its departures are what
    // production sent); a generated world is shaped by it.
    const collect = { validation: { profile: observed ? "observed" : "spec" } } as const;
    let world: World;
    let what = `seed ${seed}, ${occurrences} occurrences`;
    if (dataPaths === undefined) {
      const specWorld = buildWorld({ seed, occurrences, ...windowBoundsOf(flags) });
      world = observed ? toObservedWorld(specWorld, { dirty: flags.dirty === true }) : specWorld;
    } else {
      const load = await loadServeData(dataPaths, flags["data-strict"] === true, collect);
      if (!load.ok) {
        for (const line of load.lines) console.error(`occurrence-contract serve: ${line}`);
        return 2;
      }
      for (const line of load.findings) console.error(`occurrence-contract serve: data: ${line}`);
      world = load.world;
      what = describeDataWorld(world, load.findings.length);
      if (flags.watch === true) what += ", watching for changes";
    }
    const chosen = flags["unknown-parameters"];
    const unknownParameters = unknownParameterModeOf(
      UNKNOWN_PARAMETER_MODES.find((mode) => mode === chosen),
      observed ? "observed" : "spec",
    );
    const appOf = (served: World) =>
      createApp({
        world: served,
        ...settings,
        unknownParameters,
        ...(quiet ? {} : { log: process.stdout }),
      });
    // --watch swaps the app under the listening server; requests in flight finish on the old one.
    let app = appOf(world);
    const listener: RequestListener = (request, response) => app(request, response);
    const target = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    const handle = await startServer(listener, { port, host }).catch((error: unknown) => {
      throw listenError(error, target);
    });
    // Listen for SIGINT/SIGTERM before saying ready: whoever reads the start line and presses
    // Ctrl-C at once must get a graceful stop, not the default kill.
    const stopSignal = untilStopSignal();
    const watcher =
      dataPaths !== undefined && flags.watch === true
        ? await watchServeData({
            paths: dataPaths,
            strict: flags["data-strict"] === true,
            collect,
            onWorld(next, findings) {
              for (const line of findings)
                console.error(`occurrence-contract serve: data: ${line}`);
              app = appOf(next);
              if (!quiet) {
                console.log(
                  `occurrence-contract serve: reloaded (${describeDataWorld(next, findings.length)})`,
                );
              }
            },
            onRejected(lines) {
              for (const line of lines) console.error(`occurrence-contract serve: ${line}`);
              console.error(
                "occurrence-contract serve: the change cannot be served; still serving the last good data",
              );
            },
          })
        : undefined;
    // A worker's start line is the primary's to print, once all of them listen.
    if (!quiet && cluster.isPrimary) console.log(startLine(handle.url, what));
    await stopSignal;
    watcher?.close();
    await handle.close();
    return 0;
  },
};
