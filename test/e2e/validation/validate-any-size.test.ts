/**
 * validate reads inputs of any size as spawned processes, in the memory of one element: a file
 * past 2^31 bytes, HARs of 200 MB through a pipe (peak RSS under /usr/bin/time). Inputs with no
 * end: stream-limits.test.ts (a file each, so two workers share them).
 */
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { buildWorld } from "../../../src/world";
import { sampleOccurrencesResponse } from "../../fixtures/validation/sample-bodies";
import { createTempDir } from "../../validation/temp-dir";
import { BIN } from "../helpers/cli-process";
import { RSS_BOUND, runShell, validate } from "../helpers/run-under-time";

const MB = 1024 * 1024;

const temp = createTempDir("validate-any-size-e2e");
afterAll(() => temp.remove());

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
