import { Readable } from "node:stream";
import type { Violation } from "../../src/schemas";
import {
  countsOf,
  KEPT_IN_FULL,
  KEPT_PER_KIND,
  MAX_KEPT_RESULTS,
  MAX_KEPT_VIOLATIONS,
  readInputs,
  renderReport,
  RunTally,
  validateInputs,
  type BodyResult,
} from "../../src/validation";

const valid = (line: number, file = "big.ndjson"): BodyResult => ({
  source: { file, line },
  status: "valid",
  schema: "v2/occurrences-response",
  violations: [],
});

function typeViolation(index: number, field = "latitude"): Violation {
  return {
    path: `/data/${index}/${field}`,
    rule: "type",
    message: `must be of type string, got number ${index}`,
    schemaPath: `#/properties/${field}/type`,
    value: index,
  };
}

const invalid = (line: number, violations: Violation[], file = "big.ndjson"): BodyResult => ({
  source: { file, line },
  status: "invalid",
  schema: "v2/occurrences-response",
  violations,
});

function tally(results: Iterable<BodyResult>): ReturnType<RunTally["run"]> {
  const counting = new RunTally();
  for (const result of results) counting.add(result);
  return counting.run();
}

function* valids(count: number): Generator<BodyResult> {
  for (let line = 1; line <= count; line++) yield valid(line);
}

describe("RunTally: results counted as they come, kept within bounds", () => {
  test("a run of up to KEPT_IN_FULL results is kept whole, nothing left out", () => {
    const run = tally(valids(KEPT_IN_FULL));
    expect(run.results).toHaveLength(KEPT_IN_FULL);
    expect(countsOf(run).omittedResults).toBe(0);
    expect(countsOf(run).omitted).toEqual([]);
  });

  test("past KEPT_IN_FULL alike results are counted, not kept: KEPT_PER_KIND more, the rest in one group", () => {
    const run = tally(valids(50_000));
    const counts = countsOf(run);
    expect(run.results).toHaveLength(KEPT_IN_FULL + KEPT_PER_KIND);
    expect(counts.summary.valid).toBe(50_000);
    expect(counts.summary.bodies).toBe(50_000);
    expect(counts.omittedResults).toBe(50_000 - KEPT_IN_FULL - KEPT_PER_KIND);
    expect(counts.omitted).toEqual([
      expect.objectContaining({
        file: "big.ndjson",
        status: "valid",
        schema: "v2/occurrences-response",
        count: 50_000 - KEPT_IN_FULL - KEPT_PER_KIND,
      }),
    ]);
    // Input order is kept: the first ones, then the first of the next part.
    expect(run.results.at(-1)?.source.line).toBe(KEPT_IN_FULL + KEPT_PER_KIND);
  });

  test("never more than MAX_KEPT_RESULTS kept, however many kinds come", () => {
    const results = function* (): Generator<BodyResult> {
      for (let i = 0; i < MAX_KEPT_RESULTS * 2; i++) {
        yield invalid(i + 1, [typeViolation(0, `field${i}`)]);
      }
    };
    const run = tally(results());
    expect(run.results).toHaveLength(MAX_KEPT_RESULTS);
    expect(countsOf(run).summary.invalid).toBe(MAX_KEPT_RESULTS * 2);
    expect(countsOf(run).omittedResults).toBe(MAX_KEPT_RESULTS);
  });

  test("the kept results hold at most MAX_KEPT_VIOLATIONS violations together", () => {
    const many = Array.from({ length: 1000 }, (_, i) => typeViolation(i));
    const count = (MAX_KEPT_VIOLATIONS / 1000) * 3;
    const run = tally(Array.from({ length: count }, (_, i) => invalid(i + 1, many)));
    const kept = run.results.reduce((n, result) => n + result.violations.length, 0);
    expect(kept).toBeLessThanOrEqual(MAX_KEPT_VIOLATIONS);
    expect(countsOf(run).summary.invalid).toBe(count);
    expect(countsOf(run).violations[0]).toMatchObject({ count: count * 1000, bodies: count });
  });

  test("a new kind of finding past the part kept whole is still kept", () => {
    const results = [...valids(KEPT_IN_FULL * 2), invalid(1, [typeViolation(3)], "late.json")];
    const run = tally(results);
    expect(run.results.at(-1)?.source.file).toBe("late.json");
  });

  test("violation groups count every violation and body of the run, kept or not", () => {
    const count = KEPT_IN_FULL * 3;
    const run = tally(Array.from({ length: count }, (_, i) => invalid(i + 1, [typeViolation(i)])));
    const console = renderReport("console", run);
    expect(console).toContain(
      `v2/occurrences-response /data/*/latitude [type]: ${count} violations in ${count} bodies`,
    );
    expect(console).toContain(`… and ${count - 3} more`);
  });
});

describe("reports of a run too large to keep whole say how many were left out", () => {
  const total = KEPT_IN_FULL + KEPT_PER_KIND + 250;
  const run = tally(valids(total));

  test("json: the results kept, and omitted with the count and its line", () => {
    const json = JSON.parse(renderReport("json", run)) as {
      summary: { valid: number };
      results: unknown[];
      omitted: { results: number; groups: Array<{ count: number; line: string }> };
    };
    expect(json.summary.valid).toBe(total);
    expect(json.results).toHaveLength(KEPT_IN_FULL + KEPT_PER_KIND);
    expect(json.omitted.results).toBe(250);
    expect(json.omitted.groups[0]?.line).toBe(
      "big.ndjson: and 250 more valid results like this (v2/occurrences-response), counted, not listed",
    );
  });

  test("junit: counts of every result, the rest said in system-out", () => {
    const xml = renderReport("junit", run);
    expect(xml).toContain(`tests="${total}"`);
    expect(xml.match(/<testcase /g)).toHaveLength(KEPT_IN_FULL + KEPT_PER_KIND);
    expect(xml).toContain("<system-out>big.ndjson: and 250 more valid results like this");
  });

  test("html: the counts of every result and a note of the rest", () => {
    const html = renderReport("html", run);
    expect(html).toContain(`<th>valid</th><td>${total}</td>`);
    expect(html).toContain("<li>big.ndjson: and 250 more valid results like this");
  });

  test("console: no claim that the JSON report lists every one of a kind it left out", () => {
    const skipped = (line: number): BodyResult => ({
      source: { file: "big.har", entry: line },
      status: "skipped",
      reason: "HAR entry without request or response status",
      violations: [],
    });
    const many = tally(Array.from({ length: KEPT_IN_FULL * 2 }, (_, i) => skipped(i)));
    const text = renderReport("console", many);
    expect(text).toContain(`not validated: ${KEPT_IN_FULL * 2}`);
    expect(text).toContain(`  … and ${KEPT_IN_FULL * 2 - 20} more\n`);
    expect(text).not.toContain("json lists all");
    const few = renderReport("console", tally(Array.from({ length: 30 }, (_, i) => skipped(i))));
    expect(few).toContain("  … and 10 more (--reporter json lists all)");
  });
});

test("validateInputs over a stream of more bodies than it keeps: every one counted", async () => {
  const count = KEPT_IN_FULL + 5000;
  const stdin = Readable.from([Buffer.from("{}\n".repeat(count))]);
  const run = await validateInputs(readInputs(["-"], { stdin }));
  const counts = countsOf(run);
  expect(counts.summary.undetermined).toBe(count);
  expect(run.results.length).toBeLessThan(count);
  expect(run.results.length + counts.omittedResults).toBe(count);
});
