/**
 * Inputs with no end, given to the commands that read captures as spawned processes: `serve
 * --data` refuses a pipe that goes on past --max-stream-mb with one line and exit 2, in bounded
 * memory, whatever the records (each line distinct, so nothing is deduplicated away); validate
 * counts what it streams in flat memory. Inputs of any size: validate-any-size.test.ts.
 */
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { buildWorld } from "../../../src/world";
import { createTempDir } from "../../validation/temp-dir";
import { BIN } from "../helpers/cli-process";
import { RSS_BOUND, runShell, validate } from "../helpers/run-under-time";

const MB = 1024 * 1024;

const temp = createTempDir("stream-limits-e2e");
afterAll(() => temp.remove());

const record = buildWorld({ seed: 4, occurrences: 1 }).occurrences[0]!.v2 as unknown as {
  id: string;
};

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
