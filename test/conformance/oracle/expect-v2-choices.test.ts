import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import type { Breakage } from "../broken/break-handler";
import { emptyPage, isFor, onAnswer, onRequest, shiftParameter, v2Page } from "../broken/answers";
import { animalsCount } from "./animals-count";
import { judgeV2Occurrences, servedBehind } from "./judge-queries";
import { busiestWindow, mockChoices } from "./mock-mirror";

const WORLD = buildWorld({ seed: 5, occurrences: 1200, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const HANDLER = createRequestHandler({ world: WORLD });

/** An honest server that differs from the mock where the spec is silent, and its reading. */
interface HonestVariant {
  readonly name: string;
  readonly breakage: Breakage;
  /** The choices it is judged with (the mock's, changed). */
  readonly choices: Partial<ServerChoices>;
  /** The largest take its mirror is read with. */
  readonly take?: number;
}

/** Date bounds read exclusively: the bound's own day is out (a range of one day is empty). */
const exclusiveDates: Breakage = async (request, upstream) => {
  const first = request.query.get("initialdate");
  const last = request.query.get("finaldate");
  const reversed = first !== null && last !== null && last < first;
  if (!isFor(request, "v2-occurrences") || reversed) return upstream(request);
  const query = new URLSearchParams(request.query);
  shiftParameter(query, "initialdate", 1);
  shiftParameter(query, "finaldate", -1);
  const from = query.get("initialdate");
  const to = query.get("finaldate");
  const empty = from !== null && to !== null && to < from;
  if (empty) query.set("finaldate", from);
  const answer = await upstream({ ...request, query });
  const page = v2Page(answer);
  if (empty && page !== undefined) emptyPage(page);
  return answer;
};

/** A reversed date range answered as an empty list. */
const reversedEmpty: Breakage = async (request, upstream) => {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  if (!isFor(request, "v2-occurrences") || from === null || to === null || to >= from) {
    return upstream(request);
  }
  const query = new URLSearchParams(request.query);
  query.set("finaldate", from);
  const answer = await upstream({ ...request, query });
  const page = v2Page(answer);
  if (page !== undefined) emptyPage(page);
  return answer;
};

const VARIANTS: readonly HonestVariant[] = [
  {
    name: "date bounds read exclusively",
    breakage: exclusiveDates,
    choices: { v2Dates: { fromInclusive: false, toInclusive: false, zone: "Z" } },
  },
  {
    name: "a take above 100 served as 100",
    breakage: onRequest("v2-occurrences", (query) => {
      const takes = query.getAll("take");
      if (takes.length === 1 && Number(takes[0]) > 100) query.set("take", "100");
    }),
    choices: { maxTake: { take: 100, above: "capped" } },
    take: 100,
  },
  {
    name: "withVictim counting animal victims too",
    breakage: animalsCount,
    choices: { victimReading: "any" },
  },
  {
    name: "a page past the last refused with a 404",
    breakage: onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page !== undefined && page.pageMeta.page > Math.max(1, page.pageMeta.pageCount)) {
        answer.status = 404;
        answer.body = { msg: "page not found" };
      }
    }),
    choices: { pastEnd: "refused" },
  },
  {
    name: "a reversed date range answered empty",
    breakage: reversedEmpty,
    choices: { reversedDates: "empty" },
  },
  {
    name: "a parameter of one value given twice read as its last value",
    breakage: onRequest("v2-occurrences", (query) => {
      for (const name of new Set(query.keys())) {
        const values = query.getAll(name);
        if (name !== "idCities" && values.length > 1) query.set(name, values[values.length - 1]!);
      }
    }),
    choices: { repeatedValues: "last" },
  },
];

describe("a choice is a parameter of the expected v2 answer", () => {
  it.each(VARIANTS.map((variant) => [variant.name, variant] as const))(
    "%s: judged with that reading, no difference; with the mock's, a difference",
    async (_name, variant) => {
      const choices = { ...mockChoices(), ...variant.choices };
      const honest = await servedBehind(HANDLER, variant.breakage, WINDOW, choices, variant.take);
      const judged = await judgeV2Occurrences(honest, 21, 200);
      expect(judged.found).toEqual([]);
      expect(judged.judged).toBeGreaterThan(140);
      const misjudged = await judgeV2Occurrences({ ...honest, choices: mockChoices() }, 21, 200);
      expect(misjudged.found.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
