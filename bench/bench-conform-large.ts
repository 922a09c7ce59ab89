/**
 * `npx ts-node --transpile-only bench/bench-conform-large.ts [--mb 10] [--max-requests 400]
 * [--deadline 300] [--content-length]`: `conform --api v2` as a process against a server whose
 * every v2 occurrences answer is a valid-shaped page of about N MB (the world's records under new
 * ids); prints the requests sent, the time, the exit and the peak RSS of conform (VmHWM of
 * /proc/PID/status). The server runs in this process. Not a test (the bounds are checked by
 * test/e2e/conform-hostile.test.ts).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathOf } from "../src/contract";
import { buildWorld } from "../src/world";

const { values } = parseArgs({
  options: {
    mb: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "400" },
    deadline: { type: "string", default: "300" },
    "content-length": { type: "boolean", default: false },
  },
});
const BIN = join(__dirname, "..", "bin", "occurrence-contract.js");

/** A v2 occurrences page of about `size` bytes, and the cities answer naming its city. */
function answers(size: number): { page: Buffer; cities: string } {
  const records = buildWorld({ seed: 4, occurrences: 8 }).occurrences.map(
    (o) => o.v2 as unknown as Record<string, unknown>,
  );
  const average = JSON.stringify(records).length / records.length;
  const count = Math.ceil(size / average);
  const data = Array.from({ length: count }, (_, n) => ({
    ...records[n % records.length],
    id: `5b6c2f53-4f4e-4c36-9d0c-${n.toString(16).padStart(12, "0")}`,
  }));
  const pageMeta = { page: 1, take: count, itemCount: count, pageCount: 1 };
  const meta = { ...pageMeta, hasPreviousPage: false, hasNextPage: false };
  const envelope = { msg: "ok", msgCode: "success", code: 200 };
  const { city, state } = records[0] as { city: object; state: object };
  return {
    page: Buffer.from(JSON.stringify({ ...envelope, data, pageMeta: meta })),
    cities: JSON.stringify({ ...envelope, data: [{ ...city, state }] }),
  };
}

function vmHwm(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const { page, cities } = answers(Number(values.mb) * 1024 * 1024);
  const server = createServer((request, response) => {
    const body = (request.url ?? "").startsWith(pathOf("v2-occurrences")) ? page : cities;
    // --content-length: the length declared, as most servers do; else the body is chunked.
    const length = values["content-length"] ? { "Content-Length": Buffer.byteLength(body) } : {};
    response.writeHead(200, { "Content-Type": "application/json", ...length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const argv = ["conform", "--base-url", `http://127.0.0.1:${port}`, "--api", "v2", "--seed", "7"];
  argv.push("--max-requests", values["max-requests"], "--deadline", values.deadline);
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...argv], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  let peakKb = 0;
  const timer = setInterval(() => (peakKb = Math.max(peakKb, vmHwm(child.pid ?? 0))), 20);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(timer);
  server.close();
  const sent = /[·(] ?(\d+) requests/.exec(output)?.[1] ?? "?";
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `conform against ${values.mb} MB answers (${page.length} bytes): ${sent} requests, ${seconds} s, exit ${code}, peak RSS ${(peakKb / 1024).toFixed(0)} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
