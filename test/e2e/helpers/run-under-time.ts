import { spawnSync } from "node:child_process";
import { BIN } from "./cli-process";

const MB = 1024 * 1024;

/** Peak RSS of the CLI (ts-node included) and a capped input. */
export const RSS_BOUND = 400 * MB;

/** Runs a shell line under /usr/bin/time: its exit code, stderr lines and peak RSS. */
export function runShell(
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

/** Runs `validate ARGS` under /usr/bin/time (through bash when `shell` pipes into it). */
export function validate(shell: string, timeout?: number) {
  return runShell(`exec "${process.execPath}" "${BIN}" validate ${shell}`, timeout);
}
