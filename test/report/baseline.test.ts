import {
  BaselineJudge,
  baselineNotes,
  readBaseline,
  staleBaselineLines,
  toBaselineFile,
  withFingerprint,
  type Finding,
} from "../../src/report";

function finding(pointer: string, keyword: string, departure?: string): Finding {
  return withFingerprint({
    ruleId: "v2.schema",
    spec: "api-v2 2",
    severity: "error",
    where: { endpoint: "GET /api/v2/occurrences", pointer },
    keyword,
    ...(departure === undefined ? {} : { departure }),
    message: `GET /api/v2/occurrences?page=${pointer.length}: 3 schema violation(s)`,
    expected: "e",
    seen: "s",
  });
}

describe("toBaselineFile", () => {
  test("version 2, one entry per fingerprint, sorted, with the readable parts", () => {
    const file = toBaselineFile("conform", [
      finding("/data/4/transports/0/transport", "type", "departures/transport-object"),
      finding("/data/0/address", "required"),
      finding("/data/9/address", "required"),
    ]);
    expect(file.version).toBe(2);
    expect(file.command).toBe("conform");
    expect(file.accepted).toEqual([
      {
        fingerprint: "v2.schema GET /api/v2/occurrences /data/*/address [required]",
        ruleId: "v2.schema",
        endpoint: "GET /api/v2/occurrences",
        pointer: "/data/*/address",
        keyword: "required",
      },
      {
        fingerprint:
          "v2.schema GET /api/v2/occurrences /data/*/transports/*/transport [type] departures/transport-object",
        ruleId: "v2.schema",
        endpoint: "GET /api/v2/occurrences",
        pointer: "/data/*/transports/*/transport",
        keyword: "type",
        departure: "departures/transport-object",
      },
    ]);
  });
});

describe("readBaseline", () => {
  const written = toBaselineFile("validate", [finding("/data/0/address", "required")]);

  test("a file written by toBaselineFile reads back as its fingerprints", () => {
    const read = readBaseline(JSON.parse(JSON.stringify(written)), "validate");
    expect(read).toEqual({
      ok: true,
      accepted: new Set(["v2.schema GET /api/v2/occurrences /data/*/address [required]"]),
    });
  });

  test.each<[string, unknown, RegExp]>([
    [
      "version 1",
      { version: 1, command: "validate", accepted: [] },
      /version-1 .*--write-baseline/,
    ],
    ["not an object", [1, 2], /not a baseline file/],
    ["version 3", { version: 3, command: "validate", accepted: [] }, /not a baseline file/],
    [
      "another command",
      { ...written, command: "conform" },
      /a baseline of "conform", not of validate/,
    ],
    ["keys, not entries", { ...written, accepted: ["a key"] }, /"accepted" must be a list/],
    ["no accepted list", { version: 2, command: "validate" }, /"accepted" must be a list/],
  ])("%s is a problem, as a value", (_what, data, problem) => {
    const read = readBaseline(data, "validate");
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(problem);
  });
});

describe("BaselineJudge: one meaning of a baseline for every command", () => {
  const address = finding("/data/0/address", "required");
  const other = finding("/data/0/latitude", "type");
  const warning = { ...finding("/data/1/address", "required"), severity: "warning" as const };

  test("an error it names becomes accepted and counted; others, and warnings, are left as they are", () => {
    const judge = new BaselineJudge(new Set([address.fingerprint, "v2.schema gone"]), "b.json");
    expect(judge.judge(address).severity).toBe("accepted");
    expect(judge.judge(other)).toBe(other);
    expect(judge.judge(warning)).toBe(warning);
    expect(judge.outcome()).toEqual({ file: "b.json", accepted: 1, stale: ["v2.schema gone"] });
  });

  test("an entry that matched only a warning accepted nothing: it is stale", () => {
    const judge = new BaselineJudge(new Set([warning.fingerprint]));
    judge.judge(warning);
    expect(judge.outcome().stale).toEqual([warning.fingerprint]);
  });

  test("the notes every report carries, and the stale list as lines", () => {
    expect(baselineNotes({ file: "b.json", accepted: 2, stale: ["x", "y"] })).toEqual([
      "2 finding(s) accepted by the baseline b.json",
      "2 stale baseline entries in b.json",
    ]);
    expect(baselineNotes({ accepted: 0, stale: [] })).toEqual([]);
    expect(staleBaselineLines(["x"])).toEqual([
      "stale baseline entries (they accepted no finding of this run; remove them):",
      "  x",
    ]);
  });
});
