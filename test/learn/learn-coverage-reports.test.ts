import { useOwnMockSession } from "./use-own-mock-session";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import { createPassiveSemantics } from "../../src/learn/learn-semantics";
import { learnViewOf } from "../../src/learn/learn-view";
import { onRequest } from "../conformance/broken/answers";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";
import { honest, learnJson, ruleEntries } from "./learn-json";
import { recordHar, sessionUrl, type SessionRequest } from "./record-session";

const { temp, session, recorded } = useOwnMockSession("learn-coverage");

/**
 * Small captures: a rule applied to answers that cannot tell a broken server apart is unwitnessed,
 * with why.
 */
const UNWITNESSED: readonly {
  name: string;
  requests: () => SessionRequest[];
  rule: string;
  why: RegExp;
}[] = [
  {
    name: "an answer filtered by state, with no record of another state in the capture",
    requests: () => session().filter((r) => r.query.includes("idState=")),
    rule: "v2.filter.state",
    why: /no unfiltered answer|no record of another state/,
  },
  {
    name: "one page of each query",
    requests: () =>
      session().filter((r) => r.operation === "v2-occurrences" && !r.query.includes("page=")),
    rule: "v2.paging.sequence",
    why: /no answer with two pages of one query/,
  },
  {
    name: "no query asked twice",
    requests: () =>
      session().filter((r) => r.operation === "v2-occurrences" && !r.query.includes("idState=")),
    rule: "v2.paging.repeatable",
    why: /no query asked twice/,
  },
];

describe("a rule the capture applies but cannot witness is unwitnessed, with the reason", () => {
  test.each(UNWITNESSED)("$name: $rule", async ({ name, requests, rule, why }) => {
    const text = await recordHar(mockHandler("small"), requests());
    const { code, report } = await learnJson(temp.write(`${name.replace(/\W+/g, "-")}.har`, text));
    expect(code).toBe(0);
    const entry = ruleEntries(report).get(rule);
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
  expect((await learnJson(path, "--write-baseline", baseline)).code).toBe(0);
  const { code, report } = await learnJson(path, "--baseline", baseline);
  expect(code).toBe(0);
  expect(report.findings.find((f) => f.ruleId === "v2.cities.filters")?.severity).toBe("accepted");
  expect(ruleEntries(report).get("v2.cities.filters")?.status).toBe("witnessed");
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
    const { path } = await recorded(`report ${reporter}`, honest);
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
    const view = learnViewOf(body, { method: "GET", url, status: 200 }, { file: "c.har", entry });
    if (view !== undefined) semantics.add(view);
  }
  expect(semantics.finish().notes).toEqual([
    "2 answer(s) past 50 items were judged alone, not joined with the others",
  ]);
});
