import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import type { CoverageEntry } from "../../src/conformance/coverage";
import type { Finding } from "../../src/report";
import { onAnswer, onRequest, onV2Items, v2Page } from "../conformance/broken/answers";
import { breakHandler, type Breakage } from "../conformance/broken/break-handler";
import { BROKEN_SERVERS } from "../conformance/broken/catalogue";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { createTempDir } from "../validation/temp-dir";
import { ownMockSession } from "./own-mock-session";
import { recordHar, sessionUrl, type SessionRequest } from "./record-session";
import { createPassiveSemantics } from "../../src/learn/learn-semantics";
import { learnViewOf } from "../../src/learn/learn-view";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";

const temp = createTempDir("learn-passive");
afterAll(() => temp.remove());

interface Report {
  readonly verdict: string;
  readonly coverage: readonly CoverageEntry[];
  readonly findings: readonly Finding[];
}

async function learn(path: string, ...more: string[]): Promise<{ code: number; report: Report }> {
  let out = "";
  const sink = { write: (text: string) => (out += text) };
  const argv = [path, "--reporter", "json", ...more];
  const stderr = { write: (): boolean => true };
  const code = await createLearnCommand({ stdout: sink, stderr }).run(argv);
  return { code, report: JSON.parse(out) as Report };
}

/** The rule entries of the coverage map (the parameters left out), by rule id. */
function rules(report: Report): Map<string, CoverageEntry> {
  const entries = report.coverage.filter((entry) => entry.parameter === null);
  return new Map(entries.map((entry) => [entry.rule.split(":")[0] ?? "", entry]));
}

/** The session recorded against the core with a breakage in front, written as a HAR file. */
async function recorded(
  name: string,
  breakage: Breakage,
): Promise<{ path: string; urls: string[] }> {
  const text = await recordHar(breakHandler(mockHandler("small"), breakage), session);
  const urls = (
    JSON.parse(text) as { log: { entries: { request: { url: string } }[] } }
  ).log.entries.map((entry) => entry.request.url);
  return { path: temp.write(`${name.replace(/\W+/g, "-")}.har`, text), urls };
}

/** A server of the conformance harness's catalogue, by its name. */
function catalogued(name: string): Breakage {
  const server = BROKEN_SERVERS.find((s) => s.name === name);
  if (server === undefined) throw new Error(`no broken server named ${name}`);
  return server.make();
}

let session: SessionRequest[] = [];
beforeAll(async () => {
  session = await ownMockSession(mockHandler("small"));
}, 60_000);

/** The rules the session exercises: each must be witnessed on the honest mock. */
const EXERCISED = [
  "v2.paging.page-count",
  "v2.paging.flags",
  "v2.paging.echo",
  "v2.paging.page-size",
  "v2.paging.item-count-stable",
  "v2.paging.repeatable",
  "v2.paging.stable-order",
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
  "v2.format.city-name",
  "v2.cities.filters",
  "v1.definitions",
  "v1.field-selection",
  "v1.filter.occurrences",
  "v1.filter.cities",
  "v1.counts",
  "v1.partition",
  "v1.consistency",
  "cross.cities",
  "cross.records",
] as const;

describe("a session recorded against the project's own mock", () => {
  test("passes learn (exit 0), every rule it exercises witnessed and the rest not applicable", async () => {
    const { path } = await recorded("own mock", (request, upstream) => upstream(request));
    const { code, report } = await learn(path);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(report.verdict).toBe("conforms");
    const byRule = rules(report);
    for (const id of EXERCISED) expect([id, byRule.get(id)?.status]).toEqual([id, "witnessed"]);
    const others = [...byRule].filter(([id]) => !(EXERCISED as readonly string[]).includes(id));
    for (const [id, entry] of others) expect([id, entry.status]).toEqual([id, "not-applicable"]);
  });

  test("the coverage lists the documented parameters in conform's form, those the session sends witnessed", async () => {
    const { path } = await recorded("own mock parameters", (request, upstream) =>
      upstream(request),
    );
    const { report } = await learn(path);
    const parameters = report.coverage.filter((entry) => entry.parameter !== null);
    const witnessed = parameters.filter((e) => e.status === "witnessed").map((e) => e.parameter);
    expect(witnessed).toEqual(
      expect.arrayContaining([
        "order",
        "page",
        "take",
        "idState",
        "idCities",
        "initialdate",
        "finaldate",
        "typeOccurrence",
        "stateId",
        "cityName",
        "cityId",
        "estado_id[]",
        "cidade_id[]",
        "data_ocorrencia[gt]",
        "data_ocorrencia[lt]",
        "EstadoId",
      ]),
    );
    expect(parameters.every((e) => e.status !== "failed" && e.status !== "unwitnessed")).toBe(true);
  });
});

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
    const { code, report } = await learn(path);
    expect(code).toBe(1);
    expect(report.verdict).toBe("fails");
    expect(rules(report).get(rule)?.status).toBe("failed");
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

/** Small captures: a rule applied to answers that cannot tell a broken server apart is unwitnessed, with why. */
const UNWITNESSED: readonly {
  name: string;
  requests: () => SessionRequest[];
  rule: string;
  why: RegExp;
}[] = [
  {
    name: "an answer filtered by state, with no record of another state in the capture",
    requests: () => session.filter((r) => r.query.includes("idState=")),
    rule: "v2.filter.state",
    why: /no unfiltered answer|no record of another state/,
  },
  {
    name: "one page of each query",
    requests: () =>
      session.filter((r) => r.operation === "v2-occurrences" && !r.query.includes("page=")),
    rule: "v2.paging.sequence",
    why: /no answer with two pages of one query/,
  },
  {
    name: "no query asked twice",
    requests: () =>
      session.filter((r) => r.operation === "v2-occurrences" && !r.query.includes("idState=")),
    rule: "v2.paging.repeatable",
    why: /no query asked twice/,
  },
];

describe("a rule the capture applies but cannot witness is unwitnessed, with the reason", () => {
  test.each(UNWITNESSED)("$name: $rule", async ({ name, requests, rule, why }) => {
    const text = await recordHar(mockHandler("small"), requests());
    const { code, report } = await learn(temp.write(`${name.replace(/\W+/g, "-")}.har`, text));
    expect(code).toBe(0);
    const entry = rules(report).get(rule);
    expect(entry?.status).toBe("unwitnessed");
    expect(entry?.reason).toMatch(why);
  });
});

test("a baseline accepts a semantic finding by its fingerprint: exit 0, the rule witnessed by the answer that showed it", async () => {
  const { path } = await recorded(
    "baseline",
    onRequest("v2-cities", (query) => query.delete("stateId")),
  );
  const baseline = join(temp.dir, "learn-baseline.json");
  expect((await learn(path, "--write-baseline", baseline)).code).toBe(0);
  const { code, report } = await learn(path, "--baseline", baseline);
  expect(code).toBe(0);
  expect(report.findings.find((f) => f.ruleId === "v2.cities.filters")?.severity).toBe("accepted");
  expect(rules(report).get("v2.cities.filters")?.status).toBe("witnessed");
});

/** Each reporter shows the coverage the capture earned, in conform's form. */
const REPORTERS: readonly { reporter: string; shows: RegExp }[] = [
  {
    reporter: "console",
    shows: /^Coverage\n {2}v2 \/occurrences +✓order[^]*rules +✓\d+ ·\d+ of \d+/m,
  },
  { reporter: "html", shows: /<h2>Coverage<\/h2>[^]*v2\.paging\.sequence: [^]*witnessed/ },
  { reporter: "json", shows: /"coverage": \[/ },
  {
    reporter: "junit",
    shows: /<testsuite name="learn rules"[^]*<testcase name="v2\.paging\.sequence: [^"]*"/,
  },
];

describe("the reports show the coverage of the capture", () => {
  test.each(REPORTERS)("$reporter", async ({ reporter, shows }) => {
    const { path } = await recorded(`report ${reporter}`, (request, upstream) => upstream(request));
    let out = "";
    const sink = { write: (text: string) => (out += text) };
    await createLearnCommand({ stdout: sink, stderr: sink }).run([path, "--reporter", reporter]);
    expect(out).toMatch(shows);
  });
});

test("answers past the joint checks' budget are judged alone, and a note says how many", async () => {
  const ask = inProcessFetch(mockHandler("small"));
  const semantics = createPassiveSemantics({ maxKeptItems: 50 });
  for (let entry = 0; entry < 4; entry += 1) {
    const url = sessionUrl({ operation: "v2-occurrences", query: `take=20&page=${entry + 1}` });
    const body = (await (await ask(url)).json()) as unknown;
    const view = learnViewOf(
      body,
      { method: "GET", url, status: 200 },
      { file: "c.har", entry },
      entry,
    );
    if (view !== undefined) semantics.add(view);
  }
  expect(semantics.finish().notes).toEqual([
    "2 answer(s) past 50 items were judged alone, not joined with the others",
  ]);
});
