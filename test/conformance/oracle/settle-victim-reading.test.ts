import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { readMirrorOccurrence } from "../../../src/conformance/oracle/read-mirror-occurrence";
import { settleVictimReading } from "../../../src/conformance/oracle/settle-victim-reading";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { brokenFetch, type Breakage } from "../broken/break-handler";
import { probeContextOver } from "../helpers/probe-context-over";
import { reportOf } from "../helpers/report-of";
import { animalsCount } from "./animals-count";
import { busiestWindow, mockChoices, readMockMirror } from "./mock-mirror";

const WORLD = buildWorld({ seed: 5, occurrences: 1200, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const HANDLER = createRequestHandler({ world: WORLD });
const honest: Breakage = (request, upstream) => upstream(request);

/** The reading settled against a server (the mock behind a breakage) whose probes left it open. */
async function settledAgainst(
  breakage: Breakage,
  change: (mirror: Mirror) => Mirror = (mirror) => mirror,
): Promise<{
  reading: string | undefined;
  requests: number;
  observations: string[];
  failed: string[];
}> {
  const fetch = brokenFetch(HANDLER, breakage);
  const mirror = change(await readMockMirror(fetch, WINDOW, { desc: false }));
  const { ctx, ledger } = probeContextOver(fetch, { maxRequests: 10, concurrency: 1 });
  const open = { ...mockChoices(), victimReading: undefined };
  const choices = await settleVictimReading(ctx, mirror, open);
  const report = reportOf(ledger);
  const observations = report.observations.filter((o) => o.topic === "choices").map((o) => o.text);
  const failed = report.checks.filter((check) => check.status === "failed").map((c) => c.id);
  return { reading: choices.victimReading, requests: ctx.client.sent, observations, failed };
}

/** Whether a mirror record has animal victims and no human one. */
function animalOnly(record: Mirror["v2Occurrences"][number]): boolean {
  const read = readMirrorOccurrence(record);
  return !("unread" in read) && read.animalVictim && !read.humanVictim;
}

describe("what withVictim counts, read from the mirror when the probes left it open", () => {
  test("the window holds occurrences with animal victims only (else the next tests prove nothing)", async () => {
    const mirror = await readMockMirror(brokenFetch(HANDLER, honest), WINDOW, { desc: false });
    expect(mirror.v2Occurrences.filter(animalOnly).length).toBeGreaterThan(0);
  });

  test.each([
    ["the mock (human victims only)", honest, "human", "human victims only"],
    ["a server counting animal victims too", animalsCount, "any", "human or animal victims"],
  ])("%s: one request settles it", async (_name, breakage, reading, text) => {
    const settled = await settledAgainst(breakage);
    expect(settled).toEqual({
      reading,
      requests: 1,
      observations: [`choice: typeOccurrence=withVictim: ${text}`],
      failed: [],
    });
  });

  test("a window without animal-only victims: both readings answer alike, no request", async () => {
    const settled = await settledAgainst(animalsCount, (mirror) => ({
      ...mirror,
      v2Occurrences: mirror.v2Occurrences.filter((record) => !animalOnly(record)),
    }));
    expect(settled.reading).toBe("human");
    expect(settled.requests).toBe(0);
    expect(settled.observations).toEqual([expect.stringMatching(/not told apart/)]);
  });

  test("a server whose withVictim answer matches neither reading leaves it open and fails the filter", async () => {
    const ignored: Breakage = (request, upstream) => {
      request.query.delete("typeOccurrence");
      return upstream(request);
    };
    const settled = await settledAgainst(ignored);
    expect(settled.reading).toBeUndefined();
    expect(settled.observations).toEqual([expect.stringMatching(/not settled/)]);
    expect(settled.failed).toEqual(["v2.filter.type-occurrence"]);
  });
});
