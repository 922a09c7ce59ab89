/**
 * Inputs with no end, given to the commands that read captures as spawned processes: `serve
 * --data` refuses a pipe that goes on past --max-stream-mb with one line and exit 2, in bounded
 * memory, whatever the records (each line distinct, so nothing is deduplicated away).
 */
import { spawnSync } from "node:child_process";
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { buildWorld } from "../../../src/world";
import { sampleOccurrencesResponse } from "../../fixtures/validation/sample-bodies";
import { createTempDir } from "../../validation/temp-dir";

const BIN = join(__dirname, "..", "..", "..", "bin", "occurrence-contract.js");
const MB = 1024 * 1024;
/** Peak RSS of the CLI (ts-node included) and a capped input. */
const RSS_BOUND = 400 * MB;

const temp = createTempDir("stream-limits-e2e");
afterAll(() => temp.remove());

const record = buildWorld({ seed: 4, occurrences: 1 }).occurrences[0]!.v2 as unknown as {
  id: string;
};

/** Runs a shell line under /usr/bin/time: its exit code, stderr lines and peak RSS. */
function runShell(
  line: string,
  timeout = 120_000,
): {
  code: number | null;
  lines: string[];
  peakRss: number;
  stdout: string;
} {
  const ran = spawnSync("bash", ["-c", `/usr/bin/time -f "peak %M" bash -c '${line}'`], {
    encoding: "utf8",
    timeout,
    maxBuffer: 64 * MB,
  });
  const all = ran.stderr.trim().split("\n");
  const peak = Number(/peak (\d+)/.exec(all.at(-1) ?? "")?.[1] ?? 0) * 1024;
  const lines = all.slice(0, -1).filter((text) => !text.startsWith("Command exited"));
  return { code: ran.status, lines, peakRss: peak, stdout: ran.stdout };
}

test("serve --data from an endless pipe of distinct records: refused at --max-stream-mb, one line, exit 2", () => {
  // Every line a record of its own id: awk writes them without end.
  const template = temp.write("template.txt", JSON.stringify({ ...record, id: "ID" }));
  const endless = `awk -v t="$(cat ${template})" "BEGIN { for (i = 1; ; i++) { s = t; sub(/ID/, i, s); print s } }"`;
  const ran = runShell(
    `exec "${process.execPath}" "${BIN}" serve --port 0 --max-stream-mb 8 --data <(${endless.replace(/'/g, "")})`,
  );
  expect(ran.code).toBe(2);
  expect(ran.lines).toHaveLength(1);
  expect(ran.lines[0]).toMatch(/cannot read: stopped reading after 8388608 bytes/);
  expect(ran.peakRss).toBeLessThan(RSS_BOUND);
}, 120_000);

/** Runs `validate ARGS` under /usr/bin/time (through bash when `shell` pipes into it). */
function validate(shell: string, timeout?: number) {
  return runShell(`exec "${process.execPath}" "${BIN}" validate ${shell}`, timeout);
}

describe("validate reads any size in the memory of one element", () => {
  test("2.2 GiB of whitespace around three records (past 2^31 bytes): exit 0, peak RSS under 400 MB", () => {
    const path = join(temp.dir, "whitespace.json");
    const fd = openSync(path, "w");
    const spaces = Buffer.alloc(MB, 0x20);
    const pad = (mb: number) => {
      for (let i = 0; i < mb; i++) writeSync(fd, spaces);
    };
    const [a, b, c] = buildWorld({ seed: 4, occurrences: 3 }).occurrences.map((o) =>
      JSON.stringify(o.v2),
    );
    pad(100);
    writeSync(fd, `[${a},`);
    pad(2000);
    writeSync(fd, `${b},${c}]\n`);
    pad(100);
    closeSync(fd);
    const ran = validate(`--schema v2/occurrence ${path}`);
    rmSync(path);
    expect(ran.code).toBe(0);
    expect(ran.peakRss).toBeLessThan(RSS_BOUND);
  }, 120_000);

  test.each<[string, number | undefined, string]>([
    ["pretty-printed", 2, "\n"],
    ["compact, one line", undefined, ""],
  ])(
    "a 200 MB %s HAR through a pipe on standard input: read an entry at a time, peak RSS under 400 MB",
    (_name, indent, newline) => {
      const text = JSON.stringify(sampleOccurrencesResponse(25));
      const entry = JSON.stringify(
        {
          request: { method: "GET", url: "http://x/api/v2/occurrences" },
          response: { status: 200, content: { mimeType: "application/json", text } },
        },
        null,
        indent,
      );
      const path = join(temp.dir, "large.har");
      const fd = openSync(path, "w");
      writeSync(
        fd,
        `{${newline}"log": {${newline}"version": "1.2",${newline}"entries": [${newline}`,
      );
      const count = Math.ceil((200 * MB) / entry.length);
      for (let i = 0; i < count; i++) writeSync(fd, `${i === 0 ? "" : `,${newline}`}${entry}`);
      writeSync(fd, `${newline}]}}${newline}`);
      closeSync(fd);
      const ran = runShell(`cat ${path} | "${process.execPath}" "${BIN}" validate -`);
      rmSync(path);
      expect(ran.code).toBe(0);
      expect(ran.stdout).toContain(`1 file, ${count} bodies, ${count} valid`);
      expect(ran.peakRss).toBeLessThan(RSS_BOUND);
    },
    120_000,
  );
});

describe("validate counts its results as they stream: memory flat in the number of bodies", () => {
  test("an endless pipe of {} lines on standard input: stopped at --max-stream-mb, the cap named, exit 2, peak RSS under 400 MB", () => {
    const cap = 4 * MB;
    const ran = runShell(
      `yes "{}" | "${process.execPath}" "${BIN}" validate --max-stream-mb 4 -`,
      290_000,
    );
    const bodies = Math.floor(cap / 3);
    expect(ran.code).toBe(2);
    expect(ran.stdout).toContain(
      `<stdin>: cannot read: stopped reading after ${cap} bytes, the most read from a stream or pipe`,
    );
    expect(ran.stdout).toContain(
      `1 file, ${bodies} bodies, 0 valid, ${bodies} invalid (${bodies} undetermined, 1 unreadable)`,
    );
    expect(ran.peakRss).toBeLessThan(RSS_BOUND);
  }, 300_000);

  test("a HAR of a million tiny entries: every entry counted, peak RSS under 400 MB", () => {
    const path = join(temp.dir, "tiny-entries.har");
    const count = 1_000_000;
    const fd = openSync(path, "w");
    writeSync(fd, '{"log":{"version":"1.2","entries":[');
    for (let i = 0; i < count / 100_000; i++) {
      writeSync(fd, `${i === 0 ? "" : ","}${Array(100_000).fill("{}").join(",")}`);
    }
    writeSync(fd, "]}}\n");
    closeSync(fd);
    const ran = validate(`--reporter json --out ${join(temp.dir, "tiny.json")} ${path}`, 290_000);
    rmSync(path);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toContain(`1 file, 0 bodies, 0 valid, 0 invalid (${count} not validated`);
    expect(ran.peakRss).toBeLessThan(RSS_BOUND);
  }, 300_000);
});
