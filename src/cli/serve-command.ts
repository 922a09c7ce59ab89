import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { UsageError } from "./usage-error";
import { parseDateOffset } from "../query/parse-date-offset";
import { APP_DEFAULTS } from "../server/app-options";
import { createApp } from "../server/create-app";
import { startServer, type ServerHandle } from "../server/start-server";
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
  quiet: { type: "boolean", description: "Print nothing, not even the start line." },
};

const USAGE = `usage: occurrence-contract serve [flags]

Serves the seeded fake world as the mock API on http://HOST:PORT (/api/v2). Stops cleanly on
SIGINT or SIGTERM. Exits 2 with one line when a flag is bad or the port is in use.

flags:
${formatFlagHelp(FLAGS)}`;

/**
 * Joins `--date-offset -03:00` into `--date-offset=-03:00`: node's parseArgs would read a value
 * that starts with a dash as a missing one, and offsets west of UTC all do.
 */
function joinDateOffset(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const next = argv[i + 1];
    if (argv[i] === "--date-offset" && next !== undefined) {
      out.push(`--date-offset=${next}`);
      i += 1;
    } else {
      out.push(argv[i] ?? "");
    }
  }
  return out;
}

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

function untilSignal(handle: ServerHandle): Promise<number> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      void handle.close().then(() => resolve(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

/**
 * `occurrence-contract serve`: builds the world, serves it, prints one line with the URL, and
 * stops gracefully on SIGINT/SIGTERM (resolving 0).
 */
export const serveCommand: Command = {
  summary: "Serve the seeded fake world as the mock API (v2)",
  usage: USAGE,
  async run(argv) {
    const started = Date.now();
    const { flags, positionals } = parseFlags(joinDateOffset(argv), FLAGS);
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const dateOffset = String(flags["date-offset"]);
    if (parseDateOffset(dateOffset) === undefined) {
      throw new UsageError(`--date-offset must be Z or ±HH:MM (e.g. -03:00), got "${dateOffset}"`);
    }
    const defaultTake = integer(flags["default-take"]);
    const maxTake = integer(flags["max-take"]);
    if (defaultTake > maxTake) {
      throw new UsageError(`--default-take ${defaultTake} is above --max-take ${maxTake}`);
    }
    const port = integer(flags.port);
    const host = String(flags.host);
    const quiet = flags.quiet === true;
    const seed = integer(flags.seed);
    const occurrences = integer(flags.occurrences);
    const world = buildWorld({ seed, occurrences });
    const app = createApp({
      world,
      defaultTake,
      maxTake,
      dateOffset,
      defaultOrder: flags["default-order"] === "DESC" ? "DESC" : "ASC",
    });
    const target = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    const handle = await startServer(app, { port, host }).catch((error: unknown) => {
      throw listenError(error, target);
    });
    if (!quiet) {
      console.log(
        `occurrence-contract serve: ${handle.url}/api/v2 (seed ${seed}, ${occurrences} occurrences, ready in ${Date.now() - started} ms; Ctrl-C stops)`,
      );
    }
    return untilSignal(handle);
  },
};
