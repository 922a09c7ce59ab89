import type { Breakage } from "../conformance/broken/break-handler";
import { useOwnMockSession } from "./use-own-mock-session";
import { onAnswer, onRequest, onV2Items, v2Page } from "../conformance/broken/answers";
import { catalogued, learnJson, ruleEntries } from "./learn-json";

const { recorded } = useOwnMockSession("learn-broken");

/** Broken servers: the same session fails, the rule named, the entries that prove it named. */
const BROKEN: readonly { name: string; rule: string; breakage: () => Breakage }[] = [
  {
    name: "idState ignored",
    rule: "v2.filter.state",
    breakage: () => onRequest("v2-occurrences", (query) => query.delete("idState")),
  },
  {
    name: "idCities ignored",
    rule: "v2.filter.cities",
    breakage: () => onRequest("v2-occurrences", (query) => query.delete("idCities")),
  },
  {
    name: "the window ignored",
    rule: "v2.filter.dates",
    breakage: () =>
      onRequest("v2-occurrences", (query) => {
        query.delete("initialdate");
        query.delete("finaldate");
      }),
  },
  {
    name: "typeOccurrence ignored",
    rule: "v2.filter.type-occurrence",
    breakage: () => onRequest("v2-occurrences", (query) => query.delete("typeOccurrence")),
  },
  {
    name: "city + window: the window dropped when idCities comes with it",
    rule: "v2.filter.intersection",
    breakage: () => catalogued("city + window: the window dropped when idCities comes with it"),
  },
  {
    name: "pageCount one more than ceil(itemCount / take)",
    rule: "v2.paging.page-count",
    breakage: () =>
      onAnswer("v2-occurrences", (answer) => {
        const page = v2Page(answer);
        if (page !== undefined) page.pageMeta.pageCount += 1;
      }),
  },
  {
    name: "every full page holds one item less than take (data.length against pageMeta)",
    rule: "v2.paging.page-size",
    breakage: () =>
      catalogued("every full page holds one item less than take (data.length against pageMeta)"),
  },
  {
    name: "order=ASC answered reversed",
    rule: "v2.order",
    breakage: () =>
      onAnswer("v2-occurrences", (answer, request) => {
        if (request.query.get("order") === "ASC") v2Page(answer)?.data.reverse();
      }),
  },
  {
    name: "a record skipped between pages (page p > 1 starts one item late)",
    rule: "v2.paging.sequence",
    breakage: () => catalogued("a record skipped between pages (page p > 1 starts one item late)"),
  },
  {
    name: "order with filters: order ignored (ASC) when a filter comes with it",
    rule: "v2.paging.reverse",
    breakage: () =>
      catalogued("order with filters: order ignored (ASC) when a filter comes with it"),
  },
  {
    name: "a record skipped between pages: the pages do not add up to the whole set",
    rule: "v2.paging.concatenation",
    breakage: () => catalogued("a record skipped between pages (page p > 1 starts one item late)"),
  },
  {
    name: "a record repeated between pages (page p > 1 starts with the last item of page p - 1)",
    rule: "v2.paging.sequence",
    breakage: () =>
      catalogued(
        "a record repeated between pages (page p > 1 starts with the last item of page p - 1)",
      ),
  },
  {
    name: "unstable order: every second asking of a query answers its page reversed",
    rule: "v2.paging.stable-order",
    breakage: () =>
      catalogued("unstable order: every second asking of a query answers its page reversed"),
  },
  {
    name: "itemCount one more on pages after the first (the totals of one query disagree)",
    rule: "v2.paging.item-count-stable",
    breakage: () =>
      onAnswer("v2-occurrences", (answer, request) => {
        const page = v2Page(answer);
        if (page !== undefined && (request.query.get("page") ?? "1") !== "1")
          page.pageMeta.itemCount += 1;
      }),
  },
  {
    name: "records answered to a state filter carry another address than elsewhere",
    rule: "v2.records.stable",
    breakage: () =>
      onV2Items((items, request) => {
        if (request.query.has("idState")) for (const item of items) item.address += " (moved)";
      }),
  },
  {
    name: "itemCount of a state filter one less than its records (the states do not add up)",
    rule: "v2.partition.states",
    breakage: () =>
      onAnswer("v2-occurrences", (answer, request) => {
        const page = v2Page(answer);
        if (page !== undefined && request.query.has("idState")) page.pageMeta.itemCount -= 1;
      }),
  },
  {
    name: "v1 ignores estado_id[]",
    rule: "v1.filter.occurrences",
    breakage: () => catalogued("v1 ignores estado_id[]"),
  },
  {
    name: "v1: several cidade_id[]: only the first honoured",
    rule: "v1.partition",
    breakage: () => catalogued("v1: several cidade_id[]: only the first honoured"),
  },
  {
    name: "v1 ignores cidade_id[]",
    rule: "v1.filter.occurrences",
    breakage: () => onRequest("v1-occurrences", (query) => query.delete("cidade_id[]")),
  },
  {
    name: "cities not filtered by state",
    rule: "v2.cities.filters",
    breakage: () => onRequest("v2-cities", (query) => query.delete("stateId")),
  },
  {
    name: "records of an unfiltered list carry the state object of another state than their city's",
    rule: "v2.records.city-state",
    breakage: () =>
      catalogued(
        "records of an unfiltered list carry the state object of another state than their city's",
      ),
  },
  {
    name: "v1 counts differ from v2 (one more civilian wounded on every row)",
    rule: "cross.records",
    breakage: () => catalogued("v1 counts differ from v2 (one more civilian wounded on every row)"),
  },
];

describe("the same session recorded against broken servers fails, naming the entries that prove it", () => {
  test.each(BROKEN)("$name: $rule fails", async ({ name, rule, breakage }) => {
    const { path, urls } = await recorded(name, breakage());
    const { code, report } = await learnJson(path);
    expect(code).toBe(1);
    expect(report.verdict).toBe("fails");
    expect(ruleEntries(report).get(rule)?.status).toBe("failed");
    const proofs = report.findings.filter((f) => f.ruleId === rule);
    expect(proofs.length).toBeGreaterThan(0);
    for (const proof of proofs) {
      const entry = proof.where.exchange?.entry ?? -1;
      expect(proof.where.source).toBe(`${path}#/log/entries/${entry}`);
      expect(proof.where.exchange?.method).toBe("GET");
      expect(proof.where.exchange?.url).toBe(urls[entry]);
    }
  });
});
