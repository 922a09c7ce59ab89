import {
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
} from "../../../src/conformance";
import { isRecord } from "../../../src/is-record";
import { createTagging, type RequestHandler } from "../../../src/server";
import { taggedHandler } from "../helpers/tagged-handler";
import { brokenFetch, type Breakage } from "./break-handler";
import type { ServerVariant, WorldName } from "./broken-server";
import { inProcessFetch } from "./in-process-fetch";
import { mockHandler, type MockProfile } from "./mock-handlers";

/** The seeds every server is tried with: a catch must not depend on a lucky draw. */
export const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The base URL the suite is given; the in-process fetch ignores its host. */
const IN_PROCESS_URL = "http://in-process.invalid";

/** A coverage entry of a report, as the harness reads it. */
export interface CoverageEntry {
  readonly api: string;
  readonly path: string;
  readonly parameter?: string | null;
  readonly rule: string;
  readonly status: string;
  readonly witness?: string | null;
  readonly reason?: string | null;
}

/**
 * Runs the suite, in process, against a breakage in front of a request core (a 429's
 * Retry-After waited at most 50 ms).
 */
export function runBroken(
  core: RequestHandler,
  breakage: Breakage,
  options: Omit<ConformanceOptions, "baseUrl" | "fetch"> = {},
): Promise<ConformanceReport> {
  const fetch = brokenFetch(core, breakage);
  return runConformance({ baseUrl: IN_PROCESS_URL, fetch, retryAfterCapMs: 50, ...options });
}

/**
 * Runs the suite against a variant of the mock (its breakage in front of the core), in process;
 * `served`: the profile of the world behind it (default spec).
 */
export function runVariant(
  variant: ServerVariant,
  seed: number,
  options: Omit<ConformanceOptions, "baseUrl" | "seed" | "fetch"> = {},
  served: MockProfile = "spec",
): Promise<ConformanceReport> {
  const core = mockHandler(variant.world ?? "small", served, variant.settings, variant.worldSeed);
  return runBroken(core, variant.make(), { seed, ...options });
}

/**
 * Runs the suite against the own mock, a world served in a profile and checked in the same;
 * `worldSeed`: the seed the world is built with (default its own).
 */
export function runMock(
  world: WorldName,
  profile: MockProfile,
  seed: number,
  options: Omit<ConformanceOptions, "baseUrl" | "seed" | "fetch" | "profile"> = {},
  worldSeed?: number,
): Promise<ConformanceReport> {
  // Tagged as the mock's adapters tag its answers (the ETag rules are witnessed on them).
  const tagging = createTagging(`${world}/${profile}/${String(worldSeed)}`);
  const fetch = inProcessFetch(taggedHandler(mockHandler(world, profile, {}, worldSeed), tagging));
  return runConformance({ baseUrl: IN_PROCESS_URL, seed, fetch, profile, ...options });
}

/** The report's fields the harness reads before the suite's types state them. */
function fieldOf(report: ConformanceReport, name: string): unknown {
  return (report as unknown as Readonly<Record<string, unknown>>)[name];
}

/** The coverage map of a report; empty when the report has none. */
export function coverageOf(report: ConformanceReport): readonly CoverageEntry[] {
  const coverage = fieldOf(report, "coverage");
  if (!Array.isArray(coverage)) return [];
  return coverage.filter(
    (entry): entry is CoverageEntry =>
      isRecord(entry) && typeof entry.rule === "string" && typeof entry.status === "string",
  );
}

/** The verdicts of a run, as the suite's report states them. */
export const VERDICTS = { conforms: "conforms", fails: "fails", incomplete: "incomplete" } as const;

/**
 * The run's verdict: the report's `verdict` when it states one, else read from the checks
 * (`fails` on a failure, `incomplete` when a check did not pass: a cut run leaves its checks not
 * run).
 */
export function verdictOf(report: ConformanceReport): string {
  const verdict = fieldOf(report, "verdict");
  if (typeof verdict === "string") return verdict;
  const statuses = report.checks.map((check): string => check.status);
  if (statuses.includes("failed")) return VERDICTS.fails;
  const held = statuses.every((status) => status === "passed" || status === "witnessed");
  return held ? VERDICTS.conforms : VERDICTS.incomplete;
}

/** Check ids named in a text (a coverage entry's rule: `v2.filter.state, v2.partition.states`). */
function idsIn(text: string): string[] {
  return text.match(/\b(?:v1|v2|cross)(?:\.[a-z0-9-]+)+/g) ?? [];
}

/** The failed check ids of a report. */
export function failedChecks(report: ConformanceReport): string[] {
  return report.checks.filter((check) => check.status === "failed").map((check) => check.id);
}

/** The rules a report names as failed: failed check ids and the ids of failed coverage entries. */
export function failedRules(report: ConformanceReport): string[] {
  const checks = report.checks
    .filter((check) => check.status === "failed")
    .map((check) => check.id);
  const coverage = coverageOf(report)
    .filter((entry) => entry.status === "failed")
    .flatMap((entry) => idsIn(entry.rule));
  return [...new Set([...checks, ...coverage])];
}

/** Every finding of a report as one text, for assertion messages. */
export function findingsText(report: ConformanceReport): string {
  return report.checks
    .flatMap((check) =>
      check.findings.map(
        (f) => `${f.ruleId}: ${f.message} (expected ${f.expected}; seen ${f.seen})`,
      ),
    )
    .join("\n");
}

/** A catalogue's server as the harness judges a run against it: by the rules it breaks. */
interface BreaksRules {
  readonly rules: readonly string[];
}

/** Whether failed rule ids name one of the rules the server breaks. */
export function namesItsRule(server: BreaksRules, failed: readonly string[]): boolean {
  return failed.some((rule) => server.rules.includes(rule));
}

/**
 * The run option that ends a run once one of the server's rules has failed: whether the run
 * caught it is settled then.
 */
export function stopOnceNamed(server: BreaksRules): Pick<ConformanceOptions, "stopWhen"> {
  return { stopWhen: (failed) => namesItsRule(server, failed) };
}

/** How a run missed a server: undefined when it fails naming one of the server's rules. */
export function missedIn(
  report: ConformanceReport,
  server: BreaksRules,
  seed: number,
): { readonly seed: number; readonly verdict: string; readonly failed: string[] } | undefined {
  const failed = failedRules(report);
  const verdict = verdictOf(report);
  return verdict === VERDICTS.fails && namesItsRule(server, failed)
    ? undefined
    : { seed, verdict, failed };
}
