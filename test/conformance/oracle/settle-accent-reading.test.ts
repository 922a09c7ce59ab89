import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { settleAccentReading } from "../../../src/conformance/oracle/settle-accent-reading";
import { foldCase } from "../../../src/conformance/text";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { brokenFetch, type Breakage } from "../broken/break-handler";
import { v2Cities, withQuery } from "../broken/answers";
import { probeContextOver } from "../helpers/probe-context-over";
import { reportOf } from "../helpers/report-of";
import { busiestWindow, readMockMirror } from "./mock-mirror";

const WORLD = buildWorld({ seed: 5, occurrences: 400, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const HANDLER = createRequestHandler({ world: WORLD });
const honest: Breakage = (request, upstream) => upstream(request);

/** cityName folding case but keeping accents: a name without its accents finds nothing. */
const accentsKept: Breakage = async (request, upstream) => {
  const name = request.query.get("cityName");
  const answer = await upstream(request);
  const cities = v2Cities(answer);
  if (name === null || cities === undefined) return answer;
  const all = v2Cities(await upstream(withQuery(request, (q) => q.delete("cityName")))) ?? [];
  const kept = all.filter((city) => foldCase(city.name).includes(foldCase(name)));
  cities.splice(0, cities.length, ...kept);
  return answer;
};

const GUESSED: ServerChoices = {
  cityName: { match: "partial", caseFolded: true, accentsFolded: true, accentsGuessed: true },
};

async function settledAgainst(breakage: Breakage, choices: ServerChoices = GUESSED) {
  const fetch = brokenFetch(HANDLER, breakage);
  const mirror = await readMockMirror(fetch, WINDOW, { desc: false });
  const { ctx, ledger } = probeContextOver(fetch, { maxRequests: 10, concurrency: 1 });
  const settled = await settleAccentReading(ctx, mirror, choices);
  const observations = reportOf(ledger)
    .observations.filter((o) => o.topic === "choices")
    .map((o) => o.text);
  return { cityName: settled.cityName, requests: ctx.client.sent, observations };
}

describe("whether cityName folds accents, read from the mirror when the settled name had none", () => {
  test("the mock folds them: one request, the guess confirmed and no longer a guess", async () => {
    const settled = await settledAgainst(honest);
    expect(settled.cityName).toEqual({ match: "partial", caseFolded: true, accentsFolded: true });
    expect(settled.requests).toBe(1);
    expect(settled.observations).toEqual([
      expect.stringMatching(/^choice: cityName accents: folded/),
    ]);
  });

  test("a server keeping accents (case folded): read as kept", async () => {
    const settled = await settledAgainst(accentsKept);
    expect(settled.cityName?.accentsFolded).toBe(false);
    expect(settled.observations).toEqual([
      expect.stringMatching(/^choice: cityName accents: kept/),
    ]);
  });

  test("a reading settled on an accented name is left alone: no request", async () => {
    const seen: ServerChoices = {
      cityName: { match: "exact", caseFolded: false, accentsFolded: false },
    };
    const settled = await settledAgainst(honest, seen);
    expect(settled.cityName).toEqual(seen.cityName);
    expect(settled.requests).toBe(0);
  });
});
