import { spawn } from "node:child_process";
import { closeSync, openSync, rmSync, symlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { buildWorld } from "../../src/world";
import { waitFor } from "../server/helpers/wait-for";
import { createTempDir } from "../validation/temp-dir";
import { BIN, peakRssOf } from "./helpers/cli-process";

// Every hostile file case against `serve --data` (at start), `serve --data
// --watch` (as a reload) and `validate`, as spawned processes. Each run: no exit by a signal,
// no "unexpected error", peak RSS (VmHWM of /proc/PID/status) under its bound, and a watched
// server still answering 200 after every bad reload. The CLI runs through ts-node here (no
// dist/): its own footprint is about 170 MB, hence the base of the bounds.
jest.setTimeout(600_000);

const MB = 1024 * 1024;
/** Peak RSS of a run on a small file: the CLI (ts-node included) and its data. */
const SMALL_RSS_BOUND = 400 * MB;

const temp = createTempDir("hostile-e2e");
afterAll(() => temp.remove());

const records = buildWorld({ seed: 4, occurrences: 4 }).occurrences.map(
  (o) => o.v2 as unknown as Record<string, unknown>,
);
const line = (i: number, change: Record<string, unknown> = {}): string =>
  JSON.stringify({ ...records[i], ...change });
const nested = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const base64Har = (bytes: Buffer): string =>
  JSON.stringify({
    log: {
      entries: [
        {
          request: { method: "GET", url: "http://x/api/v2/occurrences" },
          response: {
            status: 200,
            content: {
              mimeType: "application/json",
              encoding: "base64",
              text: bytes.toString("base64"),
            },
          },
        },
      ],
    },
  });

/** The hostile file cases: a name, the file's name and its text (a good record first). */
const CASES: readonly (readonly [string, string, string])[] = [
  [
    "a record nested 6,000 levels deep",
    "deep.ndjson",
    `${line(0)}\n${line(1, { relatedRecord: "DEEP" }).replace('"DEEP"', nested(6000))}\n`,
  ],
  [
    "a record nested 6,000 levels deep in an open field",
    "deep-open.json",
    `[${line(0)},${line(1, { contextInfo: { x: "DEEP" } }).replace('"DEEP"', nested(6000))}]`,
  ],
  [
    "a record at JavaScript's minimum date",
    "min-date.ndjson",
    `${line(0)}\n${line(1, { date: "-271821-04-20T00:00:00.000Z" })}\n`,
  ],
  [
    "a record at JavaScript's maximum date",
    "max-date.ndjson",
    `${line(0)}\n${line(1, { date: "+275760-09-13T00:00:00.000Z" })}\n`,
  ],
  [
    "records dated February 30 and hour 25",
    "impossible-dates.ndjson",
    `${line(0)}\n${line(1, { date: "2025-02-30T01:00:00.000Z" })}\n${line(2, { date: "2025-02-03T25:00:00.000Z" })}\n`,
  ],
  [
    "a HAR body in base64 that is not UTF-8",
    "bad-base64.har",
    base64Har(
      Buffer.concat([Buffer.from('{"data":["'), Buffer.from([0xff, 0xfe]), Buffer.from('"]}')]),
    ),
  ],
  [
    "nothing usable: only a record nested too deep",
    "only-deep.ndjson",
    `${line(1, { relatedRecord: "DEEP" }).replace('"DEEP"', nested(6000))}\n`,
  ],
];

/** One spawned CLI run and what it showed. */
interface Run {
  readonly pid: number;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Highest VmHWM seen so far, in bytes. */
  readonly peakRss: () => number;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly kill: () => void;
}

/** Runs the CLI (through bash when the arguments need a shell: `<(cat file)`, `| head`). */
function run(argv: readonly string[], options: { shell?: string; stdout?: number } = {}): Run {
  const child =
    options.shell === undefined
      ? spawn(process.execPath, [BIN, ...argv], {
          stdio: ["ignore", options.stdout ?? "pipe", "pipe"],
        })
      : spawn("bash", ["-c", options.shell], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let peak = 0;
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const pid = child.pid ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakRssOf(pid))), 20);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      clearInterval(timer);
      resolve({ code, signal });
    }),
  );
  return {
    pid,
    stdout: () => stdout,
    stderr: () => stderr,
    peakRss: () => Math.max(peak, peakRssOf(pid)),
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    },
  };
}

const running: Run[] = [];
afterAll(() => running.forEach((child) => child.kill()));

/** What every run must show: no signal, no "unexpected error", no stack trace, RSS bounded. */
function expectWellBehaved(child: Run, ended: { signal: NodeJS.Signals | null }, bound: number) {
  expect(ended.signal).toBeNull();
  expect(child.stderr()).not.toContain("unexpected error");
  expect(child.stderr()).not.toMatch(/RangeError|\n\s+at /);
  expect(child.peakRss()).toBeLessThan(bound);
}

async function started(child: Run): Promise<string> {
  await waitFor(() => /http:\/\/127\.0\.0\.1:\d+/.test(child.stdout()), 240_000);
  return /(http:\/\/127\.0\.0\.1:\d+)/.exec(child.stdout())?.[1] ?? "";
}

async function status(url: string): Promise<number> {
  return (await fetch(`${url}/api/v2/occurrences`)).status;
}

describe.each(CASES)("%s", (name, file, text) => {
  const path = temp.write(join("cases", file), text);
  // Nothing usable (or a malformed body, which refuses the data as before): one line, exit 2.
  const nothingUsable = name.startsWith("nothing usable") || file.endsWith(".har");

  test("validate: a finding, never a crash", async () => {
    const child = run(["validate", "--schema", "v2/occurrence", path]);
    const ended = await child.exited;
    expectWellBehaved(child, ended, SMALL_RSS_BOUND);
    expect([1, 2]).toContain(ended.code);
  });

  test("serve --data: the bad records left out with one line each, or exit 2", async () => {
    const child = run(["serve", "--port", "0", "--data", path]);
    running.push(child);
    if (nothingUsable) {
      const ended = await child.exited;
      expectWellBehaved(child, ended, SMALL_RSS_BOUND);
      expect(ended.code).toBe(2);
      expect(child.stderr().trim().split("\n").length).toBeLessThanOrEqual(2);
      return;
    }
    const url = await started(child);
    expect(await status(url)).toBe(200);
    // Only the good record is served; the bad one is named on stderr.
    const world = (await (await fetch(`${url}/__world`)).json()) as {
      counts: { occurrences: number };
    };
    expect(world.counts.occurrences).toBe(1);
    expect(child.stderr()).toMatch(new RegExp(`${file.replace(".", "\\.")}[: #]`));
    child.kill();
    expectWellBehaved(child, await child.exited, SMALL_RSS_BOUND);
  });
});

test("serve --data --watch: every bad reload keeps the server answering 200 with the last good data", async () => {
  const data = temp.write(join("watch", "data.ndjson"), `${line(0)}\n${line(1)}\n`);
  const child = run(["serve", "--port", "0", "--data", data, "--watch"]);
  running.push(child);
  const url = await started(child);
  const count = async () =>
    ((await (await fetch(`${url}/__world`)).json()) as { counts: { occurrences: number } }).counts
      .occurrences;
  expect(await count()).toBe(2);
  for (const [name, file, text] of CASES) {
    if (!file.endsWith(".ndjson")) continue; // the watched file is NDJSON
    const before = child.stderr().length + child.stdout().length;
    temp.write(join("watch", "data.ndjson"), text);
    await waitFor(
      () =>
        child.stderr().length + child.stdout().length > before &&
        /reloaded|still serving the last good data/.test(
          (child.stdout() + child.stderr()).slice(-2000),
        ),
      60_000,
    ).catch(() => {
      throw new Error(`no reload after: ${name}`);
    });
    expect(await status(url)).toBe(200);
    expect(await count()).toBeGreaterThan(0);
  }
  child.kill();
  expectWellBehaved(child, await child.exited, SMALL_RSS_BOUND);
});

test("proxy in front of serve --data of every hostile NDJSON file: 200 through it, its recording valid", async () => {
  const data = temp.write(
    join("proxied", "data.ndjson"),
    CASES.filter(([, file]) => file.endsWith(".ndjson"))
      .map(([, , text]) => text)
      .join(""),
  );
  const server = run(["serve", "--port", "0", "--data", data]);
  running.push(server);
  const upstream = await started(server);
  const recording = join(temp.dir, "proxied", "recording.ndjson");
  const proxy = run(["proxy", "--upstream", upstream, "--port", "0", "--record", recording]);
  running.push(proxy);
  const url = await started(proxy);
  expect(await status(url)).toBe(200);
  proxy.kill();
  expectWellBehaved(proxy, await proxy.exited, SMALL_RSS_BOUND);
  server.kill();
  expectWellBehaved(server, await server.exited, SMALL_RSS_BOUND);
  const check = run(["validate", recording]);
  const ended = await check.exited;
  expectWellBehaved(check, ended, SMALL_RSS_BOUND);
  expect(ended.code).toBe(0);
  expect(check.stdout()).toContain("1 file, 1 body, 1 valid");
});

describe("inputs that are no file", () => {
  test.each([
    ["validate /dev/zero", ["validate", "/dev/zero"]],
    ["serve --data /dev/zero", ["serve", "--port", "0", "--data", "/dev/zero"]],
  ])("%s: refused with one line, exit 2", async (_name, argv) => {
    const child = run(argv);
    running.push(child);
    const ended = await child.exited;
    expectWellBehaved(child, ended, SMALL_RSS_BOUND);
    expect(ended.code).toBe(2);
    expect(child.stderr()).toMatch(/\/dev\/zero: .*a character device/);
    expect(child.stderr().trim().split("\n")).toHaveLength(1);
  });

  test("serve --data <(cat file): the pipe is read once, its records served", async () => {
    const data = temp.write(join("pipe", "data.ndjson"), `${line(0)}\n${line(1)}\n${line(2)}\n`);
    const child = run([], {
      shell: `exec "${process.execPath}" "${BIN}" serve --port 0 --data <(cat "${data}")`,
    });
    running.push(child);
    const url = await started(child);
    const world = (await (await fetch(`${url}/__world`)).json()) as {
      counts: { occurrences: number };
    };
    expect(world.counts.occurrences).toBe(3);
    child.kill();
    expectWellBehaved(child, await child.exited, SMALL_RSS_BOUND);
  });

  test("validate of a folder with a link back to itself: each file once", async () => {
    temp.write(join("loop", "sub", "a.ndjson"), `${line(0)}\n`);
    symlinkSync("..", join(temp.dir, "loop", "sub", "up"));
    const child = run(["validate", "--schema", "v2/occurrence", join(temp.dir, "loop")]);
    const ended = await child.exited;
    expectWellBehaved(child, ended, SMALL_RSS_BOUND);
    expect(ended.code).toBe(0);
    expect(child.stdout()).toContain("1 file, 1 body, 1 valid");
  });
});

describe("writing to standard output", () => {
  test("generate openapi | head: ends quietly, exit 0", async () => {
    const child = run([], {
      shell: `"${process.execPath}" "${BIN}" generate openapi --out - | head -c 10 >/dev/null; echo "exit \${PIPESTATUS[0]}" >&2`,
    });
    const ended = await child.exited;
    expect(ended).toEqual({ code: 0, signal: null });
    expect(child.stderr()).toBe("exit 0\n");
  });

  test("generate openapi > /dev/full: one line, a non-zero exit", async () => {
    const full = openSync("/dev/full", "w");
    const child = run(["generate", "openapi", "--out", "-"], { stdout: full });
    closeSync(full);
    const ended = await child.exited;
    expect(ended).toEqual({ code: 2, signal: null });
    expect(child.stderr()).toBe(
      "occurrence-contract: cannot write to standard output: ENOSPC: no space left on device, write\n",
    );
  });
});

describe("a document larger than V8's longest string and than 2 GiB", () => {
  // 2.2 GiB, its last records past 2^31 bytes: node 20 aborted on one read that long (SIGABRT)
  // and its Buffer#indexOf misreads offsets there (the scan hung).
  const PAD_MB = [100, 2000, 100] as const;
  test("validate of 2.2 GiB of whitespace before, between and after three records: no signal, no string of it, RSS about its size", async () => {
    const path = join(temp.dir, "whitespace.json");
    const fd = openSync(path, "w");
    const spaces = Buffer.alloc(MB, 0x20);
    const pad = (mb: number) => {
      for (let i = 0; i < mb; i++) writeSync(fd, spaces);
    };
    pad(PAD_MB[0]);
    writeSync(fd, `[${line(0)},`);
    pad(PAD_MB[1]);
    writeSync(fd, `${line(1)},${line(2)}]\n`);
    pad(PAD_MB[2]);
    closeSync(fd);
    const child = run(["validate", "--schema", "v2/occurrence", path]);
    const ended = await child.exited;
    rmSync(path);
    expectWellBehaved(child, ended, 2200 * MB + SMALL_RSS_BOUND);
    expect(ended.code).toBe(0);
    expect(child.stdout()).toContain("1 valid");
  });
});
