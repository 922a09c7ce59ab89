/**
 * `npm run bench:har-large [-- --dir /tmp --mb 1000]`: reads a large HAR 1.2 log (generated in
 * --dir if absent, never committed: entries of v2 answers, every fifth body in base64) the ways
 * the kit reads captures — readExchanges (learn), readFiles (validate, serve --data) and
 * `validate` itself — each in a child process. The figures are wall time, MB/s and peak memory
 * (maxRSS from /usr/bin/time). Not a test: figures depend on the machine.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sampleOccurrencesResponse } from "../test/fixtures/validation/sample-bodies";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "/tmp" },
    mb: { type: "string", default: "1000" },
    child: { type: "string" },
    path: { type: "string" },
  },
});

/** Answers of 25 occurrences with one to three victims each (about 50–110 kB). */
const BODIES = [1, 2, 3].map((victims) => JSON.stringify(sampleOccurrencesResponse(25, victims)));

/** One HAR entry answering a page of occurrences (base64 when `base64`). */
function entry(page: number, base64: boolean): string {
  const body = BODIES[page % BODIES.length]!;
  const url = `https://api.example.org/api/v2/occurrences?page=${page}&take=25`;
  return JSON.stringify(
    {
      startedDateTime: new Date(Date.UTC(2024, 0, 1) + page * 1000).toISOString(),
      time: 12,
      request: {
        method: "GET",
        url,
        httpVersion: "HTTP/1.1",
        headers: [{ name: "accept", value: "application/json" }],
        queryString: [{ name: "page", value: String(page) }],
        cookies: [],
        headersSize: -1,
        bodySize: 0,
      },
      response: {
        status: 200,
        statusText: "OK",
        httpVersion: "HTTP/1.1",
        headers: [{ name: "content-type", value: "application/json" }],
        cookies: [],
        content: {
          size: body.length,
          mimeType: "application/json",
          ...(base64
            ? { text: Buffer.from(body).toString("base64"), encoding: "base64" }
            : { text: body }),
        },
        redirectURL: "",
        headersSize: -1,
        bodySize: body.length,
      },
      cache: {},
      timings: { send: 0, wait: 10, receive: 2 },
    },
    null,
    2,
  );
}

async function writeHar(path: string, megabytes: number): Promise<void> {
  if (existsSync(path) && statSync(path).size >= megabytes * 1e6) return;
  const out = createWriteStream(path);
  const put = async (text: string): Promise<void> => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await put(
    '{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "bench", "version": "1"},\n    "entries": [\n',
  );
  let bytes = 0;
  for (let page = 1; bytes < megabytes * 1e6; page += 1) {
    const text = `${page === 1 ? "" : ",\n"}${entry(page, page % 5 === 0)}`;
    bytes += text.length;
    await put(text);
  }
  await new Promise<void>((resolve) => out.end("\n    ]\n  }\n}\n", () => resolve()));
}

/** The child: reads the file one way and prints what it read. */
async function child(way: string, path: string): Promise<void> {
  const capture = await import("../src/capture");
  const files = [{ path, format: "har" as const }];
  const counts: Record<string, number> = {};
  const items = way === "readExchanges" ? capture.readExchanges(files) : capture.readFiles(files);
  for await (const item of items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  console.log(JSON.stringify(counts));
}

function measure(label: string, args: string[], bytes: number): void {
  const started = Date.now();
  const run = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const maxRssMb = Number(run.stderr.trim().split("\n").at(-1)) / 1024;
  const summary = run.stdout.trim().split("\n").at(-1) ?? "";
  console.log(
    `| ${label} | ${(bytes / 1e6).toFixed(0)} MB | ${seconds.toFixed(1)} s | ${(bytes / 1e6 / seconds).toFixed(1)} MB/s | ${maxRssMb.toFixed(0)} MB | exit ${run.status} | ${summary.slice(0, 100)} |`,
  );
}

async function main(): Promise<void> {
  if (values.child !== undefined && values.path !== undefined) {
    await child(values.child, values.path);
    return;
  }
  const path = join(values.dir, "occurrence-contract-large.har");
  await writeHar(path, Number(values.mb));
  const size = statSync(path).size;
  const tsNode = ["-r", "ts-node/register/transpile-only", __filename];
  console.log("| run | size | time | MB/s | peak memory | exit | read |");
  console.log("|---|---|---|---|---|---|---|");
  for (const way of ["readExchanges", "readFiles"]) {
    measure(`${way} (streamed HAR)`, [...tsNode, "--child", way, "--path", path], size);
  }
  const bin = join(__dirname, "..", "bin", "occurrence-contract.js");
  measure(
    "validate FILE.har",
    [bin, "validate", "--reporter", "json", "--out", "/dev/null", path],
    size,
  );
}

void main();
