/**
 * Inputs with no end, given to the commands that read captures as spawned processes: `serve
 * --data` refuses a pipe that goes on past --max-stream-mb with one line and exit 2, in bounded
 * memory, whatever the records (each line distinct, so nothing is deduplicated away).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildWorld } from "../../../src/world";
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
function runShell(line: string): { code: number | null; lines: string[]; peakRss: number } {
  const ran = spawnSync("bash", ["-c", `/usr/bin/time -f "peak %M" bash -c '${line}'`], {
    encoding: "utf8",
    timeout: 120_000,
  });
  const all = ran.stderr.trim().split("\n");
  const peak = Number(/peak (\d+)/.exec(all.at(-1) ?? "")?.[1] ?? 0) * 1024;
  const lines = all.slice(0, -1).filter((text) => !text.startsWith("Command exited"));
  return { code: ran.status, lines, peakRss: peak };
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
