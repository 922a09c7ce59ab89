import type { HtmlTable } from "../../report";
import type { CoverageEntry } from "../coverage";

/** The coverage map as the HTML report's table: one row per entry, filterable by status. */
export function coverageHtmlTable(coverage: readonly CoverageEntry[]): HtmlTable {
  return {
    title: "Coverage",
    columns: ["status", "api", "path", "parameter", "rule", "witness or reason"],
    rows: coverage.map((entry) => ({
      status: entry.status,
      cells: [
        entry.status,
        entry.api,
        entry.path,
        entry.parameter ?? "",
        entry.rule,
        entry.witness ?? entry.reason ?? "",
      ],
    })),
  };
}
