import { runConformance, type ConformanceReport } from "../../../src/conformance";
import { coreApp } from "../../server/helpers/core-app";
import { seedsOf, type SweepPart } from "../broken/seed-sweep";
import { brokenFetch } from "./broken-fetch";
import { CORE_BASE_URL, coreFetch } from "./core-fetch";
import type { Breakage } from "./start-broken-server";
import { testWorld } from "./start-mock";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** How many of SEEDS each measured server meets in the fast tier (the rest in test:e2e). */
const ROTATION_SEEDS = 2;

/** v1 answers every occurrences request as if no estado_id[] had been sent. */
const V1_STATE_IGNORED: Breakage = {
  name: "v1: estado_id[] ignored",
  expected: "v1.filter.occurrences",
  rewriteRequest(url) {
    if (url.pathname === "/api/v1/occurrences") url.searchParams.delete("estado_id[]");
  },
};

/** v1's city list lacks one city (the first). */
const V1_CITY_DROPPED: Breakage = {
  name: "v1: GET /cities drops one city",
  expected: "cross.cities",
  rewriteAnswer(answer, url) {
    if (url.pathname !== "/api/v1/cities" || url.search !== "") return;
    if (Array.isArray(answer.body)) answer.body = answer.body.slice(1);
  },
};

const statusOf = (report: ConformanceReport, id: string) =>
  report.checks.find((check) => check.id === id)?.status;

/**
 * The servers the issue measured, caught on every seed: one jest test per server and seed (one
 * whole run in process). `rotation` (the fast tier, verdict.test.ts) gives each server two of
 * seeds 1–8 in turn; `remainder` (test/e2e/) the other six: test:all runs each on all eight.
 */
export function sweepMeasured(part: SweepPart): void {
  const mock = coreFetch(coreApp({ world: testWorld() }));
  const rows = [V1_STATE_IGNORED, V1_CITY_DROPPED].flatMap((b, index) =>
    seedsOf(part, index, SEEDS, ROTATION_SEEDS).map(
      (seed) => [b.name, b.expected, seed, b] as const,
    ),
  );
  describe("servers the issue measured are caught on every seed", () => {
    test.each(rows)("%s -> fails %s on seed %i", async (_name, expected, seed, breakage) => {
      const fetch = brokenFetch(mock, breakage);
      const report = await runConformance({ baseUrl: CORE_BASE_URL, seed, fetch });
      expect({ seed, status: statusOf(report, expected) }).toEqual({ seed, status: "failed" });
    });
  });
}
