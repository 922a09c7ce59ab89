/** What the demo page (page.ts) posts to the harness (bench/bench-browser.ts) when it is done. */
export interface PageReport {
  /** The page rendered data in every table. */
  readonly ok: boolean;
  /** navigator.userAgent (names the browser and its version). */
  readonly userAgent: string;
  /** buildWorld time per size, in milliseconds (performance.now); the first build is cold. */
  readonly worldBuilds: readonly { readonly occurrences: number; readonly ms: number }[];
  /** Rows rendered per table, by the table's element id. */
  readonly rows: Readonly<Record<string, number>>;
  /** What went wrong, when something did. */
  readonly error?: string;
}
