import { JSDOM } from "jsdom";
import { runConformance, type ConformanceReport } from "../../src/conformance";
import { renderHtml } from "../../src/conformance/reporters";
import { rewriting } from "./broken/answers";
import { brokenFetch } from "./broken/break-handler";
import { testWorldHandler } from "./broken/mock-handlers";
import { CORE_BASE_URL } from "./helpers/core-fetch";

let report: ConformanceReport;
let page: Document;
let requested: string[];

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
  requested = [];
  const dom = new JSDOM(renderHtml(report), {
    runScripts: "dangerously",
    resources: undefined,
    beforeParse(window) {
      // Any network use by the page would show here.
      Object.assign(window, {
        fetch: (url: string) => {
          requested.push(url);
          return Promise.reject(new Error("no network"));
        },
      });
    },
  });
  page = dom.window.document;
});

const rows = (selector: string) => [...page.querySelectorAll<HTMLTableRowElement>(selector)];
const visible = (selector: string) => rows(selector).filter((row) => !row.hidden);

describe("the HTML report, opened in jsdom", () => {
  test("is one self-contained page: no external script, style, image or link, no request", () => {
    const external = [...page.querySelectorAll("[src], link[href], img")];
    expect(external).toEqual([]);
    expect(requested).toEqual([]);
    expect(page.querySelectorAll("script")).toHaveLength(1);
  });

  test("shows the verdict, the summary counts and the coverage map with one row per entry", () => {
    expect(page.querySelector(".verdict.fail")?.textContent).toMatch(/^DOES NOT CONFORM: /);
    const counts = Object.fromEntries(
      rows("table.summary tr").map((r) => [
        r.querySelector("th")?.textContent,
        r.querySelector("td")?.textContent,
      ]),
    );
    expect(counts["checks failed"]).toBe(String(report.summary.failed));
    expect(counts["checks witnessed"]).toBe(String(report.summary.witnessed));
    const coverage = rows("table.filterable:not(.findings) tbody tr");
    expect(coverage).toHaveLength(report.coverage.length);
    const idState = coverage.find((r) => r.cells[3]?.textContent === "idState");
    expect(idState?.dataset.status).toBe("failed");
  });

  test("lists each failure with its witness query (curl), expected and seen", () => {
    const findings = rows("table.findings tbody tr");
    const listed = report.checks.reduce((n, c) => n + c.findings.length, 0);
    expect(findings).toHaveLength(listed);
    const state = findings.find((r) => r.textContent?.includes("v2.filter.state"));
    expect(state?.textContent).toMatch(/curl -sS -g '/);
    expect(state?.textContent).toMatch(/idState/);
  });

  test("the counter reads every row of the filterable tables as the page opens", () => {
    const all = report.coverage.length + report.checks.reduce((n, c) => n + c.findings.length, 0);
    expect(page.getElementById("filter-count")?.textContent).toBe(`${all} of ${all} rows`);
  });

  test("filters rows by status and by text", () => {
    const status = page.getElementById("filter-status") as HTMLSelectElement;
    const text = page.getElementById("filter-text") as HTMLInputElement;
    const window = page.defaultView as Window & typeof globalThis;
    status.value = "failed";
    status.dispatchEvent(new window.Event("change"));
    const shown = visible("table.filterable tbody tr");
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.dataset.status === "failed")).toBe(true);
    status.value = "all";
    text.value = "idState";
    text.dispatchEvent(new window.Event("input"));
    expect(
      visible("table.filterable tbody tr").every((r) => r.textContent?.includes("idState")),
    ).toBe(true);
    expect(page.getElementById("filter-count")?.textContent).toMatch(/^\d+ of \d+ rows$/);
  });
});
