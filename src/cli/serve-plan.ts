import type { ParsedFlags } from "./parse-flags";
import { readPlan } from "./read-plan";
import { MIB, SERVE_FLAGS } from "./serve-flags";
import { parseWorkers } from "./serve-workers";
import { UsageError } from "./usage-error";
import { windowBoundsOf } from "./world-window-flags";
import { serveAppSettings, type AppSettings } from "./serve-app-settings";
import { serveDataPaths } from "./serve-data-paths";
import {
  UNKNOWN_PARAMETER_MODES,
  type UnknownParameterMode,
  unknownParameterModeOf,
  v1ReversedRangeOf,
} from "../server/options-entry";
import { V1_REVERSED_RANGES } from "../query/v1";
import { isProfile, type Profile } from "../schemas";
import type { WindowBounds } from "../world/views-entry";

/** What `serve` reads besides its command line: the clock and the machine. */
export interface ServePlanContext {
  /** Now, for `--until today` and its default (today's UTC date). */
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
  /** --max-stream-mb in bytes: the most read from standard input or a pipe. */
  readonly maxStreamBytes: number;
}

/** A checked `serve` command line: what to serve, where and how. */
export interface ServePlan {
  /** --port (0: a free one). */
  readonly port: number;
  /** --host. */
  readonly host: string;
  /** --quiet: no request log; the one line printed is the base URL alone. */
  readonly quiet: boolean;
  /** --port-file: where to write the port once listening (absent: nowhere). */
  readonly portFile?: string;
  /** --profile, when it names one (a folder serves under `spec` rules plus its overlays). */
  readonly profile: Profile;
  /** --profile DIR: the folder of overlays that shapes the generated world (read at run). */
  readonly profileDir?: string;
  /** The world served: generated from the seed, or captured data. */
  readonly world: GeneratedWorldPlan | DataWorldPlan;
  /** The app's settings (paging defaults, date offset, auth, CORS, latency, failures, v1 rows). */
  readonly settings: AppSettings;
  /** --unknown-parameters, or the profile's default. */
  readonly unknownParameters: UnknownParameterMode;
  /** --workers, resolved (`auto`: the cores). */
  readonly workers: number;
  /** --answer-cache, in bytes (0: off). */
  readonly answerCacheBytes: number;
}

function plan(
  { flags, positionals }: ParsedFlags,
  argv: readonly string[],
  context: ServePlanContext,
): ServePlan {
  const dataPaths = serveDataPaths(flags, positionals, argv);
  const reversed = flags["v1-reversed-range"];
  const settings = {
    ...serveAppSettings(flags),
    v1ReversedRange: v1ReversedRangeOf(
      V1_REVERSED_RANGES.find((choice) => choice === reversed),
      flags.profile === "observed" ? "observed" : "spec",
    ),
  };
  const observed = flags.profile === "observed";
  const given = typeof flags.profile === "string" ? flags.profile : "spec";
  const profileDir = isProfile(given) ? undefined : given;
  const dirty = flags.dirty === true;
  if (dirty && !observed && profileDir === undefined) {
    throw new UsageError(
      "--dirty needs --profile observed (dirty data is a departure of the real service)",
    );
  }
  if (profileDir !== undefined && dataPaths !== undefined) {
    throw new UsageError("--profile DIR shapes a generated world: drop --data or use observed");
  }
  const workers = parseWorkers(String(flags.workers), context.cores);
  const watch = flags.watch === true;
  if (workers > 1 && watch) {
    throw new UsageError("--watch works with one process: drop --workers or --watch");
  }
  const chosen = flags["unknown-parameters"];
  const portFile = flags["port-file"];
  return {
    port: Number(flags.port),
    host: String(flags.host),
    quiet: flags.quiet === true,
    ...(typeof portFile === "string" ? { portFile } : {}),
    profile: observed ? "observed" : "spec",
    ...(profileDir === undefined ? {} : { profileDir }),
    world:
      dataPaths === undefined
        ? {
            kind: "generated",
            seed: Number(flags.seed),
            occurrences: Number(flags.occurrences),
            window: windowBoundsOf(flags, context.now),
            dirty,
          }
        : {
            kind: "data",
            paths: dataPaths,
            strict: flags["data-strict"] === true,
            watch,
            maxStreamBytes: Number(flags["max-stream-mb"]) * MIB,
          },
    settings,
    unknownParameters: unknownParameterModeOf(
      UNKNOWN_PARAMETER_MODES.find((mode) => mode === chosen),
      observed ? "observed" : "spec",
    ),
    workers,
    answerCacheBytes: Number(flags["answer-cache"]) * MIB,
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
