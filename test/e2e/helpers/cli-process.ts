import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The checkout's root. */
export const ROOT = join(__dirname, "..", "..", "..");

/** The CLI as users run it (the sources built by scripts/dev-build.js when dist/ is older). */
export const BIN = join(ROOT, "bin", "occurrence-contract.js");

/** How a process is started. */
export interface ProcessOptions {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Its standard input: none (default) or a pipe the test writes to (`child.stdin`). */
  readonly stdin?: "ignore" | "pipe";
  /** Killed with SIGKILL after this many milliseconds: a hung process ends, signal SIGKILL. */
  readonly killAfterMs?: number;
}

/** How the CLI is started: the process's options, and which copy of the CLI. */
export interface CliOptions extends ProcessOptions {
  /** The script Node runs instead of bin/occurrence-contract.js (an installed copy's bin). */
  readonly bin?: string;
}

/** How a process ended, and all it printed. */
export interface CliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr as they arrived, interleaved (runCliSync: stdout, then stderr). */
  readonly printed: string;
}

/** A running process and what it has printed so far. */
export interface CliProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** stdout and stderr as they arrived, interleaved. */
  readonly printed: () => string;
  /** Resolves when the process exits (its code and signal; its pipes may still be open). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the process has exited and its pipes closed: all it printed. */
  readonly ended: Promise<CliRun>;
  /**
   * Resolves with the first match of `pattern` in what it printed (stdout and stderr); rejects,
   * naming what it printed, when it ends (pipes closed) without printing it or after `ms`.
   */
  readonly waitFor: (pattern: RegExp, ms: number) => Promise<RegExpExecArray>;
  /** Sends `signal` (default SIGTERM) unless it has already exited. */
  readonly kill: (signal?: NodeJS.Signals) => void;
}

const running = new Set<ChildProcess>();

/** Every process started here and still running, killed with SIGKILL. */
export function killStartedProcesses(): void {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  running.clear();
}

// A failed test must not leave a process running: each test file importing this kills its own.
afterAll(killStartedProcesses);

/** Starts `node bin/occurrence-contract.js ...args`, its stdout and stderr collected. */
export function startCli(args: readonly string[], options: CliOptions = {}): CliProcess {
  return startProcess(process.execPath, [options.bin ?? BIN, ...args], options);
}

/**
 * Starts a program (a shell script, npm, ...), its stdout and stderr collected; killed with
 * SIGKILL after the test file if still running.
 */
export function startProcess(
  file: string,
  args: readonly string[],
  options: ProcessOptions = {},
): CliProcess {
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  let printed = "";
  let closed = false;
  const listeners = new Set<() => void>();
  const heard = (): void => {
    for (const listener of listeners) listener();
  };
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    printed += chunk;
    heard();
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    printed += chunk;
    heard();
  });
  const killer =
    options.killAfterMs === undefined
      ? undefined
      : setTimeout(() => child.kill("SIGKILL"), options.killAfterMs);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => {
      clearTimeout(killer);
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const ended = new Promise<CliRun>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      closed = true;
      resolve({ code, signal, stdout, stderr, printed });
      heard();
    });
  });
  const waitFor = (pattern: RegExp, ms: number): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      const check = (): void => {
        const match = pattern.exec(printed);
        if (match !== null) {
          done();
          resolve(match);
        } else if (closed) {
          done();
          reject(new Error(`the CLI ended without printing ${String(pattern)}: ${printed}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${String(pattern)} after ${ms} ms: ${printed}`));
      }, ms);
      listeners.add(check);
      check();
    });
  return {
    child,
    pid: child.pid ?? 0,
    stdout: () => stdout,
    stderr: () => stderr,
    printed: () => printed,
    exited,
    ended,
    waitFor,
    kill: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Runs the CLI to its end: its exit code, signal and all it printed. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  return startCli(args, options).ended;
}

/**
 * Runs the CLI to its end and waits, blocking (for tests written synchronously): its exit code,
 * signal (SIGKILL after `killAfterMs`) and what it printed on each stream.
 */
export function runCliSync(args: readonly string[], options: CliOptions = {}): CliRun {
  const ran = spawnSync(process.execPath, [options.bin ?? BIN, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: options.killAfterMs,
    killSignal: "SIGKILL",
  });
  if (ran.error !== undefined && ran.status === null && ran.signal === null) throw ran.error;
  return {
    code: ran.status,
    signal: ran.signal,
    stdout: ran.stdout,
    stderr: ran.stderr,
    printed: `${ran.stdout}${ran.stderr}`,
  };
}

/** A process's peak resident set so far (VmHWM of /proc/PID/status), in bytes; 0 once it ended. */
export function peakRssOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match === null ? 0 : Number(match[1]) * 1024;
  } catch {
    return 0; // the process has ended
  }
}
