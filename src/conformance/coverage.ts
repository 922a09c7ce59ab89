import { operation } from "../contract";
import { CHECKS, type CheckId } from "./check-catalogue";
import { ruleOf } from "./rules";
import { encodeQuery } from "./exchange";
import { COVERED_PARAMETERS } from "./coverage-table";
import type { CheckStatus } from "./check-status";
import type { CoverageEntry } from "./coverage-entry";
import type { CheckResult } from "./report";

export type { CoverageEntry } from "./coverage-entry";

/** The witnesses of a check: every query that proved it in the run. */
export type WitnessesOf = (check: CheckId) => readonly string[];

/** Whether a witness query is a GET of `path` that sends the parameter (`name=` in its query). */
function sends(witness: string, path: string, parameter: string): boolean {
  const [target = "", query = ""] = witness.split("?");
  if (target !== `GET ${path}`) return false;
  const encoded = encodeQuery([[parameter, ""]]);
  return `&${query}`.includes(`&${encoded}`);
}

function parameterEntry(
  row: (typeof COVERED_PARAMETERS)[number],
  checks: readonly CheckResult[],
  witnessesOf: WitnessesOf,
): CoverageEntry {
  const { version, route, path } = operation(row.operation);
  const own = (row.checks as readonly CheckId[]).flatMap(
    (id) => checks.find((c) => c.id === id) ?? [],
  );
  const base = { api: version as "v1" | "v2", path: route, parameter: row.parameter };
  const entry = (status: CheckStatus, witness: string | null, reason: string | null) => ({
    ...base,
    rule: row.checks.join(", "),
    status,
    witness,
    reason,
  });
  const failed = own.filter((c) => c.status === "failed");
  if (failed.length > 0)
    return entry("failed", null, `failed: ${failed.map((c) => c.id).join(", ")}`);
  if (own.every((c) => c.status === "not-applicable"))
    return entry("not-applicable", null, own[0]?.reason ?? null);
  for (const check of own) {
    const witness = witnessesOf(check.id).find((query) => sends(query, path, row.parameter));
    if (witness !== undefined) return entry("witnessed", witness, null);
  }
  const notRun = own.find((c) => c.status === "not-run");
  if (notRun !== undefined) return entry("not-run", null, `${notRun.id}: ${notRun.reason ?? ""}`);
  const unwitnessed = own.find((c) => c.status === "unwitnessed");
  return entry(
    "unwitnessed",
    null,
    unwitnessed === undefined
      ? `no witness query of ${row.checks.join(", ")} sent ${row.parameter}`
      : `${unwitnessed.id}: ${unwitnessed.reason ?? ""}`,
  );
}

function ruleEntry(check: CheckResult): CoverageEntry {
  const { version, route } = operation(ruleOf(check.id).operation);
  return {
    api: version as "v1" | "v2",
    path: route,
    parameter: null,
    rule: `${check.id}: ${check.title}`,
    status: check.status,
    witness: check.witness ?? null,
    reason: check.reason ?? null,
  };
}

/**
 * The coverage map of a run: one entry per documented parameter (witnessed only by a witness
 * query that sends it), then one per rule of the catalogue (paging, records, filters in
 * combination, cross-version), in the catalogue's order.
 */
export function buildCoverage(
  checks: readonly CheckResult[],
  witnessesOf: WitnessesOf,
): CoverageEntry[] {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const rules = CHECKS.flatMap((info) => {
    const check = byId.get(info.id);
    return check === undefined ? [] : [ruleEntry(check)];
  });
  return [...COVERED_PARAMETERS.map((row) => parameterEntry(row, checks, witnessesOf)), ...rules];
}

/**
 * The coverage map again after a baseline changed check statuses: an entry that failed only
 * by checks no longer failed is witnessed by their witness (or the answer that showed the
 * accepted finding); a rule entry follows its check.
 */
export function recomputeCoverage(
  coverage: readonly CoverageEntry[],
  checks: readonly CheckResult[],
): CoverageEntry[] {
  const byId = new Map(checks.map((check) => [check.id, check]));
  return coverage.map((entry) => {
    if (entry.status !== "failed") return entry;
    if (entry.parameter === null) {
      const check = byId.get(entry.rule.split(":")[0] as CheckId);
      return check === undefined ? entry : ruleEntry(check);
    }
    const own = entry.rule.split(", ").flatMap((id) => byId.get(id as CheckId) ?? []);
    if (own.some((c) => c.status === "failed")) return entry;
    const witness = own.find((c) => c.witness !== undefined)?.witness ?? null;
    return { ...entry, status: "witnessed", witness, reason: null };
  });
}
