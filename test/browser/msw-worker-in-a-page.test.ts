import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PageReport } from "../../examples/browser/page-report";
import { withChromium } from "./helpers/with-chromium";
import { bundleDemoPage, differencesFromServer, serveDemoSite } from "./helpers/demo-site";

// The demo page (examples/browser/page.ts, bundled for the browser as users would) starts msw's
// service worker with the package's handlers in headless Chromium and fetches through it. The
// site serves only the page's files: an answer that did not come from the worker is a 404.
let work: string;
let report: PageReport;
let pageErrors: readonly string[];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "occurrence-browser-tier-"));
  const outDir = join(work, "site");
  await bundleDemoPage(outDir);
  const site = await serveDemoSite(outDir);
  try {
    report = await withChromium(async (page) => {
      await page.goto(`${site.url}/?sizes=`);
      const shown = `document.getElementById("status").textContent !== "loading…"`;
      const reported = await Promise.race([
        site.report,
        page.waitFor(shown, 50_000).then(() => site.report),
      ]);
      pageErrors = [...page.errors];
      return reported;
    });
  } finally {
    await site.close();
  }
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the MSW worker in a page, headless Chromium", () => {
  test("the worker starts and the page renders what it fetched through it, with no error", () => {
    expect({ ok: report.ok, error: report.error, pageErrors }).toEqual({
      ok: true,
      error: undefined,
      pageErrors: [],
    });
    expect(report.rows).toEqual({ "v2-occurrences": 5, "v1-cities": expect.any(Number) });
  });

  test("GET /api/v2/occurrences through the worker answers the mock's page: 200, five records, page 2", () => {
    const answer = report.answers.find((a) => a.url.startsWith("/api/v2/occurrences"));
    expect(answer?.status).toBe(200);
    const body = answer?.body as { data: unknown[]; pageMeta: { page: number; take: number } };
    expect(body.data).toHaveLength(5);
    expect(body.pageMeta).toMatchObject({ page: 2, take: 5 });
  });

  test("every answer through the worker is the mock server's answer to the same URL", async () => {
    expect(report.answers.map((a) => a.url)).toEqual([
      "/api/v2/occurrences?take=5&page=2",
      "/api/v1/cities",
    ]);
    expect(await differencesFromServer(report.answers)).toEqual([]);
  });
});
