/**
 * Part of `npm run bench` (after bench-server): the mock's transport on a 100,000-occurrence
 * world, measured side by side in one run:
 *   1. take=5000 and the full /api/v1/occurrences list, without and with gzip (and brotli);
 *   2. a small request's latency (GET /api/v2/states, one connection) while 10 clients fetch
 *      the full v1 list in a loop, with the mock's peak memory (RSS, sampled every 100 ms);
 *   3. `serve --workers 1` against `--workers 2` on the filtered page.
 * Flags: --occurrences N (100000), --duration S (10). Not a test: figures depend on the machine.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createApp } from "../src/server/create-app";
import { startServer } from "../src/server/start-server";
import { buildWorld } from "../src/world/build-world";

const { values } = parseArgs({
  options: {
    child: { type: "boolean" },
    occurrences: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
  },
});
const OCCURRENCES = Number(values.occurrences);
const DURATION = Number(values.duration);

async function runChild(): Promise<void> {
  process.on("message", () => process.send?.({ rss: process.memoryUsage().rss }));
  const world = buildWorld({ seed: 1, occurrences: OCCURRENCES });
  const handle = await startServer(createApp({ world }), { port: 0, host: "127.0.0.1" });
  process.send?.({ port: Number(new URL(handle.url).port) });
}

function spawnMock(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, ["--child", "--occurrences", String(OCCURRENCES)], {
    execArgv: ["-r", "ts-node/register/transpile-only"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve({ child, port: message.port }));
    child.once("exit", (code) => reject(new Error(`mock exited with ${code}`)));
  });
}

function rss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (message: { rss: number }) => resolve(message.rss));
    child.send("rss");
  });
}

interface Run {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytesPerRequest: number;
  readonly bad: number;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;

async function compression(base: string): Promise<void> {
  console.log("\n| answer | encoding | req/s | p50 | p99 | bytes/answer |");
  console.log("|---|---|---|---|---|---|");
  const cases: [string, string, number][] = [
    ["take=5000", "/api/v2/occurrences?take=5000&page=3", 10],
    ["full v1 list", "/api/v1/occurrences", 10],
  ];
  for (const [name, path, connections] of cases) {
    for (const encoding of ["identity", "gzip", "br"]) {
      const headers: Record<string, string> =
        encoding === "identity" ? {} : { "Accept-Encoding": encoding };
      await load(`${base}${path}`, connections, 2, headers); // warm-up: rows, caches
      const run = await load(`${base}${path}`, connections, DURATION, headers);
      console.log(
        `| ${name} | ${encoding} | ${run.rps.toFixed(1)} | ${run.p50} ms | ${run.p99} ms | ${mb(run.bytesPerRequest)} |${run.bad > 0 ? ` ${run.bad} bad` : ""}`,
      );
    }
  }
}

async function smallWhileLarge(base: string, child: ChildProcess): Promise<void> {
  // Warm-up: the first request builds the v1 rows and serializes each once.
  await fetch(`${base}/api/v1/occurrences`).then((response) => response.arrayBuffer());
  let peak = await rss(child);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(child));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const [large, small] = await Promise.all([
    load(`${base}/api/v1/occurrences`, 10, DURATION),
    load(`${base}/api/v2/states`, 1, DURATION),
  ]);
  sampling = false;
  await sampler;
  console.log(
    `\nsmall request while 10 clients fetch the full v1 list in a loop (${DURATION} s): ` +
      `GET /api/v2/states p50 ${small.p50} ms, p99 ${small.p99} ms (${small.rps.toFixed(0)} req/s); ` +
      `full v1 list ${large.rps.toFixed(1)} req/s; mock peak RSS ${mb(peak)}`,
  );
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
    await load(url, 10, 2);
    const run = await load(url, 10, DURATION);
    console.log(`| ${count} | ${run.rps.toFixed(0)} | ${run.p50} ms | ${run.p99} ms |`);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function runParent(): Promise<void> {
  console.log(`bench-transport: ${OCCURRENCES} occurrences, ${DURATION} s per measure`);
  const { child, port } = await spawnMock();
  const base = `http://127.0.0.1:${port}`;
  try {
    await smallWhileLarge(base, child);
    await compression(base);
  } finally {
    child.kill("SIGTERM");
  }
  await workers();
}

if (values.child === true) void runChild();
else
  runParent().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
