/**
 * `npm run bench:browser`: the browser check, run by hand (CI may have no Chromium). Bundles the
 * demo page examples/browser/page.ts with esbuild (platform browser, minified), serves it with
 * msw's mockServiceWorker.js on 127.0.0.1 (a free port), opens it in headless Chromium, and waits
 * for the page to post its report: the page builds the default world, serves it with setupWorker
 * and the MSW handlers, and renders two answers fetched through the worker. The same URLs are
 * then asked of the mock server (createApp on the same world, in Node): the answers must match.
 * Prints the bundle size (raw and gzip), the world build times, the worker's start-up and the
 * browser's version. Exits 1 when the page rendered no data, reported an error or got other
 * answers than the server; 2 when the browser is missing or SIZES is malformed.
 *
 * CHROMIUM=/path/to/chrome picks the browser (default /usr/bin/chromium); SIZES=100000 the other
 * world sizes timed after the default world (comma-separated, may be empty); TIMEOUT_MS how long
 * to wait for the report (default 180000).
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { text } from "node:stream/consumers";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { isDeepStrictEqual } from "node:util";
import { build } from "esbuild";
import type { PageAnswer, PageReport } from "../examples/browser/page-report";
import { createApp, startServer } from "../src/node";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../src/world";

const ROOT = join(__dirname, "..");
const PAGE_DIR = join(ROOT, "examples", "browser");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 180_000);
const SIZES = process.env.SIZES ?? "100000";
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/** Bundles the page into `outDir` (page.js) and copies index.html and the service worker. */
async function bundlePage(outDir: string): Promise<Buffer> {
  await build({
    entryPoints: [join(PAGE_DIR, "page.ts")],
    outfile: join(outDir, "page.js"),
    bundle: true,
    platform: "browser",
    format: "esm",
    minify: true,
    target: "es2022",
    logLevel: "warning",
  });
  copyFileSync(join(PAGE_DIR, "index.html"), join(outDir, "index.html"));
  // The worker script must come from the msw version the page bundles (msw checks it at start).
  copyFileSync(
    require.resolve("msw/mockServiceWorker.js", { paths: [ROOT] }),
    join(outDir, "mockServiceWorker.js"),
  );
  return readFileSync(join(outDir, "page.js"));
}

/** Serves outDir's files and resolves `report` with the page's POST /__report. */
function servePage(outDir: string, onReport: (report: PageReport) => void) {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method === "POST" && path === "/__report") {
      text(request).then(
        (body) => {
          response.writeHead(204).end();
          try {
            onReport(JSON.parse(body) as PageReport);
          } catch {
            onReport(failed(`the page's report is not JSON: ${body.slice(0, 200)}`));
          }
        },
        () => response.writeHead(400).end(),
      );
      return;
    }
    const file = join(outDir, path === "/" ? "index.html" : path.slice(1));
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

/** A report of a page that did not report. */
function failed(error: string): PageReport {
  return { ok: false, userAgent: "", worldBuilds: [], steps: {}, answers: [], rows: {}, error };
}

/** Opens `url` in headless Chromium and waits for the page's report (or the browser's end). */
async function runPage(url: string, profile: string, reported: Promise<PageReport>) {
  const browser = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--user-data-dir=${profile}`,
      url,
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  browser.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<PageReport>((resolve) =>
    browser.on("exit", (code) => resolve(failed(`Chromium exited (${code}): ${stderr}`))),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<PageReport>((resolve) => {
    timer = setTimeout(() => resolve(failed(`no report in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  const report = await Promise.race([reported, exited, timedOut]);
  clearTimeout(timer);
  // Chromium runs helper processes in its group: end the group this script started.
  if (browser.pid !== undefined && browser.exitCode === null) {
    process.kill(-browser.pid, "SIGTERM");
  }
  return report;
}

/** The answers the mock server (createApp, the page's world) gives that differ from the page's. */
async function differencesFromServer(answers: readonly PageAnswer[]): Promise<string[]> {
  const server = await startServer(createApp({ world: buildWorld(DEFAULT_WORLD_OPTIONS) }), {
    port: 0,
    host: "127.0.0.1",
  });
  try {
    const differences: string[] = [];
    for (const answer of answers) {
      const response = await fetch(`${server.url}${answer.url}`);
      const body = (await response.json()) as unknown;
      if (response.status !== answer.status || !isDeepStrictEqual(body, answer.body)) {
        differences.push(
          `${answer.url}: the worker answered ${answer.status}, the server ${response.status} with another body`,
        );
      }
    }
    return differences;
  } finally {
    await server.close();
  }
}

function printReport(report: PageReport): void {
  console.log(`browser: ${report.userAgent}`);
  for (const [index, { occurrences, ms }] of report.worldBuilds.entries()) {
    const what = index === 0 ? "the default world, served by the worker (first build, cold)" : "";
    console.log(`buildWorld in the browser, ${occurrences} occurrences: ${ms} ms ${what}`.trim());
  }
  const steps = Object.entries(report.steps).map(([step, ms]) => `${step} ${ms} ms`);
  if (steps.length > 0) console.log(`in the browser: ${steps.join(", ")}`);
  console.log(`rows rendered: ${JSON.stringify(report.rows)}`);
}

async function main(): Promise<number> {
  if (!/^(\d+(,\d+)*)?$/.test(SIZES)) {
    console.error(
      `bench:browser: SIZES must be world sizes separated by commas, e.g. 100000; got ${SIZES}`,
    );
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `bench:browser: no browser at ${CHROMIUM} (set CHROMIUM to a Chrome or Chromium)`,
    );
    return 2;
  }
  const work = mkdtempSync(join(tmpdir(), "occurrence-browser-"));
  const outDir = join(work, "site");
  try {
    const buildStart = Date.now();
    const bundle = await bundlePage(outDir);
    const gzipped = gzipSync(bundle).length;
    console.log(
      `bundle of examples/browser/page.ts (esbuild, minified): ${kib(bundle.length)} raw, ` +
        `${kib(gzipped)} gzip (${bundle.length} / ${gzipped} bytes), built in ${Date.now() - buildStart} ms`,
    );
    let resolveReport: (report: PageReport) => void = () => undefined;
    const reported = new Promise<PageReport>((resolve) => (resolveReport = resolve));
    const server = servePage(outDir, (report) => resolveReport(report));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/?sizes=${encodeURIComponent(SIZES)}`;
    const report = await runPage(url, join(work, "profile"), reported);
    server.close();
    printReport(report);
    if (!report.ok) {
      console.error(`bench:browser: the page did not render data: ${report.error ?? "no rows"}`);
      return 1;
    }
    const differences = await differencesFromServer(report.answers);
    for (const difference of differences) console.error(`bench:browser: ${difference}`);
    if (differences.length > 0) return 1;
    console.log(
      `bench:browser: the page rendered data in headless Chromium, the same answers as the mock server (${report.answers.map((a) => a.url).join(", ")})`,
    );
    return 0;
  } finally {
    // Chromium may still be writing its profile for a moment after SIGTERM.
    setTimeout(() => rmSync(work, { recursive: true, force: true }), 1000);
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`bench:browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
