import type { ParsedFlags } from "./parse-flags";
import { readPlan } from "./read-plan";
import { SERVE_FLAGS } from "./serve-flags";
import { parseWorkers } from "./serve-workers";
import { UsageError } from "./usage-error";
import { WINDOW_FLAGS, windowBoundsOf } from "./world-window-flags";
import { parseDateOffset } from "../query/parse-date-offset";
import { ORDERS } from "../query/occurrence-query";
import { APP_DEFAULTS, type AppOptions } from "../server/app-options";
import { parseCredentials } from "../server/auth";
import {
  UNKNOWN_PARAMETER_MODES,
  type UnknownParameterMode,
} from "../server/create-unknown-parameter-filter";
import { parseLatencyRange } from "../server/frontend";
import { unknownParameterModeOf } from "../server/unknown-parameter-mode-of";
import type { Profile } from "../schemas/profile";
import type { WindowBounds } from "../world/world-window";

/** The createApp options the flags set (all but the world and the log). */
export type AppSettings = Omit<AppOptions, "world" | "log">;

/** What `serve` reads besides its command line: the clock and the machine. */
export interface ServePlanContext {
  /** Now, for `--until today` (today's UTC date). */
  readonly now: Date;
  /** The cores available, for `--workers auto`. */
  readonly cores: number;
}

/** The seeded world `serve` builds (no --data). */
export interface GeneratedWorldPlan {
  /** Discriminant. */
  readonly kind: "generated";
  /** --seed. */
  readonly seed: number;
  /** --occurrences. */
  readonly occurrences: number;
  /** --since and --until, checked; `today` already read from the clock. */
  readonly window: WindowBounds;
  /** --dirty (only with --profile observed). */
  readonly dirty: boolean;
}

/** The captured answers `serve --data` serves. */
export interface DataWorldPlan {
  /** Discriminant. */
  readonly kind: "data";
  /** The --data values, then the paths after the flags; `-` is standard input. */
  readonly paths: readonly string[];
  /** --data-strict: refuse data with findings (exit 2). */
  readonly strict: boolean;
  /** --watch: reload on change. */
  readonly watch: boolean;
}

/** A checked `serve` command line: what to serve, where and how. */
export interface ServePlan {
  /** --port (0: a free one). */
  readonly port: number;
  /** --host. */
  readonly host: string;
  /** --quiet: no start line, no request log. */
  readonly quiet: boolean;
  /** --profile. */
  readonly profile: Profile;
  /** The world served: generated from the seed, or captured data. */
  readonly world: GeneratedWorldPlan | DataWorldPlan;
  /** The app's settings (paging defaults, date offset, auth, CORS, latency, failures, v1 rows). */
  readonly settings: AppSettings;
  /** --unknown-parameters, or the profile's default. */
  readonly unknownParameters: UnknownParameterMode;
  /** --workers, resolved (`auto`: the cores). */
  readonly workers: number;
}

/** Flags that choose the generated world, which --data replaces. */
const WORLD_FLAGS = ["seed", "occurrences", ...Object.keys(WINDOW_FLAGS), "dirty"] as const;

function integer(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

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

function plan(
  { flags, positionals }: ParsedFlags,
  argv: readonly string[],
  context: ServePlanContext,
): ServePlan {
  const dataPaths = dataPathsOf(flags, positionals, argv);
  const settings = appSettings(flags);
  const observed = flags.profile === "observed";
  const dirty = flags.dirty === true;
  if (dirty && !observed) {
    throw new UsageError(
      "--dirty needs --profile observed (dirty data is a departure of the real service)",
    );
  }
  const workers = parseWorkers(String(flags.workers), context.cores);
  const watch = flags.watch === true;
  if (workers > 1 && watch) {
    throw new UsageError("--watch works with one process: drop --workers or --watch");
  }
  const chosen = flags["unknown-parameters"];
  return {
    port: integer(flags.port),
    host: String(flags.host),
    quiet: flags.quiet === true,
    profile: observed ? "observed" : "spec",
    world:
      dataPaths === undefined
        ? {
            kind: "generated",
            seed: integer(flags.seed),
            occurrences: integer(flags.occurrences),
            window: windowBoundsOf(flags, context.now),
            dirty,
          }
        : { kind: "data", paths: dataPaths, strict: flags["data-strict"] === true, watch },
    settings,
    unknownParameters: unknownParameterModeOf(
      UNKNOWN_PARAMETER_MODES.find((mode) => mode === chosen),
      observed ? "observed" : "spec",
    ),
    workers,
  };
}

/**
 * Reads a `serve` command line into a plan, starting nothing: every flag checked in the order
 * the command always checked them, defaults filled in. A mistake is the UsageError (one line,
 * naming the flag) as a value.
 */
export function parseServePlan(
  argv: readonly string[],
  context: ServePlanContext,
): ServePlan | UsageError {
  return readPlan(argv, SERVE_FLAGS, (parsed) => plan(parsed, argv, context), {
    positionals: true,
  });
}
