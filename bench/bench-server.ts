/**
 * `npm run bench`: the mock server against a bare node:http server on the same world.
 *
 * Both serve GET /api/v2/occurrences for a 100,000-occurrence world (seed 1). The bare server is
 * the baseline the issue names: node:http, no framework, no validation; it finds the matching
 * records once per filter (brute force, cached, so the warm-up pays it), then on each request
 * slices the page and JSON.stringifies the envelope. The mock is the real thing: Express,
 * schema-driven query parsing, indexes, cached record texts.
 *
 * Fairness on 2 cores: each server runs alone in a child process (one at a time), autocannon
 * runs in this process at 10 connections, each query gets a warm-up run before the measured run,
 * and the bodies of both servers are compared byte for byte first.
 *
 * Flags: --occurrences N (100000), --duration S (10), --warmup S (3), --connections N (10).
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createApp } from "../src/node/create-app";
import { startServer } from "../src/node/start-server";
import { buildWorld } from "../src/world/build-world";
import type { World, WorldOccurrence } from "../src/world/world";

const SERVERS = ["mock", "bare"] as const;
type ServerKind = (typeof SERVERS)[number];

const { values } = parseArgs({
  options: {
    child: { type: "string" },
    occurrences: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
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
    ["unfiltered page 1 (take 25)", "/api/v2/occurrences?page=1"],
    ["state + 2 cities + one year (take 25)", `/api/v2/occurrences?${filtered}&page=2`],
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
  // The parent asks for CPU time around each measured run: server CPU per request, whatever
  // the load generator's own limits.
  process.on("message", () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
  const world = buildWorld({ seed: SEED, occurrences: OCCURRENCES });
  const report = (port: number): void => {
    process.send?.({ port, readyMs: Date.now() - started });
  };
  if (kind === "bare") {
    startBare(world, report);
    return;
  }
  const handle = await startServer(createApp({ world }), { port: 0, host: "127.0.0.1" });
  report(Number(new URL(handle.url).port));
}

// ---------------------------------------------------------------------------------------------
// Parent: start each server alone, check bodies, load it, print the table.

interface Measure {
  readonly rps: number;
  /** Server CPU time per request, in microseconds. */
  readonly cpuPerRequest: number;
  readonly p50: number;
  readonly p99: number;
  readonly bad: number;
}

function spawnServer(
  kind: ServerKind,
): Promise<{ child: ChildProcess; port: number; readyMs: number }> {
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

function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (message: { cpuMicros: number }) => resolve(message.cpuMicros));
    child.send("cpu");
  });
}

async function load(url: string, seconds: number, child: ChildProcess): Promise<Measure> {
  const cpuBefore = await serverCpu(child);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: seconds,
  });
  const cpu = (await serverCpu(child)) - cpuBefore;
  return {
    rps: result.requests.average,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
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
  const results = new Map<string, Measure>();
  const bodies = new Map<string, string>();
  console.log(
    `bench-server: ${OCCURRENCES} occurrences, ${values.connections} connections, ` +
      `${values.duration} s per query after a ${values.warmup} s warm-up; servers run one at a time`,
  );
  for (const kind of SERVERS) {
    const { child, port, readyMs } = await spawnServer(kind);
    console.log(`${kind} server ready in ${readyMs} ms (world built and indexed)`);
    for (const [name, path] of queries) {
      const url = `http://127.0.0.1:${port}${path}`;
      const text = await fetchText(url);
      const other = bodies.get(name);
      if (other !== undefined && other !== text) throw new Error(`bodies differ for ${name}`);
      bodies.set(name, text);
      await load(url, Number(values.warmup), child);
      const measure = await load(url, Number(values.duration), child);
      results.set(`${kind}:${name}`, measure);
      console.log(
        `  ${kind} ${name}: ${measure.rps.toFixed(0)} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, ` +
          `server CPU ${measure.cpuPerRequest.toFixed(0)} µs/request` +
          `${measure.bad > 0 ? `, ${measure.bad} bad` : ""} (${(text.length / 1024).toFixed(0)} KiB)`,
      );
    }
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  console.log("\nbodies identical for every query: yes\n");
  console.log(
    "| query | mock req/s | p50 | p99 | CPU µs/req | bare req/s | p50 | p99 | CPU µs/req | req/s mock/bare |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const [name] of queries) {
    const mock = results.get(`mock:${name}`)!;
    const bare = results.get(`bare:${name}`)!;
    const cells = (m: Measure): string =>
      `${m.rps.toFixed(0)} | ${m.p50} ms | ${m.p99} ms | ${m.cpuPerRequest.toFixed(0)}`;
    console.log(
      `| ${name} | ${cells(mock)} | ${cells(bare)} | ${(mock.rps / bare.rps).toFixed(2)} |`,
    );
  }
}

const child = values.child;
if (child === "mock" || child === "bare") {
  void runChild(child);
} else {
  runParent().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
