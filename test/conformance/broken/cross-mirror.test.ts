import type { ConformanceReport } from "../../../src/conformance";
import { onAnswer, setV1Rows, v1Rows } from "./answers";
import { AS_IS, honestCase } from "./oracle-case";
import { findingsText, runVariant, SEEDS } from "./run-case";

/** One seed of 1–8, rotating by the day, so the file stays cheap and every seed gets its turn. */
const SEED = SEEDS[(new Date().getUTCDate() + 3) % SEEDS.length] ?? 1;

/** The cross.records findings of a report that name the mirror's window. */
function mirrorFindings(report: ConformanceReport): string {
  return findingsText(report)
    .split("\n")
    .filter((line) => line.startsWith("cross.records:") && line.includes("the mirror's window"))
    .join("\n");
}

describe("the mirror's v1 rows and v2 records of one window, record by record", () => {
  test("a v1 state-and-dates list losing every tenth row fails cross.records on the mirror", async () => {
    const losing = honestCase("v1 state-and-dates lists lose rows", () =>
      onAnswer("v1-occurrences", (answer, request) => {
        const rows = v1Rows(answer);
        if (
          rows !== undefined &&
          request.query.has("estado_id[]") &&
          request.query.has("data_ocorrencia[gt]")
        )
          setV1Rows(
            answer,
            rows.filter((row) => Number(row.id_ocorrencia) % 10 !== 3),
          );
      }),
    );
    const report = await runVariant(losing, SEED);
    expect(mirrorFindings(report)).toMatch(/v2 records of the mirror's window .* have no v1 row/);
  });

  test("a v1 state-and-dates list with a row of another place fails cross.records on the mirror", async () => {
    const moved = honestCase("v1 state-and-dates lists move a row", () =>
      onAnswer("v1-occurrences", (answer, request) => {
        const rows = v1Rows(answer);
        const row = rows?.[Math.floor(rows.length / 2)];
        if (
          row !== undefined &&
          request.query.has("estado_id[]") &&
          request.query.has("data_ocorrencia[gt]")
        )
          row.latitude_ocorrencia = Number(row.latitude_ocorrencia) + 0.5;
      }),
    );
    const report = await runVariant(moved, SEED);
    expect(mirrorFindings(report)).toMatch(/v1 rows of the mirror's window .* have no v2 record/);
  });

  test("the own mock passes it, witnessed", async () => {
    const report = await runVariant(honestCase("the own mock", AS_IS), SEED);
    expect(mirrorFindings(report)).toBe("");
    expect(report.checks.find((check) => check.id === "cross.records")?.status).toBe("witnessed");
  });
});
