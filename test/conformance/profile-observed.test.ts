import { main } from "../../src/cli/main";
import { runConformance } from "../../src/conformance";
import { createApp } from "../../src/server/create-app";
import { startServer, type ServerHandle } from "../../src/server/start-server";
import { toV1OccurrenceRow } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { failedChecks, findingsText } from "./helpers/run-against";
import { testWorld } from "./helpers/start-mock";

const observedWorld = toObservedWorld(testWorld());
let server: ServerHandle;
beforeAll(async () => {
  const app = createApp({ world: observedWorld });
  server = await startServer(app, { port: 0, host: "127.0.0.1", closeGraceMs: 100 });
}, 60_000);
afterAll(() => server.close());

describe("conform against a mock serving the observed profile", () => {
  test("passes with --profile observed", async () => {
    const report = await runConformance({ baseUrl: server.url, seed: 3, profile: "observed" });
    expect(findingsText(report)).toBe("");
    expect(report.conforms).toBe(true);
  }, 120_000);

  test("fails v2.schema with --profile spec, naming the known departures", async () => {
    const report = await runConformance({ baseUrl: server.url, seed: 3 });
    expect(failedChecks(report)).toEqual(["v2.schema"]);
    expect(findingsText(report)).toMatch(
      /known departure of the real service: [^;]+ \(departures\//,
    );
  }, 120_000);
});

describe("a client written against production", () => {
  test("reads transport.name and animalType.type of records filtered by a hard-coded real state id", async () => {
    const rio = "b112ffbe-17b3-4ad0-8f2a-2038745d1d14";
    const answer = await fetch(`${server.url}/api/v2/occurrences?idState=${rio}&take=300`);
    const body = (await answer.json()) as {
      data: Array<{ transports: Array<{ transport: { name: string } }> }>;
    };
    expect(body.data.length).toBeGreaterThan(0);
    const names = body.data.flatMap((o) => o.transports.map((t) => t.transport.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => typeof name === "string" && name.length > 0)).toBe(true);
  });

  test("serve --dirty without --profile observed is one line naming the flag, exit 2", async () => {
    const errors: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      expect(await main(["serve", "--dirty"])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([
      expect.stringMatching(/^occurrence-contract serve: --dirty needs --profile observed/),
    ]);
  });
});

describe("the observed world", () => {
  test.each([false, true])(
    "v1 rows equal the spec world's record by record (dirty %s)",
    (dirty) => {
      const spec = testWorld();
      const observed = toObservedWorld(spec, { dirty });
      const rows = (world: typeof spec): unknown[] =>
        world.occurrences.map((record) => toV1OccurrenceRow(world, record));
      expect(rows(observed)).toEqual(rows(spec));
    },
  );

  test("the same seed gives the same bytes", () => {
    const again = toObservedWorld(testWorld());
    expect(JSON.stringify(again.occurrences)).toBe(JSON.stringify(observedWorld.occurrences));
  });
});
