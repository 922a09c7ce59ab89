import { createLearnCommand } from "../../src/cli/learn-command";
import type { CoverageEntry } from "../../src/conformance/coverage";
import type { Finding } from "../../src/report";
import { breakHandler, type Breakage } from "../conformance/broken/break-handler";
import { BROKEN_SERVERS } from "../conformance/broken/catalogue";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { recordHar, type SessionRequest } from "./record-session";

/** What the tests read of learn's JSON report. */
export interface LearnJson {
  readonly verdict: string;
  readonly coverage: readonly CoverageEntry[];
  readonly findings: readonly Finding[];
  readonly notes: readonly string[];
}

/** Runs learn on a capture with the JSON reporter (and more flags): its exit code and report. */
export async function learnJson(
  path: string,
  ...more: string[]
): Promise<{ code: number; report: LearnJson }> {
  let out = "";
  const sink = { write: (text: string) => (out += text) };
  const argv = [path, "--reporter", "json", ...more];
  const stderr = { write: (): boolean => true };
  const code = await createLearnCommand({ stdout: sink, stderr }).run(argv);
  return { code, report: JSON.parse(out) as LearnJson };
}

/** The rule entries of the coverage map (the parameters left out), by rule id. */
export function ruleEntries(report: LearnJson): Map<string, CoverageEntry> {
  const entries = report.coverage.filter((entry) => entry.parameter === null);
  return new Map(entries.map((entry) => [entry.rule.split(":")[0] ?? "", entry]));
}

/**
 * A session recorded against the small world's core with a breakage in front, written as a HAR
 * file by `write` (a temp folder's): its path and the URL of each entry.
 */
export async function recordedHar(
  write: (name: string, text: string) => string,
  session: readonly SessionRequest[],
  name: string,
  breakage: Breakage,
): Promise<{ path: string; urls: string[] }> {
  const text = await recordHar(breakHandler(mockHandler("small"), breakage), session);
  const log = JSON.parse(text) as { log: { entries: { request: { url: string } }[] } };
  const urls = log.log.entries.map((entry) => entry.request.url);
  return { path: write(`${name.replace(/\W+/g, "-")}.har`, text), urls };
}

/** The honest server: every request passed on. */
export const honest: Breakage = (request, upstream) => upstream(request);

/** A server of the conformance harness's catalogue, by its name. */
export function catalogued(name: string): Breakage {
  const server = BROKEN_SERVERS.find((s) => s.name === name);
  if (server === undefined) throw new Error(`no broken server named ${name}`);
  return server.make();
}
