/**
 * `npm run bench` (first part): the mock server against a bare node:http server on the same
 * world, CPU per answer side by side.
 *
 * Three servers run at once, each in its own child process, on a 100,000-occurrence world
 * (seed 1): the mock as `serve` runs it (createServeListener: the whole-answer cache in front of
 * the request core), the same mock with the cache at 0 bytes (every answer made by the core: a
 * query never seen, "cold"), and the bare baseline the issue names (node:http, no framework, no
 * validation; the matching records found once per filter and kept, then per request a page
 * sliced and JSON.stringified). Each query is loaded (autocannon, 10 connections) against the
 * bare server and a mock in turns, several rounds, so both see the same machine; the CPU time of
 * each server is read from /proc/<pid>/stat around each run (user + system, all threads), since
 * on 2 cores requests per second alone mostly measures the load generator. The bodies of the
 * three servers are compared byte for byte first.
 *
 * Flags: --occurrences N (100000), --duration S (5), --warmup S (2), --rounds N (3),
 * --connections N (10).
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createServeListener } from "../src/node/front/create-serve-listener";
import { startServer } from "../src/node/start-server";
import { buildWorld } from "../src/world/build-world";
import type { World, WorldOccurrence } from "../src/world/world";

const SERVERS = ["bare", "mock", "mock-cold"] as const;
type ServerKind = (typeof SERVERS)[number];

const { values } = parseArgs({
  options: {
    child: { type: "string" },
    occurrences: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
  },
});
const SEED = 1;
const OCCURRENCES = Number(values.occurrences);

/** The queries measured: name and path. UUIDs come from the world's fixed reference data. */
function benchQueries(world: World): [string, string][] {
  const rj = world.states[0]!;
  const [rio, niteroi] = world.cities.filter((city) => city.stateId === rj.id);
  const filtered =
    `idState=${rj.uuid}&idCities=${rio!.uuid}&idCities=${niteroi!.uuid}` +
    "&initialdate=2024-01-01&finaldate=2024-12-31";
  return [
    [
      "filtered page of 25 (state + 2 cities + one year, page 2)",
      `/api/v2/occurrences?${filtered}&page=2`,
    ],
    ["unfiltered page 1 (take 25)", "/api/v2/occurrences?page=1"],
    ["deep page 3000 (take 25)", "/api/v2/occurrences?page=3000"],
    ["take=1000 page 7", "/api/v2/occurrences?take=1000&page=7"],
  ];
}

// ---------------------------------------------------------------------------------------------
// Children: one server each, reporting its port over IPC.

function bareMatches(world: World, params: URLSearchParams): WorldOccurrence[] {
  const state = params.get("idState");
  const cities = params.getAll("idCities");
  const from = params.get("initialdate");
  const to = params.get("finaldate");
  return world.occurrences
    .filter((occurrence) => {
      const day = occurrence.v2.date.slice(0, 10);
      return (
        (state === null || occurrence.v2.state.id === state) &&
        (cities.length === 0 || cities.includes(occurrence.v2.city.id)) &&
        (from === null || day >= from) &&
        (to === null || day <= to)
      );
    })
    .sort((a, b) => a.time - b.time || a.id - b.id);
}

function startBare(world: World, ready: (port: number) => void): void {
  const matches = new Map<string, WorldOccurrence[]>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const params = url.searchParams;
    const page = Number(params.get("page") ?? 1);
    const take = Number(params.get("take") ?? 25);
    params.delete("page");
    params.delete("take");
    const key = params.toString();
    let all = matches.get(key);
    if (all === undefined) {
      all = bareMatches(world, params);
      matches.set(key, all);
    }
    const pageCount = Math.ceil(all.length / take);
    const data = all.slice((page - 1) * take, page * take).map((occurrence) => occurrence.v2);
    const body = JSON.stringify({
      msg: "Success in filtering occurrences",
      msgCode: "success",
      code: 200,
      pageMeta: {
        page,
        take,
        itemCount: all.length,
        pageCount,
        hasPreviousPage: page > 1,
        hasNextPage: page < pageCount,
      },
      data,
    });
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    ready(typeof address === "object" && address !== null ? address.port : 0);
  });
}

async function runChild(kind: ServerKind): Promise<void> {
  const started = Date.now();
  const world = buildWorld({ seed: SEED, occurrences: OCCURRENCES });
  const report = (port: number): void => {
    process.send?.({ port, readyMs: Date.now() - started });
  };
  if (kind === "bare") {
    startBare(world, report);
    return;
  }
  const { listener } = createServeListener({
    world,
    ...(kind === "mock-cold" ? { answerCacheBytes: 0 } : {}),
  });
  const handle = await startServer(listener, { port: 0, host: "127.0.0.1" });
  report(Number(new URL(handle.url).port));
}

// ---------------------------------------------------------------------------------------------
// Parent: start the servers, check bodies, load them in turns, print the table.

/** Clock ticks per second of /proc's CPU times. */
const TICKS = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

/** CPU time of a process so far (user + system, every thread), in microseconds, from /proc. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1e6;
}

interface Measure {
  readonly requests: number;
  readonly seconds: number;
  /** Server CPU time, in microseconds. */
  readonly cpu: number;
  readonly p99: number;
  readonly bad: number;
}

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly readyMs: number;
}

function spawnServer(kind: ServerKind): Promise<Running> {
  const child = fork(__filename, ["--child", kind, "--occurrences", String(OCCURRENCES)], {
    execArgv: ["-r", "ts-node/register/transpile-only"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number; readyMs: number }) => {
      resolve({ child, ...message });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(url: string, seconds: number, pid: number): Promise<Measure> {
  const before = cpuMicros(pid);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: seconds,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpu: cpuMicros(pid) - before,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Runs of one server on one query, summed; p99 the worst of the runs. */
function total(runs: readonly Measure[]) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0);
  return {
    rps: requests / seconds,
    cpuPerAnswer: cpu / Math.max(1, requests),
    p99: Math.max(...runs.map((run) => run.p99)),
    bad: runs.reduce((sum, run) => sum + run.bad, 0),
  };
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Time from spawning `occurrence-contract serve` (default world, the way `npm start` runs it) to
 * its first 200 on /api/v2/occurrences, polling every 5 ms.
 */
async function measureStartup(): Promise<number> {
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      join(__dirname, "..", "bin", "occurrence-contract.js"),
      "serve",
      "--port",
      String(port),
      "--quiet",
    ],
    { stdio: "inherit" },
  );
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/v2/occurrences`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return Date.now() - started;
      if (Date.now() - started > 60_000) throw new Error("serve did not answer within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill("SIGTERM");
  }
}

async function runParent(): Promise<void> {
  const startups = [];
  for (let i = 0; i < 3; i += 1) startups.push(await measureStartup());
  console.log(
    `startup, spawn of "occurrence-contract serve" (default world) to its first 200: ` +
      `${startups.map((ms) => `${ms} ms`).join(", ")}`,
  );
  const queries = benchQueries(buildWorld({ seed: SEED, occurrences: 0 }));
  const servers = new Map<ServerKind, Running>();
  for (const kind of SERVERS) {
    const running = await spawnServer(kind);
    servers.set(kind, running);
    console.log(`${kind} server ready in ${running.readyMs} ms (world built and indexed)`);
  }
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  console.log(
    `bench-server: ${OCCURRENCES} occurrences, ${values.connections} connections, ` +
      `${rounds} rounds of ${duration} s per server and query, in turns, after a ${values.warmup} s warm-up; ` +
      `load average at the start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  const rows: string[] = [];
  for (const [name, path] of queries) {
    const urlOf = (kind: ServerKind) => `http://127.0.0.1:${servers.get(kind)!.port}${path}`;
    const bodies = await Promise.all(SERVERS.map((kind) => fetchBytes(urlOf(kind))));
    if (!bodies.every((body) => body.equals(bodies[0]!))) throw new Error(`bodies differ: ${name}`);
    const runs = new Map<ServerKind, Measure[]>(SERVERS.map((kind) => [kind, []]));
    for (const kind of SERVERS) {
      await load(urlOf(kind), Number(values.warmup), servers.get(kind)!.child.pid!);
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of SERVERS) {
        runs.get(kind)!.push(await load(urlOf(kind), duration, servers.get(kind)!.child.pid!));
      }
    }
    const bare = total(runs.get("bare")!);
    const cells = (kind: ServerKind): string => {
      const m = total(runs.get(kind)!);
      const ratio =
        kind === "bare"
          ? ""
          : ` (${(bare.cpuPerAnswer / m.cpuPerAnswer).toFixed(2)}x, rps ${(m.rps / bare.rps).toFixed(2)}x)`;
      return `${m.cpuPerAnswer.toFixed(0)} µs, ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms${m.bad > 0 ? `, ${m.bad} non-2xx/errors` : ""}${ratio}`;
    };
    const row = `| ${name} (${(bodies[0]!.length / 1024).toFixed(0)} KiB) | ${cells("mock")} | ${cells("mock-cold")} | ${cells("bare")} |`;
    console.log(row);
    rows.push(row);
  }
  for (const { child } of servers.values()) child.kill("SIGTERM");
  console.log(
    `\nbodies identical for every query: yes; load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}\n`,
  );
  console.log(
    "CPU per answer (server, from /proc), requests per second, p99; in brackets: bare CPU per answer / the mock's, and the mock's req/s / bare's",
  );
  console.log("| query | mock, cached (serve) | mock, cold (cache 0 bytes) | bare node:http |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(row);
}

const child = values.child;
if (child === "mock" || child === "mock-cold" || child === "bare") {
  void runChild(child);
} else {
  runParent().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
