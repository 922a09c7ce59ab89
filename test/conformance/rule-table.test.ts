import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { operation } from "../../src/contract";
import { CHECKS } from "../../src/conformance";
import { COVERED_PARAMETERS } from "../../src/conformance/coverage-table";
import { Ledger } from "../../src/conformance/ledger";
import { RULES, rulesMarkdown, type Rule } from "../../src/conformance/rules";
import { ledgerHeader } from "./helpers/ledger-header";

const ROOT = join(__dirname, "..", "..");
const ROWS: readonly Rule[] = RULES;
const RULE_ID = /"((?:v1|v2|cross)\.[a-z0-9.-]+)"/g;

/** The Markdown table of rules in a document: the lines from its `| id | spec | what |` header. */
function tableOf(path: string): string | undefined {
  const lines = readFileSync(join(ROOT, path), "utf8").split("\n");
  const start = lines.indexOf("| id | spec | what |");
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

/** Every `.ts` file under a folder of src. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => join(folder, name));
}

/** The rule ids a source file states as string literals. */
function idsIn(path: string): string[] {
  return [...readFileSync(join(ROOT, path), "utf8").matchAll(RULE_ID)].map((m) => m[1] ?? "");
}

describe("the rule table", () => {
  test("the README's table of rules is the rule table, row for row", () => {
    expect(tableOf("src/conformance/README.md")).toBe(rulesMarkdown());
  });

  test("no other document carries a table of rules that could drift from it", () => {
    for (const doc of ["README.md", "docs/conform.md", "docs/learn.md", "docs/reports.md"])
      expect({ doc, table: tableOf(doc) }).toEqual({ doc, table: undefined });
  });

  test("ids are unique, and the catalogue lists every row in the table's order", () => {
    const ids = ROWS.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CHECKS.map((check) => [check.id, check.spec, check.title])).toEqual(
      ROWS.map((rule) => [rule.id, rule.spec, rule.title]),
    );
  });

  test("each row has a check or probe that produces it, and every id they produce is a row", () => {
    const producers = [
      ...sources("src/conformance/checks"),
      ...sources("src/conformance/probes"),
      "src/conformance/inspect-exchange.ts",
      "src/conformance/run-conformance.ts",
    ];
    const produced = new Set(producers.flatMap(idsIn));
    expect(ROWS.map((rule) => rule.id).filter((id) => !produced.has(id))).toEqual([]);
    const rows = new Set(ROWS.map((rule) => rule.id));
    const stated = [...sources("src/conformance"), ...sources("src/learn")].flatMap((path) =>
      idsIn(path).map((id) => `${path}: ${id}`),
    );
    expect(stated.filter((entry) => !rows.has(entry.split(": ")[1] ?? ""))).toEqual([]);
  });

  test("each parameter a row names is a parameter of the coverage map, and each is covered", () => {
    const listed = new Set(COVERED_PARAMETERS.map((p) => `${p.operation} ${p.parameter}`));
    for (const rule of ROWS) {
      const named = Object.entries(rule.parameters ?? {}).flatMap(([op, names]) =>
        (names ?? []).map((name) => `${op} ${name}`),
      );
      expect({ rule: rule.id, unlisted: named.filter((p) => !listed.has(p)) }).toEqual({
        rule: rule.id,
        unlisted: [],
      });
      const own = Object.values(rule.parameters ?? {}).flat();
      expect({ rule: rule.id, leads: rule.leads ?? [] }).toEqual({
        rule: rule.id,
        leads: (rule.leads ?? []).filter((name) => own.includes(name)),
      });
    }
    expect(COVERED_PARAMETERS.filter((p) => p.checks.length === 0)).toEqual([]);
  });

  test("a parameter's coverage entry names its leading rule first, then the others in table order", () => {
    const rulesOf = (parameter: string) =>
      COVERED_PARAMETERS.find((p) => p.parameter === parameter)?.checks;
    expect(rulesOf("take")).toEqual([
      "v2.paging.echo",
      "v2.paging.page-count",
      "v2.paging.page-size",
      "v2.oracle.occurrences",
    ]);
    expect(rulesOf("idCities")).toEqual([
      "v2.filter.cities",
      "v2.partition.cities",
      "v2.oracle.occurrences",
    ]);
  });

  test("the coverage map lists each rule under its row's operation, not one guessed from its id", () => {
    const { coverage } = new Ledger().report(ledgerHeader());
    for (const rule of ROWS) {
      const entry = coverage.find((e) => e.parameter === null && e.rule.startsWith(`${rule.id}:`));
      const { version, route } = operation(rule.operation);
      expect({ rule: rule.id, api: entry?.api, path: entry?.path }).toEqual({
        rule: rule.id,
        api: version,
        path: route,
      });
    }
    const cities = coverage.find((e) => e.rule.startsWith("v2.filter.cities:"));
    expect(cities).toMatchObject({ api: "v2", path: "/occurrences" });
  });
});
