import type { ConformanceReport } from "../../src/conformance";
import { onAnswer, setV1Rows, v1Rows } from "../conformance/broken/answers";
import { ORACLE_CROSS_SERVERS } from "../conformance/broken/oracle-cross";
import { ORACLE_HONEST_SERVERS as ORACLE_HONEST } from "../conformance/broken/oracle-honest";
import { AS_IS, honestCase } from "../conformance/broken/oracle-case";
import { findingsText, runVariant, SEEDS } from "../conformance/broken/run-case";
import type { ServerVariant } from "../conformance/broken/broken-server";

/** A catalogue server by a part of its name. */
function named(part: string): ServerVariant {
  const found = [...ORACLE_CROSS_SERVERS, ...ORACLE_HONEST].find((s) => s.name.includes(part));
  if (found === undefined) throw new Error(`no catalogue server named like ${part}`);
  return found;
}

/** The findings of one check in a report, as text. */
function findingsOf(report: ConformanceReport, id: string): string {
  return findingsText(report)
    .split("\n")
    .filter((line) => line.startsWith(`${id}:`))
    .join("\n");
}

/** The status of a check in a report. */
function statusOf(report: ConformanceReport, id: string): string | undefined {
  return report.checks.find((check) => check.id === id)?.status;
}

describe.each(SEEDS)(
  "seed %i: every state compared across versions, its cities and its count of occurrences",
  (seed) => {
    test("a v1 that lags v2 by a day fails cross.occurrence-count on a state's count", async () => {
      const report = await runVariant(named("v1 lags v2 by a day"), seed);
      expect(findingsOf(report, "cross.occurrence-count")).toMatch(
        /count the occurrences of a state differently/,
      );
    });

    test("a v1 leaving out one city's occurrences fails cross.occurrence-count on its state", async () => {
      const report = await runVariant(named("the city with the highest id"), seed);
      expect(findingsOf(report, "cross.occurrence-count")).toMatch(
        /count the occurrences of a state differently/,
      );
    });

    test("a v1 city list of one EstadoId answered empty fails cross.cities naming the EstadoId", async () => {
      const report = await runVariant(
        named("EstadoId of the last state answers an empty list"),
        seed,
      );
      expect(findingsOf(report, "cross.cities")).toMatch(/other cities for EstadoId=4 /);
    });

    test("a v1 city list of one EstadoId missing its last city fails cross.cities", async () => {
      const dropLast = honestCase("EstadoId=2 drops its last city", () =>
        onAnswer("v1-cities", (answer, request) => {
          const rows = v1Rows(answer);
          if (request.query.get("EstadoId") === "2" && rows !== undefined)
            setV1Rows(answer, rows.slice(0, -1));
        }),
      );
      const report = await runVariant(dropLast, seed);
      expect(findingsOf(report, "cross.cities")).toMatch(/other cities for EstadoId=2 /);
    });

    test.each([
      [
        "v1 state city lists in reverse order",
        honestCase("v1 EstadoId lists reversed", () =>
          onAnswer("v1-cities", (answer, request) => {
            if (request.query.has("EstadoId")) v1Rows(answer)?.reverse();
          }),
        ),
      ],
      ["v1 lists capped at 100 rows", named("v1 lists capped at 100 rows, every list alike")],
    ])("%s passes both (a cap counts nothing it cuts)", async (_name, server) => {
      const report = await runVariant(server, seed);
      expect(findingsOf(report, "cross.occurrence-count")).toBe("");
      expect(findingsOf(report, "cross.cities")).toBe("");
      expect(statusOf(report, "cross.cities")).not.toBe("failed");
    });

    test("the own mock passes both, witnessed by its states' lists and counts", async () => {
      const report = await runVariant(honestCase("the own mock", AS_IS), seed);
      expect(findingsOf(report, "cross.occurrence-count")).toBe("");
      expect(statusOf(report, "cross.occurrence-count")).toBe("witnessed");
      expect(statusOf(report, "cross.cities")).toBe("witnessed");
    });
  },
);
