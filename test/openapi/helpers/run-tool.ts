import { execFile, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The entry scripts of the pinned OpenAPI tools (dev dependencies), run with this node. */
export const TOOL_BINS = {
  redocly: "node_modules/@redocly/cli/bin/cli.js",
  spectral: "node_modules/@stoplight/spectral-cli/dist/index.js",
  prism: "node_modules/@stoplight/prism-cli/dist/index.js",
  dredd: "node_modules/dredd/bin/dredd",
  "openapi-typescript": "node_modules/openapi-typescript/bin/cli.js",
} as const;

/** What a tool run printed and how it ended. */
export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a tool to its end (at most `timeoutMs`), from the package root, without a shell. */
export function runTool(
  tool: keyof typeof TOOL_BINS,
  args: readonly string[],
  timeoutMs = 120_000,
): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TOOL_BINS[tool], ...args],
      {
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          NO_COLOR: "1",
          // No telemetry or update checks: CI has no network but the registry.
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        },
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Writes a JSON document to a new temporary folder and returns its path. */
export function writeTempJson(name: string, value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "openapi-tools-")), name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

/**
 * Runs a tool to its end (at most `timeoutMs`) with its standard output and error written to a
 * file rather than a pipe, and returns what it printed as `stdout`. A tool that calls
 * process.exit() while its output to a pipe is still queued (Dredd does) loses the end of it;
 * writes to a file are synchronous, so its last lines (Dredd's summary) are always there.
 */
export function runToolToFile(
  tool: keyof typeof TOOL_BINS,
  args: readonly string[],
  timeoutMs = 120_000,
): Promise<ToolRun> {
  const file = join(mkdtempSync(join(tmpdir(), "openapi-tools-")), `${tool}.log`);
  const fd = openSync(file, "w");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TOOL_BINS[tool], ...args], {
      stdio: ["ignore", fd, fd],
      env: { ...process.env, NO_COLOR: "1" },
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const finish = (code: number): void => {
      clearTimeout(timer);
      closeSync(fd);
      resolve({ code, stdout: readFileSync(file, "utf8"), stderr: "" });
    };
    child.on("error", () => finish(-1));
    child.on("exit", (code) => finish(code ?? -1));
  });
}
