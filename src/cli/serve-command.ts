import { argsForWorkers, hideTokenSecret, shareTokenSecretWithWorkers } from "./serve-token-secret";
import { shownText } from "./run-secrets";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import type { RequestListener } from "node:http";
import type { Command } from "./command";
import { formatFlagHelp } from "./parse-flags";
import { SERVE_FLAGS } from "./serve-flags";
import type { AppSettings } from "./serve-app-settings";
import { parseServePlan, type ServePlan } from "./serve-plan";
import { runPrimary } from "./serve-workers";
import { removePortFile, portOfUrl, writePortFile } from "./serve-port-file";
import { untilStopSignal } from "./until-stop-signal";
import { serveStack } from "./serve-stack";
import { UsageError } from "./usage-error";
import { type World, resolveWorldWindow, type WindowBounds } from "../world/views-entry";
import { loadServeData } from "./load-serve-data";
import { watchServeData } from "./watch-serve-data";
import { loadProfile } from "../schemas/load-profile";
import { unauthorizedOptionOf } from "../server/options-entry";
import type { ProfileSettings } from "../generated/types";
import { profileAppSettings } from "./profile-app-settings";

const USAGE = `usage: occurrence-contract serve [flags]
       occurrence-contract serve --data PATH... [flags]

Serves the seeded fake world (or, with --data, captured answers) as the mock API on http://HOST:PORT (/api/v2, /api/v1, the logins
under /api/v2/auth and /api/v1/auth, /openapi.json, /docs). Prints one line to stdout when ready
(with --quiet the base URL alone, http://HOST:PORT; --port-file FILE also writes the port), then
one line per request (method, path, status, ms) unless --quiet. The world runs up to today (UTC)
unless --until pins its last day. Any request may force its answer's
status with the header X-Mock-Status: NNN (or Prefer: code=NNN). Stops cleanly on SIGINT or
SIGTERM. Exits 2 with one line when a flag is bad or the port is in use, and with one line per
problem when a --data file is not of an accepted form, is malformed JSON or holds no record.
GET /__world describes what is served: sources, counts, date span. --workers N runs N
processes on the one port (node:cluster), each serving the identical world: stateless, so any
of them answers any request with the same bytes and ETag.

flags:
${formatFlagHelp(SERVE_FLAGS)}`;

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

/** `data: 3 files, 1200 occurrences, 12 cities, 2 states, 2024-01-02..2024-03-01, 2 findings`. */
function describeDataWorld(world: World, findings: number): string {
  const files = world.capture?.sources.length ?? 0;
  const counts = `${world.occurrences.length} occurrences, ${world.cities.length} cities, ${world.states.length} states`;
  const span = `${world.window.first}..${world.window.last}`;
  return `data: ${files} file(s), ${counts}, ${span}, ${findings} finding(s)`;
}

/** The days a generated world covers, `2016-07-05..2026-11-26`, for the start line. */
function spanOf(bounds: WindowBounds): string {
  const resolved = resolveWorldWindow(bounds);
  return resolved.ok ? `${resolved.window.first}..${resolved.window.last}` : "";
}

/** The world a plan serves and how the start line names it, or the exit code when it cannot. */
async function worldOf(
  plan: ServePlan,
): Promise<
  { readonly world: World; readonly what: string; readonly settings?: ProfileSettings } | number
> {
  const source = plan.world;
  if (source.kind === "generated") {
    const { seed, occurrences, window, dirty } = source;
    const { buildWorld, toObservedWorld } = serveStack();
    const specWorld = buildWorld({ seed, occurrences, ...window });
    if (plan.profileDir !== undefined) {
      const loaded = loadProfile(plan.profileDir);
      if (!loaded.ok) {
        console.error(shownText(`occurrence-contract serve: ${loaded.problem}`));
        return 2;
      }
      const world = toObservedWorld(specWorld, { dirty, profile: loaded.profile });
      return {
        world,
        what: `seed ${seed}, ${occurrences} occurrences, profile ${plan.profileDir}`,
        ...(loaded.profile.settings === undefined ? {} : { settings: loaded.profile.settings }),
      };
    }
    const world = plan.profile === "observed" ? toObservedWorld(specWorld, { dirty }) : specWorld;
    return { world, what: `seed ${seed}, ${occurrences} occurrences, ${spanOf(window)}` };
  }
  // Captured data is validated against the profile on load (its departures are what
  // production sent); a generated world is shaped by it.
  const load = await loadServeData(source.paths, source.strict, collectOf(plan));
  if (!load.ok) {
    for (const line of load.lines) console.error(shownText(`occurrence-contract serve: ${line}`));
    return 2;
  }
  for (const line of load.findings)
    console.error(shownText(`occurrence-contract serve: data: ${line}`));
  const what = describeDataWorld(load.world, load.findings.length);
  return { world: load.world, what: source.watch ? `${what}, watching for changes` : what };
}

/** How captured data is collected: validated against the plan's profile. */
function collectOf(plan: ServePlan) {
  const maxStreamBytes = plan.world.kind === "data" ? plan.world.maxStreamBytes : undefined;
  return {
    validation: { profile: plan.profile },
    ...(maxStreamBytes === undefined ? {} : { maxStreamBytes }),
  } as const;
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
    const plan = parseServePlan(argv, { now: new Date(), cores: availableParallelism() });
    if (plan instanceof UsageError) throw plan;
    // A secret given on the command line leaves the process title (ps) now, with one warning.
    const secretWarning = hideTokenSecret();
    if (secretWarning !== undefined && cluster.isPrimary) console.error(secretWarning);
    const { port, host, quiet, settings, workers, portFile } = plan;
    const source = plan.world;
    const profileNote =
      plan.profile === "observed"
        ? `, profile observed${source.kind === "generated" && source.dirty ? " (dirty)" : ""}`
        : "";
    const extras = describeSettings(settings)
      .map((part) => `, ${part}`)
      .join("");
    // The one line a script reads: with --quiet the base URL alone.
    const startLine = (url: string, what: string): string =>
      quiet
        ? url
        : `occurrence-contract serve: ${url}/api/v2 and /api/v1, docs at ${url}/docs (${what}${profileNote}${extras}, ready in ${Date.now() - started} ms; Ctrl-C stops)`;
    if (workers > 1 && cluster.isPrimary) {
      shareTokenSecretWithWorkers();
      // Each worker runs this command line again, builds (or loads) the same world and listens.
      const served =
        source.kind === "generated"
          ? `seed ${source.seed}, ${source.occurrences} occurrences, ${spanOf(source.window)}`
          : `data: ${source.paths.join(" ")}`;
      // The primary's now is every worker's, so workers that start a minute (or a day) later
      // build the same world, ending at the same instant.
      const now = source.kind === "generated" ? source.window.now : undefined;
      const until = now === undefined ? undefined : new Date(now).toISOString();
      const pinned = argv.some((arg) => arg === "--until" || arg.startsWith("--until="));
      // A --token-secret reaches the workers by the environment, not their command lines (ps).
      const args = argsForWorkers(process.argv.slice(2));
      return runPrimary(workers, host, (url) => startLine(url, `${served}, ${workers} workers`), {
        ...(portFile === undefined ? {} : { portFile }),
        workerArgs: until === undefined || pinned ? args : [...args, "--until", until],
      });
    }
    const loaded = await worldOf(plan);
    if (typeof loaded === "number") return loaded;
    // A profile folder's settings.json (what a capture settled); a flag given wins over it.
    const fromProfile = profileAppSettings(loaded.settings, argv);
    // Loaded only now: captured data is read with less memory in use (serveStack).
    const { createServeListener, startServer } = serveStack();
    // A whole-answer cache in front of the app; a new world (--watch) gets a new, empty one.
    const appOf = (served: World) =>
      createServeListener({
        world: served,
        ...settings,
        ...fromProfile.app,
        unknownParameters: fromProfile.unknownParameters ?? plan.unknownParameters,
        ...unauthorizedOptionOf(undefined, plan.profile),
        answerCacheBytes: plan.answerCacheBytes,
        ...(quiet ? {} : { log: process.stdout }),
      }).listener;
    // --watch swaps the app under the listening server; requests in flight finish on the old one.
    let app = appOf(loaded.world);
    const listener: RequestListener = (request, response) => app(request, response);
    const target = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    const handle = await startServer(listener, { port, host }).catch((error: unknown) => {
      throw listenError(error, target);
    });
    // Listen for SIGINT/SIGTERM before saying ready: whoever reads the start line and presses
    // Ctrl-C at once must get a graceful stop, not the default kill.
    const stopSignal = untilStopSignal();
    const watcher =
      source.kind === "data" && source.watch
        ? await watchServeData({
            paths: source.paths,
            strict: source.strict,
            collect: collectOf(plan),
            onWorld(next, findings) {
              for (const line of findings)
                console.error(shownText(`occurrence-contract serve: data: ${line}`));
              app = appOf(next);
              if (!quiet) {
                console.log(
                  shownText(
                    `occurrence-contract serve: reloaded (${describeDataWorld(next, findings.length)})`,
                  ),
                );
              }
            },
            onRejected(lines) {
              for (const line of lines)
                console.error(shownText(`occurrence-contract serve: ${line}`));
              console.error(
                "occurrence-contract serve: the change cannot be served; still serving the last good data",
              );
            },
          })
        : undefined;
    // A worker's start line (and port file) is the primary's, once all of them listen.
    if (cluster.isPrimary) {
      const failed =
        portFile === undefined ? undefined : writePortFile(portFile, portOfUrl(handle.url));
      if (failed !== undefined) {
        console.error(shownText(`occurrence-contract serve: ${failed}`));
        watcher?.close();
        await handle.close();
        return 2;
      }
      console.log(shownText(startLine(handle.url, loaded.what)));
    }
    await stopSignal;
    watcher?.close();
    await handle.close();
    if (portFile !== undefined && cluster.isPrimary) removePortFile(portFile);
    return 0;
  },
};
