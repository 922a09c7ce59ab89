import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { build, type BuildFailure, type BuildOptions } from "esbuild";
import { getResponse } from "msw";
import { createHandlers } from "../../../src/msw";
import { buildWorld, toV1OccurrenceRow, toV2City } from "../../../src/world";

// The library's browser entries (src/browser.ts, and src/msw for setupWorker) must bundle for a
// browser with no Node built-in: esbuild with platform "browser" fails on any `fs`, `path`,
// `crypto`… it would need (nothing is marked external, nothing polyfilled). The bundle then runs in
// a bare context with only what a browser has (no process, Buffer, require), where it must build
// the same world as Node.
const ROOT = join(__dirname, "..", "..", "..");
const BROWSER_ENTRY = join(ROOT, "src", "browser.ts");
const MSW_ENTRY = join(ROOT, "src", "msw", "index.ts");

const BROWSER_OPTIONS: BuildOptions = {
  bundle: true,
  platform: "browser",
  write: false,
  logLevel: "silent",
  absWorkingDir: ROOT,
};

/** esbuild's error messages for a failed bundle, or [] when it bundles. */
async function bundleErrors(entry: string): Promise<string[]> {
  try {
    await build({ ...BROWSER_OPTIONS, entryPoints: [entry], format: "esm" });
    return [];
  } catch (error) {
    return (error as BuildFailure).errors.map((message) => message.text);
  }
}

/** A module's source bundled as one script that sets `globalThis.occurrenceContract`. */
async function browserScript(contents: string): Promise<string> {
  const result = await build({
    ...BROWSER_OPTIONS,
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    format: "iife",
    globalName: "occurrenceContract",
  });
  const output = result.outputFiles?.[0];
  if (output === undefined) throw new Error("esbuild wrote no output");
  return output.text;
}

/** Globals a browser page has that the bundle may use; no Node global among them. */
function browserGlobals(): Record<string, unknown> {
  return {
    ...{ console, TextEncoder, TextDecoder, URL, URLSearchParams, structuredClone, atob, btoa },
    ...{ Request, Response, Headers, ReadableStream, AbortController, AbortSignal, EventTarget },
    ...{ Event, setTimeout, clearTimeout, queueMicrotask, crypto: globalThis.crypto, performance },
    // msw keeps cookies in localStorage; an empty one will do.
    localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  };
}

describe("the browser bundle (esbuild, platform browser)", () => {
  /** The MSW entry and msw's getResponse as one script, bundled once for the table below. */
  let mswScript: Promise<string> | undefined;

  test("src/browser.ts (world, views, validation, query stage) bundles with no Node built-in", async () => {
    expect(await bundleErrors(BROWSER_ENTRY)).toEqual([]);
  }, 120_000);

  test("src/msw (the handlers, the request core, msw itself) bundles with no Node built-in", async () => {
    expect(await bundleErrors(MSW_ENTRY)).toEqual([]);
  }, 120_000);

  test("a module that needs a Node built-in fails the bundle, naming it (the check can fail)", async () => {
    const errors = await bundleErrors(join(ROOT, "src", "world", "write-fixtures.ts"));
    expect(errors).toContainEqual(expect.stringContaining('Could not resolve "node:'));
  }, 120_000);

  test("run with no process, Buffer or require, it builds the same world as Node and validates it", async () => {
    const context: Record<string, unknown> = browserGlobals();
    runInNewContext(await browserScript('export * from "./src/browser";'), context);
    const check = runInNewContext(
      `(() => {
        const lib = globalThis.occurrenceContract;
        const world = lib.buildWorld({ seed: 3, occurrences: 40 });
        const v2 = world.occurrences.map((o) => o.v2);
        return JSON.stringify({
          world,
          city: lib.toV2City(world, world.cities[0]),
          row: lib.toV1OccurrenceRow(world, world.occurrences[0]),
          violations: v2.flatMap((o) => lib.validate("v2/occurrence", o)),
          emptyIsValid: lib.isValid("v2/occurrence", {}),
          hasProcess: typeof process !== "undefined",
        });
      })()`,
      context,
    ) as string;
    const world = buildWorld({ seed: 3, occurrences: 40 });
    const first = world.occurrences[0];
    const firstCity = world.cities[0];
    if (first === undefined || firstCity === undefined) throw new Error("an empty world");
    expect(JSON.parse(check)).toEqual({
      world: JSON.parse(JSON.stringify(world)),
      city: JSON.parse(JSON.stringify(toV2City(world, firstCity))),
      row: JSON.parse(JSON.stringify(toV1OccurrenceRow(world, first))),
      violations: [],
      emptyIsValid: false,
      hasProcess: false,
    });
  }, 120_000);

  test.each([
    ["a v2 page", "/api/v2/occurrences?take=5&page=2", {}, 200],
    ["the v1 city list", "/api/v1/cities", {}, 200],
    ["a bad parameter: the 400 body naming it", "/api/v2/occurrences?take=banana", {}, 400],
    ["a forced status", "/api/v2/states", { "x-mock-status": "503" }, 503],
  ])(
    "the MSW handlers, run with no process, Buffer or require, answer %s as in Node",
    async (_case, path, headers, status) => {
      const context: Record<string, unknown> = browserGlobals();
      mswScript ??= browserScript(
        'export { createHandlers } from "./src/msw"; export { getResponse } from "msw";',
      );
      runInNewContext(await mswScript, context);
      // One clock for both: an unpinned world ends at the minute it is built.
      const now = Date.now();
      context.request = { url: `http://localhost${path}`, headers, now };
      const inBrowser = (await runInNewContext(
        `(async () => {
          const { createHandlers, getResponse } = globalThis.occurrenceContract;
          const handlers = createHandlers({ seed: 3, occurrences: 40, now: () => request.now });
          const response = await getResponse(handlers, new Request(request.url, { headers: request.headers }));
          return [response.status, await response.text()];
        })()`,
        context,
      )) as [number, string];
      const handlers = createHandlers({ seed: 3, occurrences: 40, now: () => now });
      const response = await getResponse(
        handlers,
        new Request(`http://localhost${path}`, { headers }),
      );
      if (response === undefined) throw new Error(`no handler answered ${path}`);
      expect(response.status).toBe(status);
      expect(inBrowser).toEqual([response.status, await response.text()]);
    },
    120_000,
  );
});
