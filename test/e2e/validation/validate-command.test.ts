import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runMain } from "../../cli/helpers/run-main";
import { UsageError } from "../../../src/cli/usage-error";
import { SCHEMA_NAMES } from "../../../src/schemas";
import { sampleOccurrencesResponse } from "../../fixtures/validation/sample-bodies";
import { runValidate as validate } from "../../validation/run-validate";
import { createTempDir, fixture } from "../../validation/temp-dir";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createConformCommand } from "../../../src/cli/conform-command";
import { main } from "../../../src/cli/main";

const ROOT = join(__dirname, "..", "..", "..");
const temp = createTempDir("validate-command");
afterAll(() => temp.remove());

const occurrences = sampleOccurrencesResponse(1);
const broken = { ...occurrences, pageMeta: { ...occurrences.pageMeta, page: "1" } };

describe("validate: exit codes", () => {
  it("every body valid -> 0, summary line last", async () => {
    const { code, out } = await validate([
      fixture("v2-occurrences.json"),
      fixture("v1-cities.json"),
    ]);
    expect(code).toBe(0);
    expect(out.trimEnd().split("\n").at(-1)).toBe("2 files, 2 bodies, 2 valid, 0 invalid");
  });

  it("a body invalid -> 1, the violation named with file, pointer, rule and value", async () => {
    const path = temp.write("broken.json", JSON.stringify(broken));
    const { code, out } = await validate([path]);
    expect(code).toBe(1);
    expect(out).toContain(`${path} /pageMeta/page [type]: must be an integer, got string "1"`);
  });

  it("a malformed file among good ones -> 1, line and column reported, the others still read", async () => {
    const bad = temp.write("bad.json", '{\n  "msg": "x",\n  "data": [1,}\n');
    const { code, out } = await validate([bad, fixture("v2-occurrences.json")]);
    expect(code).toBe(1);
    expect(out).toContain(`${bad}:3:14: malformed JSON: Unexpected token '}'`);
    expect(out).toContain("2 files, 2 bodies, 1 valid, 1 invalid (1 malformed)");
  });

  it("a body of unknown shape -> 1, reported as undetermined", async () => {
    const path = temp.write("odd.json", '{"hello": "world"}');
    const { code, out } = await validate([path]);
    expect(code).toBe(1);
    expect(out).toContain("schema undetermined (pass --schema NAME): 1");
    expect(out).toContain(`${path}: schema cannot be told from the body`);
  });

  it("--schema NAME checks against that schema", async () => {
    const path = temp.write("odd2.json", '{"hello": "world"}');
    const { code, out } = await validate([path, "--schema", "v1/auth-token-response"]);
    expect(code).toBe(1);
    expect(out).toContain(`${path} /access_token [required]`);
  });

  it("a recording made by the proxy -> its violation found, exit 1", async () => {
    const { code, out } = await validate([fixture("recording.ndjson")]);
    expect(code).toBe(1);
    expect(out).toContain(
      "recording.ndjson:2 (GET /api/v2/occurrences?page=1 200) /data/1/latitude [type]",
    );
  });
});

describe("validate: bad usage -> exit 2 with one line", () => {
  it("an unreadable path -> 2, one line naming it", async () => {
    const missing = join(temp.dir, "missing.json");
    const { code, errors } = await runMain(["validate", missing]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      `occurrence-contract validate: cannot read ${missing}: no such file or folder`,
    ]);
  });

  it("--schema unknown -> 2, one line", async () => {
    const { code, errors } = await runMain([
      "validate",
      "--schema",
      "v3/nope",
      fixture("v1-cities.json"),
    ]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      'occurrence-contract validate: unknown schema "v3/nope" (validate --list-schemas prints the names)',
    ]);
  });

  it.each([
    ["no PATH", [], /at least one PATH/],
    ["- twice", ["-", "-"], /only once/],
    [
      "several reporters without --out",
      ["x.json", "--reporter", "json", "--reporter", "junit"],
      /need --out/,
    ],
    [
      "an unknown reporter",
      ["x.json", "--reporter", "pdf"],
      /--reporter must be one of console, json, junit, html/,
    ],
  ] as [string, string[], RegExp][])("%s -> UsageError", async (_name, argv, message) => {
    await expect(validate(argv)).rejects.toThrow(UsageError);
    await expect(validate(argv)).rejects.toThrow(message);
  });
});

describe("validate: listing and reports", () => {
  it("--list-schemas prints every schema name, one a line, exit 0", async () => {
    const { code, out } = await validate(["--list-schemas"]);
    expect(code).toBe(0);
    expect(out.trimEnd().split("\n")).toEqual([...SCHEMA_NAMES]);
  });

  it("--reporter json --out FILE writes the JSON report there, the summary to stdout", async () => {
    const out = join(temp.dir, "reports", "one.json");
    const result = await validate([fixture("capture.har"), "--reporter", "json", "--out", out]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("1 file, 5 bodies, 3 valid, 2 invalid");
    const report = JSON.parse(readFileSync(out, "utf8")) as { summary: { bodies: number } };
    expect(report.summary.bodies).toBe(5);
  });

  it("several reporters with --out DIR write one file each", async () => {
    const dir = join(temp.dir, "all");
    const argv = [fixture("capture.har"), "--out", dir];
    const reporters = ["console", "json", "junit", "html"].flatMap((name) => ["--reporter", name]);
    await validate([...argv, ...reporters]);
    expect(readFileSync(join(dir, "validation-report.txt"), "utf8")).toContain("1 file, 5 bodies");
    expect(existsSync(join(dir, "validation-report.json"))).toBe(true);
    expect(readFileSync(join(dir, "validation-report.junit.xml"), "utf8")).toMatch(/^<\?xml/);
    expect(readFileSync(join(dir, "validation-report.html"), "utf8")).toMatch(/^<!DOCTYPE html>/);
  });

  it("--reporter junit to stdout -> one testcase per body", async () => {
    const { out } = await validate([fixture("bodies.ndjson"), "--reporter", "junit"]);
    expect(out.match(/<testcase /g)).toHaveLength(4);
  });
});

describe("validate - (standard input), through the bin", () => {
  // Each spawn may compile the sources with ts-node: kept to two.
  function bin(input: string, ...args: string[]): { status: number | null; stdout: string } {
    const result = spawnSync(
      process.execPath,
      [join(ROOT, "bin", "occurrence-contract.js"), "validate", "-", ...args],
      { cwd: ROOT, input, encoding: "utf8", timeout: 60_000 },
    );
    return { status: result.status, stdout: result.stdout };
  }

  it("a valid body piped in -> exit 0", () => {
    const result = bin(JSON.stringify(occurrences, null, 2));
    expect(result.stdout).toContain("1 file, 1 body, 1 valid, 0 invalid");
    expect(result.status).toBe(0);
  }, 60_000);

  it("NDJSON piped in with a broken line and a malformed one -> exit 1, <stdin>:line named", () => {
    const input = `${JSON.stringify(occurrences)}\n${JSON.stringify(broken)}\n{"msg": }\n`;
    const result = bin(input);
    expect(result.stdout).toContain("<stdin>:2 /pageMeta/page [type]");
    expect(result.stdout).toContain("<stdin>:3:9: malformed JSON: Unexpected token '}'");
    expect(result.stdout).toContain("1 file, 3 bodies, 1 valid, 2 invalid (1 malformed)");
    expect(result.status).toBe(1);
  }, 60_000);
});

// `validate` and `conform` once, with an --out they cannot write (a folder where a file is
// meant, a file where a folder is meant) ended in "unexpected error" and exit 1, which for
// conform reads as "a check failed". A path that cannot be written is bad usage: one line, exit 2.
const outTemp = createTempDir("out-not-writable");
const body = outTemp.write("body.json", '{"msg": "x"}');
const aFile = outTemp.write("taken.txt", "not a folder");

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("[]");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  outTemp.remove();
});

async function runMainCaught(argv: string[]): Promise<{ code: number; errors: string[] }> {
  const errors: string[] = [];
  const error = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
    errors.push(String(line));
  });
  const log = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    return { code: await main(argv), errors };
  } finally {
    error.mockRestore();
    log.mockRestore();
  }
}

describe("an --out that cannot be written is a usage error (exit 2), for validate and conform", () => {
  test.each<[string, string[]]>([
    ["validate, one reporter, --out below a file", ["--out", `${aFile}/report.txt`]],
    [
      "validate, several reporters, --out a file",
      ["--reporter", "json", "--reporter", "junit", "--out", aFile],
    ],
  ])("%s -> exit 2, one line naming --out", async (_name, flags) => {
    const { code, errors } = await runMainCaught(["validate", body, ...flags]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/^occurrence-contract validate: --out .* is not writable: /),
    ]);
  });

  test("conform, --out below a file -> UsageError naming --out, before any request", async () => {
    let requests = 0;
    const command = createConformCommand({
      stdout: { write: () => true },
      stderr: { write: () => true, isTTY: false },
      fetch: (input, init) => ((requests += 1), fetch(input, init)),
    });
    const out = `${aFile}/report`;
    const argv = ["--base-url", baseUrl, "--api", "v1", "--seed", "1", "--out", out];
    const run = command.run(argv);
    await expect(run).rejects.toThrow(UsageError);
    await expect(run).rejects.toThrow(`--out ${out} is not writable`);
    expect(requests).toBe(0);
  });
});

describe("--out an existing folder with one reporter: the reporter's file in it", () => {
  test("validate -> validation-report.txt in the folder", async () => {
    const folder = join(outTemp.dir, "validate-folder");
    mkdirSync(folder);
    const { code } = await runMainCaught(["validate", body, "--out", folder]);
    expect(code).toBe(1);
    expect(readdirSync(folder)).toEqual(["validation-report.txt"]);
  });

  test("conform --reporter junit -> conformance-report.junit.xml in the folder", async () => {
    const folder = join(outTemp.dir, "conform-folder");
    mkdirSync(folder);
    const command = createConformCommand({
      stdout: { write: () => true },
      stderr: { write: () => true, isTTY: false },
    });
    const argv = ["--base-url", baseUrl, "--api", "v1", "--seed", "1", "--reporter", "junit"];
    await command.run([...argv, "--out", folder]);
    expect(readdirSync(folder)).toEqual(["conformance-report.junit.xml"]);
  });
});
