import type { Occurrence } from "../../../src/generated/types";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import type { Breakage, JsonAnswer } from "../broken/break-handler";
import { isFor, onAnswer, onRequest, pageOf, v2Page } from "../broken/answers";
import { judgeV2Occurrences, servedBehind } from "./judge-queries";
import { busiestWindow } from "./mock-mirror";

const WORLD = buildWorld({ seed: 9, occurrences: 1200, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const HANDLER = createRequestHandler({ world: WORLD });

/**
 * Answers each request with the answer of an earlier one that had the same `names` (a cache keyed
 * on part of the query).
 */
function cacheKeyedOn(names: readonly string[]): Breakage {
  const kept = new Map<string, JsonAnswer>();
  return async (request, upstream) => {
    if (!isFor(request, "v2-occurrences")) return upstream(request);
    const key = JSON.stringify(names.map((name) => request.query.getAll(name)));
    const hit = kept.get(key);
    if (hit !== undefined) return { ...hit, body: structuredClone(hit.body) };
    const answer = await upstream(request);
    kept.set(key, { ...answer, body: structuredClone(answer.body) });
    return answer;
  };
}

/** Pages from the third on start one record late (an offset off by one on deep pages). */
const lateDeepPages: Breakage = async (request, upstream) => {
  const page = pageOf(request.query);
  const takes = request.query.getAll("take");
  if (
    !isFor(request, "v2-occurrences") ||
    page < 3 ||
    takes.length > 1 ||
    request.query.getAll("page").length > 1
  ) {
    return upstream(request);
  }
  const take = Number(takes[0] ?? "25");
  const query = new URLSearchParams(request.query);
  query.set("page", "1");
  query.set("take", String(Math.min(5000, page * take + 1)));
  const answer = await upstream({ ...request, query });
  const found = v2Page(answer);
  if (found === undefined) return answer;
  const { itemCount } = found.pageMeta;
  const pageCount = Math.ceil(itemCount / take);
  found.data = found.data.slice((page - 1) * take + 1, page * take + 1);
  found.pageMeta = {
    page,
    take,
    itemCount,
    pageCount,
    hasPreviousPage: true,
    hasNextPage: page < pageCount,
  };
  return answer;
};

/** Broken servers the hand-written rules may miss, and the aspect the oracle names. */
const BROKEN: readonly [string, () => Breakage, string][] = [
  [
    "pageCount rounded down when take is 7",
    () =>
      onAnswer("v2-occurrences", (answer, request) => {
        const page = v2Page(answer);
        if (page !== undefined && request.query.get("take") === "7") {
          page.pageMeta.pageCount = Math.floor(page.pageMeta.itemCount / 7);
        }
      }),
    "pageMeta.pageCount",
  ],
  [
    "idState dropped when idCities is given (a city of another state still matched)",
    () =>
      onRequest("v2-occurrences", (query) => {
        if (query.has("idCities")) query.delete("idState");
      }),
    "pageMeta.itemCount",
  ],
  [
    "a record with two victims listed twice under withVictim (a join)",
    () =>
      onAnswer("v2-occurrences", (answer, request) => {
        const page = v2Page(answer);
        if (page === undefined || request.query.get("typeOccurrence") !== "withVictim") return;
        page.data = page.data.flatMap((item: Occurrence) =>
          item.victims.length > 1 ? [item, item] : [item],
        );
      }),
    "items.repeated",
  ],
  [
    "a cache keyed on the state and dates only",
    () => cacheKeyedOn(["idState", "initialdate", "finaldate"]),
    "",
  ],
  ["pages from the third on start one record late", () => lateDeepPages, "items.missing"],
  [
    "finaldate read as exclusive only with typeOccurrence",
    () =>
      onRequest("v2-occurrences", (query) => {
        const last = query.get("finaldate");
        if (last === null || !query.has("typeOccurrence")) return;
        const day = new Date(Date.parse(`${last}T00:00:00Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        query.set("finaldate", day);
      }),
    "pageMeta.itemCount",
  ],
];

describe("the oracle catches v2 breakages on seeded queries", () => {
  it.each(BROKEN.map(([name, make, aspect]) => [name, aspect || "any aspect", make] as const))(
    "%s: caught, %s named",
    async (_name, aspect, make) => {
      const run = await judgeV2Occurrences(await servedBehind(HANDLER, make(), WINDOW), 4, 300);
      const aspects = run.found.flatMap((found) =>
        found.differences.map((difference) => difference.aspect),
      );
      expect(aspects.length).toBeGreaterThan(0);
      if (aspect !== "any aspect") expect(aspects).toContain(aspect);
    },
    60_000,
  );
});
