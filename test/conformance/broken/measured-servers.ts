import type { ConformanceReport } from "../../../src/conformance";
import { rewriting } from "./answers";
import { broken } from "./broken-server";
import { testWorldHandler } from "./mock-handlers";
import { runBroken } from "./run-case";
import { seedsOf, type SweepPart } from "./seed-sweep";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** How many of SEEDS each measured server meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 2;

/** v1 answers every occurrences request as if no estado_id[] had been sent. */
const V1_STATE_IGNORED = broken(
  "v1: estado_id[] ignored",
  ["v1.filter.occurrences"],
  rewriting({
    rewriteRequest(url) {
      if (url.pathname === "/api/v1/occurrences") url.searchParams.delete("estado_id[]");
    },
  }),
);

/** v1's city list lacks one city (the first). */
const V1_CITY_DROPPED = broken(
  "v1: GET /cities drops one city",
  ["cross.cities"],
  rewriting({
    rewriteAnswer(answer, url) {
      if (url.pathname !== "/api/v1/cities" || url.search !== "") return;
      if (Array.isArray(answer.body)) answer.body = answer.body.slice(1);
    },
  }),
);

const statusOf = (report: ConformanceReport, id: string) =>
  report.checks.find((check) => check.id === id)?.status;

/**
 * Two servers that break a v1 rule (a filter ignored, a city dropped), caught on every seed:
 * one jest test per server and seed (one whole run in process). `rotation` (the fast tier,
 * verdict.test.ts) gives each server two of seeds 1–8 in turn; `remainder` (test/servers/) the
 * other six: each meets all eight between `npm test` and `npm run test:servers`.
 */
export function sweepMeasured(part: SweepPart): void {
  const core = testWorldHandler();
  const rows = [V1_STATE_IGNORED, V1_CITY_DROPPED].flatMap((server, index) =>
    // Every seed whatever the sweep's depth: two servers, and the promise is every seed.
    seedsOf(part, index, SEEDS, ROTATION_SEEDS, "full").map(
      (seed) => [server.name, server.rules[0], seed, server] as const,
    ),
  );
  describe("a v1 filter ignored and a v1 city dropped are caught on every seed", () => {
    test.each(rows)("%s -> fails %s on seed %i", async (_name, expected, seed, server) => {
      const report = await runBroken(core, server.make(), { seed });
      expect({ seed, status: statusOf(report, expected) }).toEqual({ seed, status: "failed" });
    });
  });
}
