/**
 * The browser demo page (bench/bench-browser.ts bundles it with esbuild and opens it in headless
 * Chromium): it times buildWorld in the browser, renders two answers as tables, and posts a
 * report of what it did to the page's server (`POST /__report`), which the harness prints.
 */
import { buildWorld, DEFAULT_WORLD_OPTIONS, paginate, toV1CityRow } from "../../src/browser";
import type { PageReport } from "./page-report";

/** The sizes to time: `?sizes=10000,100000` (default: the default world and 100,000). */
function worldSizes(): number[] {
  const text = new URLSearchParams(location.search).get("sizes");
  return (text ?? `${DEFAULT_WORLD_OPTIONS.occurrences},100000`).split(",").map(Number);
}

function cell(row: HTMLTableRowElement, text: string, tag: "td" | "th" = "td"): void {
  const element = document.createElement(tag);
  element.textContent = text;
  row.append(element);
}

/** Renders rows of records as a table: one column per field named. */
function renderTable(id: string, fields: readonly string[], records: readonly object[]): number {
  const table = document.getElementById(id) as HTMLTableElement;
  table.replaceChildren();
  const head = table.insertRow();
  for (const field of fields) cell(head, field, "th");
  for (const record of records) {
    const row = table.insertRow();
    const values = record as Record<string, unknown>;
    for (const field of fields) cell(row, JSON.stringify(values[field] ?? null));
  }
  return records.length;
}

function timeWorldBuilds(): { occurrences: number; ms: number }[] {
  return worldSizes().map((occurrences) => {
    const start = performance.now();
    buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences });
    return { occurrences, ms: Math.round(performance.now() - start) };
  });
}

async function main(): Promise<PageReport> {
  const worldBuilds = timeWorldBuilds();
  renderTable("timings", ["occurrences", "ms"], worldBuilds);
  const world = buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences: 50 });
  const page = paginate(world.occurrences.length, 2, 5);
  const occurrences = world.occurrences.slice(page.start, page.end).map((o) => o.v2);
  const rows = {
    "v2-occurrences": renderTable("v2-occurrences", ["id", "date", "address"], occurrences),
    "v1-cities": renderTable(
      "v1-cities",
      ["CidadeId", "Nome", "EstadoId"],
      world.cities.map(toV1CityRow),
    ),
  };
  const ok = Object.values(rows).every((count) => count > 0);
  return { ok, userAgent: navigator.userAgent, worldBuilds, rows };
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
    rows: {},
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  }),
);
