/**
 * `npm run bench:browser`: the browser figures, run by hand (`npm run test:browser` checks the
 * same page in CI, test/browser/msw-worker-in-a-page.test.ts, with the same driver). Bundles the
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
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { PageReport } from "../examples/browser/page-report";
import { CHROMIUM, withChromium } from "../test/browser/helpers/with-chromium";
import {
  bundleDemoPage,
  differencesFromServer,
  serveDemoSite,
} from "../test/browser/helpers/demo-site";

const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 180_000);
const SIZES = process.env.SIZES ?? "100000";

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

/** Opens the demo site in headless Chromium and waits for the page's report. */
async function runPage(url: string, reported: Promise<PageReport>): Promise<PageReport> {
  return withChromium(async (page) => {
    await page.goto(url);
    // The page shows "rendered" or "failed" just before it posts; a page that fails to load
    // posts without showing. Chromium's end or the timeout fail the wait.
    const shown = `document.getElementById("status").textContent !== "loading…"`;
    return Promise.race([reported, page.waitFor(shown, TIMEOUT_MS).then(() => reported)]);
  });
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
    const bundle = await bundleDemoPage(outDir);
    const gzipped = gzipSync(bundle).length;
    console.log(
      `bundle of examples/browser/page.ts (esbuild, minified): ${kib(bundle.length)} raw, ` +
        `${kib(gzipped)} gzip (${bundle.length} / ${gzipped} bytes), built in ${Date.now() - buildStart} ms`,
    );
    const site = await serveDemoSite(outDir);
    const url = `${site.url}/?sizes=${encodeURIComponent(SIZES)}`;
    const report = await runPage(url, site.report).finally(() => site.close());
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
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`bench:browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
