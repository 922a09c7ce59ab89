import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runConformance, type ConformanceReport } from "../../src/conformance";
import { renderHtml } from "../../src/conformance/reporters";
import { rewriting } from "../conformance/broken/answers";
import { brokenFetch } from "../conformance/broken/break-handler";
import { testWorldHandler } from "../conformance/broken/mock-handlers";
import { CORE_BASE_URL } from "../conformance/helpers/core-fetch";
import { withChromium, type ChromiumPage } from "./helpers/with-chromium";

// conform's HTML report (its own writer, on a run against a server that ignores idState) opened
// from a file in headless Chromium: the counter beside the filter counts the rows of every
// filterable table (the coverage map and the findings) as the page opens, and typing or picking
// a status updates it.
let work: string;
let file: string;
let report: ConformanceReport;

beforeAll(async () => {
  const fetch = brokenFetch(
    testWorldHandler(),
    rewriting({
      rewriteRequest(url) {
        url.searchParams.delete("idState");
      },
    }),
  );
  report = await runConformance({ baseUrl: CORE_BASE_URL, seed: 2, fetch });
  work = mkdtempSync(join(tmpdir(), "occurrence-report-"));
  file = join(work, "conformance.html");
  writeFileSync(file, renderHtml(report));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every row of the filterable tables, as the report lists them. */
function rowsInReport(): number {
  return report.coverage.length + report.checks.reduce((n, c) => n + c.findings.length, 0);
}

const COUNTER = `document.getElementById("filter-count").textContent`;
const VISIBLE = `[...document.querySelectorAll("table.filterable tbody tr")].filter((r) => !r.hidden)`;

function onReport(use: (page: ChromiumPage) => Promise<void>): Promise<void> {
  return withChromium(async (page) => {
    await page.goto(pathToFileURL(file).href);
    await use(page);
    expect(page.errors).toEqual([]);
  });
}

describe("the HTML report's filter in headless Chromium", () => {
  test("on load the counter reads every row of the coverage map and the findings, all shown", async () => {
    const all = rowsInReport();
    expect(all).toBeGreaterThan(1);
    await onReport(async (page) => {
      expect(await page.evaluate(COUNTER)).toBe(`${all} of ${all} rows`);
      expect(await page.evaluate(`${VISIBLE}.length`)).toBe(all);
    });
  });

  test("typing in the filter hides the rows without the text and the counter follows each key", async () => {
    const all = rowsInReport();
    await onReport(async (page) => {
      await page.type("#filter-text", "idState");
      const shown = await page.evaluate<string[]>(`${VISIBLE}.map((r) => r.textContent)`);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(all);
      expect(shown.every((text) => text.toLowerCase().includes("idstate"))).toBe(true);
      expect(await page.evaluate(COUNTER)).toBe(`${shown.length} of ${all} rows`);
      await page.type("#filter-text", " no row has this");
      expect(await page.evaluate(COUNTER)).toBe(`0 of ${all} rows`);
    });
  });

  test("picking a status shows only rows of that status, counted", async () => {
    const all = rowsInReport();
    const failed = report.coverage.filter((entry) => entry.status === "failed").length;
    await onReport(async (page) => {
      await page.evaluate(`(() => {
        const status = document.getElementById("filter-status");
        status.value = "failed";
        status.dispatchEvent(new Event("change"));
      })()`);
      const statuses = await page.evaluate<string[]>(`${VISIBLE}.map((r) => r.dataset.status)`);
      expect(new Set(statuses)).toEqual(new Set(["failed"]));
      expect(statuses.length).toBeGreaterThanOrEqual(failed);
      expect(await page.evaluate(COUNTER)).toBe(`${statuses.length} of ${all} rows`);
    });
  });
});
