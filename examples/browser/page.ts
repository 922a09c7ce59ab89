/**
 * The browser demo page (bench/bench-browser.ts bundles it with esbuild and opens it in headless
 * Chromium). It builds the default world (timed), serves it with setupWorker and the package's
 * MSW handlers, fetches two answers through the service worker and renders them as tables, times
 * buildWorld at the other sizes asked for, and posts a report to its server (`POST /__report`).
 */
import { setupWorker } from "msw/browser";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../../src/browser";
import { createHandlers } from "../../src/msw";
import { PAGE_URLS, type PageAnswer, type PageReport } from "./page-report";

/** The other world sizes to time: `?sizes=100000,50000` (default 100,000). */
function otherSizes(): number[] {
  const text = new URLSearchParams(location.search).get("sizes") ?? "100000";
  return text === "" ? [] : text.split(",").map(Number);
}

/** Milliseconds a step takes (performance.now), and its value. */
async function timed<T>(step: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await step();
  return { value, ms: Math.round(performance.now() - start) };
}

function cell(row: HTMLTableRowElement, text: string, tag: "td" | "th" = "td"): void {
  const element = document.createElement(tag);
  element.textContent = text;
  row.append(element);
}

/** Renders records as a table, one column per field of the first; returns the rows rendered. */
function renderTable(id: string, records: readonly unknown[]): number {
  const table = document.getElementById(id) as HTMLTableElement;
  table.replaceChildren();
  const first = records[0];
  if (typeof first !== "object" || first === null) return 0;
  const fields = Object.keys(first).slice(0, 6);
  const head = table.insertRow();
  for (const field of fields) cell(head, field, "th");
  for (const record of records) {
    const row = table.insertRow();
    const values = record as Record<string, unknown>;
    for (const field of fields) cell(row, JSON.stringify(values[field] ?? null));
  }
  return records.length;
}

/** The records of an answer: a v2 page's `data`, a v1 list itself. */
function recordsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
}

async function fetchAnswer(url: string): Promise<PageAnswer> {
  const response = await fetch(url);
  return { url, status: response.status, body: (await response.json()) as unknown };
}

async function main(): Promise<PageReport> {
  const world = await timed(() => buildWorld(DEFAULT_WORLD_OPTIONS));
  const handlers = await timed(() => createHandlers({ world: world.value }));
  const worker = setupWorker(...handlers.value);
  const start = await timed(() =>
    worker.start({
      serviceWorker: { url: "/mockServiceWorker.js" },
      // The page's own files and its report go to the network.
      onUnhandledRequest: "bypass",
      quiet: true,
    }),
  );
  const first = await timed(() => fetchAnswer(PAGE_URLS[0]));
  const answers = [first.value, ...(await Promise.all(PAGE_URLS.slice(1).map(fetchAnswer)))];
  const rows = {
    "v2-occurrences": renderTable("v2-occurrences", recordsOf(answers[0]?.body)),
    "v1-cities": renderTable("v1-cities", recordsOf(answers[1]?.body)),
  };
  const worldBuilds = [{ occurrences: DEFAULT_WORLD_OPTIONS.occurrences, ms: world.ms }];
  for (const occurrences of otherSizes()) {
    const built = await timed(() => buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences }));
    worldBuilds.push({ occurrences, ms: built.ms });
  }
  renderTable("timings", worldBuilds);
  worker.stop();
  return {
    ok: Object.values(rows).every((count) => count > 0),
    userAgent: navigator.userAgent,
    worldBuilds,
    steps: { createHandlers: handlers.ms, workerStart: start.ms, firstFetch: first.ms },
    answers,
    rows,
  };
}

async function report(body: PageReport): Promise<void> {
  const status = document.getElementById("status");
  if (status !== null) status.textContent = body.ok ? "rendered" : `failed: ${body.error ?? ""}`;
  await fetch("/__report", { method: "POST", body: JSON.stringify(body) });
}

main().then(report, (error: unknown) =>
  report({
    ok: false,
    userAgent: navigator.userAgent,
    worldBuilds: [],
    steps: {},
    answers: [],
    rows: {},
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  }),
);
