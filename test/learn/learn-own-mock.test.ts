import { type Rule, RULES } from "../../src/conformance/checks-entry";
import { documentedParameters } from "../conformance/broken/documented-parameters";
import { useOwnMockSession } from "./use-own-mock-session";
import { honest, learnJson, ruleEntries } from "./learn-json";

const { recorded } = useOwnMockSession("learn-own-mock");

/** The rules the session exercises: each must be witnessed on the honest mock. */
const EXERCISED = [
  "v2.paging.page-count",
  "v2.paging.flags",
  "v2.paging.echo",
  "v2.paging.page-size",
  "v2.paging.item-count-stable",
  "v2.paging.repeatable",
  "v2.paging.stable-order",
  "v2.paging.take-agreement",
  "v2.filter.narrowing",
  "v2.paging.sequence",
  "v2.paging.concatenation",
  "v2.paging.reverse",
  "v2.filter.state",
  "v2.filter.cities",
  "v2.filter.dates",
  "v2.filter.type-occurrence",
  "v2.filter.intersection",
  "v2.partition.states",
  "v2.order",
  "v2.consistency",
  "v2.records.unique-id",
  "v2.records.victims",
  "v2.records.city-state",
  "v2.records.stable",
  "v2.records.nested-ids",
  "v2.format.city-name",
  "v2.cities.filters",
  "v1.definitions",
  "v1.field-selection",
  "v1.filter.occurrences",
  "v1.filter.dates",
  "v1.filter.cities",
  "v1.counts",
  "v1.partition",
  "v1.consistency",
  "cross.cities",
  "cross.records",
] as const;

describe("a session recorded against the project's own mock", () => {
  test("passes learn (exit 0), every rule it exercises witnessed and the rest not applicable", async () => {
    const { path } = await recorded("own mock", honest);
    const { code, report } = await learnJson(path);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(report.verdict).toBe("conforms");
    const byRule = ruleEntries(report);
    for (const id of EXERCISED) expect([id, byRule.get(id)?.status]).toEqual([id, "witnessed"]);
    const others = [...byRule].filter(([id]) => !(EXERCISED as readonly string[]).includes(id));
    for (const [id, entry] of others) expect([id, entry.status]).toEqual([id, "not-applicable"]);
  });

  test("the rules it witnesses are those the rule table says learn judges; the others say why not", async () => {
    const rows: readonly Rule[] = RULES;
    const judged = rows.filter((rule) => rule.learn === "answers" || rule.learn === "filter");
    expect(judged.map((rule) => rule.id).sort()).toEqual([...EXERCISED].sort());
    const { path } = await recorded("own mock rule table", honest);
    const byRule = ruleEntries(await learnJson(path).then(({ report }) => report));
    for (const rule of rows.filter((row) => !judged.includes(row))) {
      const why =
        typeof rule.learn === "object"
          ? rule.learn.cannot
          : "the capture holds no answer this rule applies to";
      expect([rule.id, byRule.get(rule.id)?.reason]).toEqual([rule.id, why]);
    }
  });

  test("the coverage lists the documented parameters in conform's form, those the session sends witnessed", async () => {
    const { path } = await recorded("own mock parameters", honest);
    const { report } = await learnJson(path);
    const parameters = report.coverage.filter((entry) => entry.parameter !== null);
    const witnessed = parameters.filter((e) => e.status === "witnessed").map((e) => e.parameter);
    // Every documented parameter but those the recorded session never sends.
    const unsent = ["field[]", "Populacao[gt]", "Populacao[lt]", "Cidade[lk]"];
    const sent = documentedParameters()
      .map((entry) => entry.parameter)
      .filter((parameter) => !unsent.includes(parameter));
    expect(sent).toHaveLength(16);
    expect(witnessed).toEqual(expect.arrayContaining(sent));
    expect(parameters.every((e) => e.status !== "failed" && e.status !== "unwitnessed")).toBe(true);
  });
});
