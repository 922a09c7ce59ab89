/** One answer the demo page fetched through the MSW handlers. */
export interface PageAnswer {
  /** The URL fetched (path and query). */
  readonly url: string;
  /** The answer's status. */
  readonly status: number;
  /** The answer's body, parsed. */
  readonly body: unknown;
}

/** What the demo page (page.ts) posts to the harness (bench/bench-browser.ts) when it is done. */
export interface PageReport {
  /** The page rendered data in every table. */
  readonly ok: boolean;
  /** navigator.userAgent (names the browser and its version). */
  readonly userAgent: string;
  /**
   * buildWorld time per size, in milliseconds (performance.now): first the world the handlers
   * serve (the default world, a cold build), then the other sizes asked for.
   */
  readonly worldBuilds: readonly { readonly occurrences: number; readonly ms: number }[];
  /** Milliseconds of createHandlers, worker.start() and the first fetch through the worker. */
  readonly steps: Readonly<Record<string, number>>;
  /** The answers fetched, for the harness to compare with the mock server's. */
  readonly answers: readonly PageAnswer[];
  /** Rows rendered per table, by the table's element id. */
  readonly rows: Readonly<Record<string, number>>;
  /** What went wrong, when something did. */
  readonly error?: string;
}

/** The URLs the page fetches, each rendered in the table of the same index. */
export const PAGE_URLS = ["/api/v2/occurrences?take=5&page=2", "/api/v1/cities"] as const;
