import {
  formatSummary,
  countsOf,
  readInputs,
  validateInputs,
  validateItem,
  type BodyResult,
} from "../../src/validation";
import { sampleCitiesResponse } from "../fixtures/validation/sample-bodies";
import { fixture } from "./temp-dir";
import { createTempDir } from "./temp-dir";

async function run(paths: string[], schema?: "v2/cities-response"): Promise<BodyResult[]> {
  return [...(await validateInputs(readInputs(paths), { schema })).results];
}

describe("validateItem: choosing the schema", () => {
  it("a bare body -> its shape's schema", () => {
    const result = validateItem({
      kind: "body",
      source: { file: "a.json" },
      body: sampleCitiesResponse(),
    });
    expect(result).toMatchObject({ status: "valid", schema: "v2/cities-response" });
    expect(result.reason).toMatch(/^shape:/);
  });

  it("a bare body of unknown shape -> undetermined, not guessed", () => {
    const result = validateItem({ kind: "body", source: { file: "a.json" }, body: [] });
    expect(result).toMatchObject({ status: "undetermined", violations: [] });
    expect(result.schema).toBeUndefined();
  });

  it("a recorded answer on an endpoint without a schema -> not validated (noted), not undetermined", () => {
    const exchange = { method: "GET", url: "http://x/api/v2/favicon.ico", status: 200 };
    const result = validateItem({ kind: "body", source: { file: "r" }, body: {}, exchange });
    expect(result).toMatchObject({
      status: "skipped",
      reason: expect.stringMatching(/unknown endpoint/),
    });
  });

  it("the URL wins over the shape: a cities body answered on /api/v2/states is checked as states", () => {
    const exchange = { method: "GET", url: "http://x/api/v2/states", status: 200 };
    const result = validateItem({
      kind: "body",
      source: { file: "r" },
      body: sampleCitiesResponse(),
      exchange,
    });
    expect(result.schema).toBe("v2/states-response");
  });

  it("--schema wins over both", () => {
    const exchange = { method: "GET", url: "http://x/api/v2/states", status: 200 };
    const item = { kind: "body" as const, source: { file: "r" }, body: [], exchange };
    expect(validateItem(item, { schema: "v1/cities-response" })).toMatchObject({
      status: "valid",
      schema: "v1/cities-response",
      reason: "--schema",
    });
  });
});

describe("validateInputs over fixture files", () => {
  it("capture.har: v2 valid, a non-UUID city id, v1 field[] rows valid, a 400 error body valid, css noted, broken JSON", async () => {
    const results = await run([fixture("capture.har")]);
    expect(results.map((r) => [r.source.entry, r.status, r.schema])).toEqual([
      [0, "valid", "v2/occurrences-response"],
      [1, "invalid", "v2/cities-response"],
      [2, "valid", "v1/occurrences-response"],
      [3, "valid", "v2/error-response"],
      [4, "skipped", undefined],
      [5, "malformed", undefined],
    ]);
    expect(results[1]?.violations.map((v) => [v.rule, v.path])).toEqual([["format", "/data/1/id"]]);
    expect(results[2]?.columns).toEqual(["id_ocorrencia", "nome_cidade"]);
  });

  it("recording.ndjson: the latitude given as a number is found", async () => {
    const results = await run([fixture("recording.ndjson")]);
    const invalid = results.filter((r) => r.status === "invalid");
    expect(invalid.map((r) => [r.source.line, r.violations.map((v) => [v.rule, v.path])])).toEqual([
      [2, [["type", "/data/1/latitude"]]],
    ]);
  });

  it("the summary counts files, bodies, valid and invalid (malformed and undetermined are invalid)", async () => {
    const results = await run([
      fixture("bodies.ndjson"),
      fixture("capture.har"),
      fixture("v1-cities.json"),
    ]);
    const summary = countsOf({ results }).summary;
    expect(summary).toMatchObject({
      files: 3,
      bodies: 10,
      valid: 6,
      invalid: 4,
      malformed: 2,
      skipped: 1,
    });
    expect(formatSummary(summary)).toBe(
      "3 files, 10 bodies, 6 valid, 4 invalid (2 malformed, 1 not validated)",
    );
  });

  it("--schema applied to every body of a file", async () => {
    const results = await run([fixture("v2-occurrences.json")], "v2/cities-response");
    expect(results).toMatchObject([{ status: "invalid", schema: "v2/cities-response" }]);
  });
});

// A HAR log with no entries (a proxy recording stopped before any request) yielded
// nothing at all, so `validate` printed "0 files, 0 bodies" as if the file had not been read.
// It now counts as a file read, with nothing in it to validate.
const temp = createTempDir("har-without-entries");
afterAll(() => temp.remove());

describe("a HAR log without entries counts as a file read, with nothing to validate", () => {
  test("one skipped item naming the empty log; the file counts as read", async () => {
    const path = temp.write(
      "empty.har",
      '{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[]}}',
    );
    const run = await validateInputs(readInputs([path]));
    expect(run.results.map((r) => [r.status, r.reason])).toEqual([
      ["skipped", "HAR log without entries"],
    ]);
    expect(formatSummary(countsOf({ results: run.results }).summary)).toBe(
      "1 file, 0 bodies, 0 valid, 0 invalid (1 not validated, 1 file with nothing validated)",
    );
  });
});
