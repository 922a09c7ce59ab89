import { setupServer } from "msw/node";
import { createHandlers, type MswHandlerOptions } from "../../../src/msw";
import { withServe as serveWith } from "../../server/helpers/with-serve";

// `serve` passes every option to createApp with its default spelled out; createHandlers passes
// only what it is given. A client (or a cache in front of both) that switches between them must
// see the same ETag for the same world, options and URL, or every answer looks changed.

/** Runs `serve ARGV --port 0` in this process until `use` is done; `use` gets its base URL. */
async function withServe(argv: string[], use: (url: string) => Promise<void>): Promise<void> {
  await serveWith(argv, ({ url }) => use(url));
}

async function etagOf(url: string): Promise<string | null> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers.get("etag");
}

const PATHS = ["/api/v2/occurrences?take=5", "/api/v2/states", "/api/v1/cities"];

// An unpinned world ends at the minute it is built; both sides are told the same minute, so a
// minute turning between the two starts cannot make them two worlds.
const NOW = "2026-05-04T13:21:00.000Z";
const CLOCK = { now: () => Date.parse(NOW) };

describe("serve and createHandlers: the same world and effective options -> the same ETag", () => {
  test.each<[string, string[], MswHandlerOptions]>([
    ["the defaults (serve spells them out, the handlers leave them out)", [], {}],
    [
      "the observed profile (both ignore unknown parameters by default)",
      ["--profile", "observed"],
      { profile: "observed" },
    ],
    [
      "options set on both, with the other defaults spelled on one side only",
      ["--default-take", "7", "--date-offset=-03:00", "--v1-max-rows", "4"],
      { defaultTake: 7, dateOffset: "-03:00", v1MaxRows: 4 },
    ],
  ])(
    "%s",
    async (_rule, flags, options) => {
      const handlers = setupServer(
        ...createHandlers({
          seed: 9,
          occurrences: 60,
          ...options,
          ...CLOCK,
          baseUrl: "http://localhost",
        }),
      );
      handlers.listen({ onUnhandledRequest: "bypass" });
      try {
        const argv = ["--seed", "9", "--occurrences", "60", "--until", NOW, ...flags];
        await withServe(argv, async (url) => {
          for (const path of PATHS) {
            const served = await etagOf(`${url}${path}`);
            expect(served).toMatch(/^"[\w-]{22}"$/);
            expect(await etagOf(`http://localhost${path}`)).toBe(served);
          }
        });
      } finally {
        handlers.close();
      }
    },
    60_000,
  );

  test("an option that changes bytes (the profile) -> another ETag", async () => {
    const handlers = setupServer(
      ...createHandlers({ seed: 9, occurrences: 60, ...CLOCK, baseUrl: "http://localhost" }),
    );
    handlers.listen({ onUnhandledRequest: "bypass" });
    try {
      await withServe(
        ["--seed", "9", "--occurrences", "60", "--until", NOW, "--profile", "observed"],
        async (url) => {
          const path = "/api/v2/occurrences?take=5";
          expect(await etagOf(`http://localhost${path}`)).not.toBe(await etagOf(`${url}${path}`));
        },
      );
    } finally {
      handlers.close();
    }
  }, 60_000);
});
