import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { text } from "node:stream/consumers";
import { isDeepStrictEqual } from "node:util";
import { build } from "esbuild";
import type { PageAnswer, PageReport } from "../../../examples/browser/page-report";
import { createApp, startServer } from "../../../src/node";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../../../src/world";

const ROOT = join(__dirname, "..", "..", "..");
const PAGE_DIR = join(ROOT, "examples", "browser");
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/**
 * Bundles the demo page examples/browser/page.ts into `outDir` (page.js, esbuild, platform
 * browser, minified) beside its index.html and msw's mockServiceWorker.js; returns the bundle.
 */
export async function bundleDemoPage(outDir: string): Promise<Buffer> {
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

/** A report of a page that did not report. */
function failedReport(error: string): PageReport {
  return { ok: false, userAgent: "", worldBuilds: [], steps: {}, answers: [], rows: {}, error };
}

/** The demo site on 127.0.0.1: its URL, the page's report once posted, and how to close it. */
export interface DemoSite {
  readonly url: string;
  readonly report: Promise<PageReport>;
  close(): Promise<void>;
}

/**
 * Serves outDir's files on 127.0.0.1 (a free port) and takes the page's report (its
 * `POST /__report`); anything else is a 404, so a fetch the worker does not answer fails.
 */
export async function serveDemoSite(outDir: string): Promise<DemoSite> {
  let resolveReport: (report: PageReport) => void = () => undefined;
  const report = new Promise<PageReport>((resolve) => (resolveReport = resolve));
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method === "POST" && path === "/__report") {
      text(request).then(
        (body) => {
          response.writeHead(204).end();
          try {
            resolveReport(JSON.parse(body) as PageReport);
          } catch {
            resolveReport(failedReport(`the page's report is not JSON: ${body.slice(0, 200)}`));
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    report,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The answers of the page (fetched through the worker) that the mock server (createApp on the
 * page's world, the default world, in Node) does not give alike.
 */
export async function differencesFromServer(answers: readonly PageAnswer[]): Promise<string[]> {
  const server = await startServer(createApp({ world: buildWorld(DEFAULT_WORLD_OPTIONS) }), {
    port: 0,
    host: "127.0.0.1",
  });
  try {
    const differences: string[] = [];
    for (const answer of answers) {
      const response = await fetch(`${server.url}${answer.url}`);
      // Parsed here, as the page's report was: objects of one realm (jest runs tests in another).
      const body = JSON.parse(await response.text()) as unknown;
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
