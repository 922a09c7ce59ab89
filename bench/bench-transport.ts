/**
 * Part of `npm run bench` (after bench-server): the mock's transport on a 100,000-occurrence
 * world, measured side by side in one run, so that ratios hold even on a busy machine.
 *
 * What it measures, and how: 1. "Today" against the mock, on the full /api/v1/occurrences list (67
 * MB): the mock child also runs, on a second port, a bench-only baseline that answers the same rows
 * as the mock did before issue 14: `JSON.stringify(rows)` per request, written with `end()` (one
 * blocking serialization of the whole list each time). For each of the two, 10 clients fetch the
 * list in a loop while a small request (GET /api/v2/states on the mock, one connection) is timed.
 * The list's rate is the issue's "10x today" ratio. 2. The small request's latency is measured in a
 * SEPARATE process (a fork of this file with --probe: one connection, one request after the other,
 * a request still waiting at the end waited for and counted), and the 10 large answers are read in
 * another (--loader) at the lowest priority (nice 19). In one process, reading 670 MB would delay
 * the small answer's timing and inflate its figure; at normal priority the loader, which needs
 * about as much CPU to read the bytes as the mock to write them, starves the mock of CPU on 2
 * cores, which clients on other machines would not. The mock child also reports its own event-loop
 * delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution, so 5 ms is the floor; reset when the
 * load starts) as p99 and max: the honest measure of "no request blocks the event loop", free of
 * the clients' timing. On a busy machine that delay also counts the time the mock waited for a
 * core, so the child also reports the CPU time it used between two ticks of a 1 ms timer (p99 and
 * max; other threads such as GC and zlib count too, so an upper bound of the longest turn's own
 * work). Its peak RSS is sampled every 100 ms. The first (cold) answer, which builds what the
 * server keeps, is timed apart, with the event-loop delay in it and in the 10 s after (V8's major
 * collections of the build's garbage come then); the load starts after those 10 s. 3. take=5000 and
 * the full v1 list without and with gzip and brotli, 10 connections read in this process at normal
 * priority (throughput, not latency). 4. `serve --workers 1` against `--workers 2` on the filtered
 * page (autocannon). Large answers are read by load-loop.ts (keep-alive clients that count the body
 * bytes and parse nothing), not by autocannon, whose JavaScript HTTP parser made the client, not
 * the mock, the limit at 67 MB per answer. Every client shares the machine with the mock: on 2
 * cores the figures are the mock's share of the machine, and only the side-by-side ratios carry
 * over to another machine. Flags: --occurrences N (100000), --duration S (10), --skip-workers
 * (leave out 4). Not a test: figures depend on the machine.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { cpus, loadavg, setPriority } from "node:os";
import { join } from "node:path";
import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { V1OccurrenceRow } from "../src/generated/types";
import { createServeListener } from "../src/node/front/create-serve-listener";
import { startServer } from "../src/node/start-server";
import { v1RowsOfWorld } from "../src/server/v1";
import { buildWorld } from "../src/world/build-world";
import { loadLoop, type LoopRun } from "./load-loop";

const { values } = parseArgs({
  options: {
    child: { type: "boolean" },
    probe: { type: "string" },
    loader: { type: "string" },
    "skip-workers": { type: "boolean" },
    occurrences: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
  },
});
const OCCURRENCES = Number(values.occurrences);
const DURATION = Number(values.duration);
/** How long after the cold answer the load waits (V8 collecting the garbage of the build). */
const SETTLE_MS = 10_000;
const ms = (ns: number): number => Math.round(ns / 1e5) / 10;

// ---------------------------------------------------------------------------------------------
// The mock child: the app, the bench-only "today" baseline, and its own measurements over IPC.

/** A question the parent asks the mock child over IPC, and its answer (same id). */
interface Ask {
  readonly id: number;
  readonly kind: "rss" | "delay-reset" | "delay";
}

/**
 * The pre-#14 v1 list: the rows in id order, serialized whole on every request (as
 * `sendJson(response, 200, serialize(rows))` did), a filter over every row first.
 */
function startToday(rows: () => Promise<readonly V1OccurrenceRow[]>): Promise<number> {
  const server = createServer((_request, response) => {
    void rows().then((all) => {
      const shown = all.filter((row) => row.id_ocorrencia > 0);
      response.setHeader("Content-Type", "application/json; charset=utf-8");
      response.end(JSON.stringify(shown));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : 0);
    });
  });
}

async function runChild(): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // CPU time (µs) this process used between two ticks of a 1 ms timer: a long synchronous task
  // shows here, time the process waited for a core (a busy machine) does not. Other threads (GC,
  // zlib) count too, so it is an upper bound of the longest turn's own work.
  const turns = createHistogram();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = process.cpuUsage(lastCpu);
    turns.record(Math.max(1, now.user + now.system));
    lastCpu = process.cpuUsage();
  }, 1).unref();
  process.on("message", (ask: Ask) => {
    if (ask.kind === "delay-reset") {
      delay.reset();
      turns.reset();
    }
    process.send?.({
      id: ask.id,
      rss: process.memoryUsage().rss,
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      cpuP99: ms(turns.percentile(99) * 1000),
      cpuMax: ms(turns.max * 1000),
    });
  });
  const world = buildWorld({ seed: 1, occurrences: OCCURRENCES });
  // The mock as `serve` runs it: the whole-answer cache in front of the app.
  const { listener } = createServeListener({ world });
  const handle = await startServer(listener, { port: 0, host: "127.0.0.1" });
  // Built on its first request (after the mock's own figures are taken), sorted like the mock's.
  let todayRows: Promise<V1OccurrenceRow[]> | undefined;
  const today = await startToday(() => {
    todayRows ??= Promise.resolve(v1RowsOfWorld(world).occurrenceRows()).then((rows) =>
      [...rows].sort((a, b) => a.id_ocorrencia - b.id_ocorrencia),
    );
    return todayRows;
  });
  process.send?.({ port: Number(new URL(handle.url).port), today });
}

interface ChildAnswer {
  readonly id: number;
  readonly rss: number;
  /** Event-loop delay since the last reset, ms. */
  readonly p99: number;
  readonly max: number;
  /** CPU time between two ticks of a 1 ms timer since the last reset, ms. */
  readonly cpuP99: number;
  readonly cpuMax: number;
}

function spawnMock(): Promise<{ child: ChildProcess; port: number; today: number }> {
  const child = fork(__filename, ["--child", "--occurrences", String(OCCURRENCES)], {
    execArgv: ["-r", "ts-node/register/transpile-only"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number; today: number }) =>
      resolve({ child, port: message.port, today: message.today }),
    );
    child.once("exit", (code) => reject(new Error(`mock exited with ${code}`)));
  });
}

let asked = 0;
function ask(child: ChildProcess, kind: Ask["kind"]): Promise<ChildAnswer> {
  const id = (asked += 1);
  return new Promise((resolve) => {
    const listener = (message: ChildAnswer): void => {
      if (message.id !== id) return;
      child.off("message", listener);
      resolve(message);
    };
    child.on("message", listener);
    child.send({ id, kind });
  });
}

// ---------------------------------------------------------------------------------------------
// Helper children: the probe (one client of one small URL) and the loader (10 clients of the
// large answer, at the lowest priority), each in its own process and event loop.

async function runProbe(url: string): Promise<void> {
  await ready();
  // One connection, one request after the other; a request still waiting at the end is waited
  // for and counted (autocannon would drop it, hiding the longest wait).
  const run = await loadLoop(url, 1, DURATION);
  process.send?.(run, () => process.exit(0));
}

async function runLoader(url: string): Promise<void> {
  // Clients on other machines take none of the mock's CPU; on 2 shared cores the next best is
  // the lowest priority: the loader reads with whatever CPU the mock and the probe leave.
  setPriority(19);
  await ready();
  const run = await loadLoop(url, 10, DURATION);
  process.send?.(run, () => process.exit(0));
}

/** In a helper child: says it is ready (compiled, loaded), then waits for the word to start. */
async function ready(): Promise<void> {
  const go = new Promise((resolve) => process.once("message", resolve));
  process.send?.({ ready: true });
  await go;
}

/**
 * Starts this file with `args` in a child process; once it is ready, `run()` lets it start and
 * resolves with the one result it sends, so that several helpers start their clocks together.
 */
async function helper<T>(args: readonly string[]): Promise<{ run: () => Promise<T> }> {
  const child = fork(__filename, [...args, "--duration", String(DURATION)], {
    execArgv: ["-r", "ts-node/register/transpile-only"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const failed = new Promise<never>((_resolve, reject) => {
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`${args.join(" ")} exited with ${code}`));
    });
  });
  await Promise.race([new Promise((resolve) => child.once("message", resolve)), failed]);
  return {
    run: () => {
      const result = new Promise<T>((resolve) => child.once("message", resolve));
      child.send("go");
      return Promise.race([result, failed]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The measures.

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;

interface UnderLoad {
  /** The first answer's time (ms), and the longest event-loop delay meanwhile (ms). */
  readonly cold: number;
  readonly coldDelay: ChildAnswer;
  readonly large: LoopRun;
  readonly small: LoopRun;
  readonly delay: ChildAnswer;
  readonly peak: number;
}

/** 10 clients fetch `largeUrl` in a loop; meanwhile the small request, the delay and the RSS. */
async function underLoad(child: ChildProcess, largeUrl: string, small: string): Promise<UnderLoad> {
  // Cold: the first answer builds what the server keeps (the mock's rows, their JSON and the
  // whole body), and V8's major collections of that build's garbage follow over the next
  // seconds (pauses of a few hundred ms on a heap of about 250 MB, seen with --trace-gc): both
  // are counted in the cold figures, and the load starts once they are over.
  await ask(child, "delay-reset");
  const cold = await loadLoop(largeUrl, 1, 0);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const coldDelay = await ask(child, "delay");
  const [loader, prober] = await Promise.all([
    helper<LoopRun>(["--loader", largeUrl]),
    helper<LoopRun>(["--probe", small]),
  ]);
  let peak = (await ask(child, "rss")).rss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await ask(child, "rss")).rss);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await ask(child, "delay-reset");
  const [large, probed] = await Promise.all([loader.run(), prober.run()]);
  const delay = await ask(child, "delay");
  sampling = false;
  await sampler;
  return { cold: cold.max, coldDelay, large, small: probed, delay, peak };
}

async function todayAgainstMock(
  base: string,
  todayBase: string,
  child: ChildProcess,
): Promise<void> {
  const small = `${base}/api/v2/states`;
  const mock = await underLoad(child, `${base}/api/v1/occurrences`, small);
  const today = await underLoad(child, todayBase, small);
  console.log(
    `\n10 clients (nice 19) fetch the full v1 list (${mb(mock.large.bytesPerAnswer)}) in a loop for ` +
      `${DURATION} s; meanwhile GET /api/v2/states on one connection from another process:\n`,
  );
  console.log(
    "| full list from | list req/s | small p50 / p99 / max | event-loop delay p99 / max | CPU per turn p99 / max | peak RSS |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const [name, run] of [
    ["today (JSON.stringify per request)", today],
    ["mock", mock],
  ] as const) {
    console.log(
      `| ${name} | ${run.large.rps.toFixed(1)} | ` +
        `${run.small.p50} / ${run.small.p99} / ${run.small.max} ms` +
        `${run.small.bad > 0 ? ` (${run.small.bad} failed)` : ""} | ` +
        `${run.delay.p99} / ${run.delay.max} ms | ${run.delay.cpuP99} / ${run.delay.cpuMax} ms | ` +
        `${mb(run.peak)} |` +
        (run.large.bad > 0 ? ` ${run.large.bad} bad` : ""),
    );
  }
  for (const [name, run] of [
    ["today", today],
    ["mock", mock],
  ] as const) {
    console.log(
      `first full v1 list from ${name} (cold: rows built, serialized, kept): ${run.cold} ms; ` +
        `longest event-loop delay in it and the ${SETTLE_MS / 1000} s after ${run.coldDelay.max} ms ` +
        `(CPU per turn ${run.coldDelay.cpuMax} ms)`,
    );
  }
  // The rate, both warm, read at normal priority in this process (throughput, not latency).
  console.log("\n| full v1 list, 10 clients, identity | req/s | MB/s | p50 | p99 |");
  console.log("|---|---|---|---|---|");
  const rates: number[] = [];
  for (const [name, url] of [
    ["today (JSON.stringify per request)", todayBase],
    ["mock", `${base}/api/v1/occurrences`],
  ] as const) {
    const run = await loadLoop(url, 10, DURATION);
    rates.push(run.rps);
    console.log(
      `| ${name} | ${run.rps.toFixed(1)} | ${run.mbPerSecond.toFixed(0)} | ${run.p50} ms | ${run.p99} ms |` +
        (run.bad > 0 ? ` ${run.bad} bad` : ""),
    );
  }
  console.log(
    `\nfull v1 list, mock / today: ${(rates[1]! / Math.max(rates[0]!, 1e-9)).toFixed(1)}x`,
  );
}

async function compression(base: string): Promise<void> {
  console.log("\n| answer | encoding | req/s | p50 | p99 | bytes/answer |");
  console.log("|---|---|---|---|---|---|");
  const cases: [string, string][] = [
    ["take=5000", "/api/v2/occurrences?take=5000&page=3"],
    ["full v1 list", "/api/v1/occurrences"],
  ];
  for (const [name, path] of cases) {
    for (const encoding of ["identity", "gzip", "br"]) {
      const headers: Record<string, string> =
        encoding === "identity" ? {} : { "Accept-Encoding": encoding };
      await loadLoop(`${base}${path}`, 10, 2, headers); // warm-up: rows, caches
      const run = await loadLoop(`${base}${path}`, 10, DURATION, headers);
      console.log(
        `| ${name} | ${encoding} | ${run.rps.toFixed(1)} | ${run.p50} ms | ${run.p99} ms | ${mb(run.bytesPerAnswer)} |${run.bad > 0 ? ` ${run.bad} bad` : ""}`,
      );
    }
  }
}

interface CannonRun {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

async function cannon(url: string, connections: number, seconds: number): Promise<CannonRun> {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function workers(): Promise<void> {
  const world = buildWorld({ seed: 1, occurrences: 0 });
  const rj = world.states[0]!;
  const [rio, niteroi] = world.cities.filter((city) => city.stateId === rj.id);
  const path =
    `/api/v2/occurrences?idState=${rj.uuid}&idCities=${rio!.uuid}&idCities=${niteroi!.uuid}` +
    "&initialdate=2024-01-01&finaldate=2024-12-31&page=2";
  console.log("\n| serve --workers | filtered page req/s | p50 | p99 |");
  console.log("|---|---|---|---|");
  for (const count of [1, 2]) {
    const port = 41_000 + count;
    const child = spawn(
      process.execPath,
      [
        join(__dirname, "..", "bin", "occurrence-contract.js"),
        "serve",
        "--port",
        String(port),
        "--occurrences",
        String(OCCURRENCES),
        "--workers",
        String(count),
        "--quiet",
      ],
      { stdio: "inherit" },
    );
    const url = `http://127.0.0.1:${port}${path}`;
    for (const started = Date.now(); ;) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 300_000) throw new Error("serve did not start in 300 s");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await cannon(url, 10, 2);
    const run = await cannon(url, 10, DURATION);
    console.log(`| ${count} | ${run.rps.toFixed(0)} | ${run.p50} ms | ${run.p99} ms |`);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function runParent(): Promise<void> {
  console.log(
    `bench-transport: ${OCCURRENCES} occurrences, ${DURATION} s per measure; ` +
      `${cpus().length} cores, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")} at start`,
  );
  const { child, port, today } = await spawnMock();
  const base = `http://127.0.0.1:${port}`;
  try {
    await todayAgainstMock(base, `http://127.0.0.1:${today}/`, child);
    await compression(base);
  } finally {
    child.kill("SIGTERM");
  }
  if (values["skip-workers"] !== true) await workers();
}

if (values.child === true) void runChild();
else if (values.probe !== undefined) void runProbe(values.probe);
else if (values.loader !== undefined) void runLoader(values.loader);
else
  runParent().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
