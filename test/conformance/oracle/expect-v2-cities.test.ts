import { pathOf } from "../../../src/contract";
import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { Expectation } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { SeededRandom } from "../../../src/seeded-random";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import type { MockSettings } from "../broken/broken-server";
import type { MockProfile } from "../broken/mock-handlers";
import { ask, busiestWindow, fetchOf, mockChoices, readMockMirror } from "./mock-mirror";

const WORLD = buildWorld({ seed: 3, occurrences: 300, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const PATH = pathOf("v2-cities");

interface Served {
  readonly fetch: typeof fetch;
  readonly mirror: Mirror;
  readonly choices: ServerChoices;
}

async function serve(settings: MockSettings = {}, profile: MockProfile = "spec"): Promise<Served> {
  const world = profile === "observed" ? toObservedWorld(WORLD) : WORLD;
  const observed = profile === "observed" ? { unknownParameters: "ignore" as const } : {};
  const fetch = fetchOf(createRequestHandler({ world, ...observed, ...settings }));
  return {
    fetch,
    mirror: await readMockMirror(fetch, WINDOW),
    choices: mockChoices(settings, profile),
  };
}

function expectationOf(served: Served, query: QueryPairs): Expectation | string {
  const expected = createOracle(served.mirror, served.choices).expect({
    operation: "v2-cities",
    query,
  });
  return expected.inside ? expected.expectation : expected.reason;
}

/** A name as a user may type it: lower case, without accents, or part of it. */
function spelled(name: string, random: SeededRandom): string {
  switch (random.below(5)) {
    case 0:
      return name.toLowerCase();
    case 1:
      return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    case 2:
      return name.slice(0, Math.max(1, name.length - 2));
    case 3:
      return `${name} `;
    default:
      return name;
  }
}

/** A cities query: cityId, cityName, stateId, each sometimes; rarely repeated or unknown. */
function drawCitiesQuery(mirror: Mirror, random: SeededRandom): QueryPairs {
  const cities = mirror.v2Cities as readonly { id: string; name: string; state: { id: string } }[];
  const city = random.pick(cities);
  const other = random.pick(cities);
  const pairs: [string, string][] = [];
  if (random.chance(0.4)) pairs.push(["cityId", city.id]);
  if (random.chance(0.4))
    pairs.push(["cityName", spelled(random.chance(0.8) ? city.name : other.name, random)]);
  if (random.chance(0.4)) pairs.push(["stateId", (random.chance(0.8) ? city : other).state.id]);
  if (random.chance(0.03)) pairs.push(["stateId", other.state.id]);
  if (random.chance(0.03)) pairs.push(["take", "10"]);
  return random.shuffle(pairs);
}

describe("the oracle's expected v2 cities, against the project's own mock", () => {
  const cases: readonly [string, MockSettings, MockProfile][] = [
    ["the mock's defaults", {}, "spec"],
    ["unknown parameters ignored", { unknownParameters: "ignore" }, "spec"],
    ["the observed profile", {}, "observed"],
  ];
  it.each(cases)(
    "%s: 200 seeded queries, every one judged equal",
    async (_name, settings, profile) => {
      const served = await serve(settings, profile);
      const random = new SeededRandom(35);
      const found: unknown[] = [];
      let judged = 0;
      let nonEmpty = 0;
      for (let i = 0; i < 200; i += 1) {
        const query = drawCitiesQuery(served.mirror, random);
        const expectation = expectationOf(served, query);
        if (typeof expectation === "string") continue;
        judged += 1;
        if (expectation.nonEmpty) nonEmpty += 1;
        const differences = expectation.differences(await ask(served.fetch, PATH, query));
        if (differences.length > 0) found.push({ query, differences });
      }
      expect(found.slice(0, 3)).toEqual([]);
      expect(judged).toBeGreaterThan(180);
      expect(nonEmpty).toBeGreaterThan(80);
    },
    60_000,
  );
});

describe("the oracle's cityName reading is a parameter of the expected list", () => {
  it("a server matching a part of the name (as settled) is judged by that reading", async () => {
    const served = await serve();
    const choices: ServerChoices = {
      ...served.choices,
      cityName: { match: "partial", caseFolded: true, accentsFolded: true },
    };
    const expected = createOracle(served.mirror, choices).expect({
      operation: "v2-cities",
      query: [["cityName", "rio"]],
    });
    if (!expected.inside) throw new Error(expected.reason);
    const names = (served.mirror.v2Cities as readonly { name: string }[]).filter((city) =>
      city.name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .includes("rio"),
    );
    expect(names.length).toBeGreaterThan(1);
    // The mock matches whole names: "rio" finds none, which this reading misses.
    const seen = await ask(served.fetch, PATH, [["cityName", "rio"]]);
    expect(expected.expectation.differences(seen).map((d) => d.aspect)).toEqual(["cities.missing"]);
  });
  it("a server matching the start of names only (as settled) expects the names it starts", async () => {
    const served = await serve();
    const cities = served.mirror.v2Cities as readonly { id: string; name: string }[];
    const folded = (name: string): string =>
      name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
    // Two letters that start a name and lie inside another (not at its start).
    const needle = cities
      .map((city) => folded(city.name).slice(0, 2))
      .find((start) =>
        cities.some(
          (city) => folded(city.name).indexOf(start, 1) > 0 && !folded(city.name).startsWith(start),
        ),
      );
    if (needle === undefined)
      throw new Error("no two letters start one name and lie inside another");
    const reading = (match: "prefix" | "partial"): string[] => {
      const choices: ServerChoices = {
        ...served.choices,
        cityName: { match, caseFolded: true, accentsFolded: true },
      };
      const expected = createOracle(served.mirror, choices).expect({
        operation: "v2-cities",
        query: [["cityName", needle]],
      });
      if (!expected.inside) throw new Error(expected.reason);
      return JSON.parse(expected.expectation.answer ?? "[]") as string[];
    };
    const starting = cities.filter((city) => folded(city.name).startsWith(needle));
    const containing = cities.filter((city) => folded(city.name).includes(needle));
    expect(starting.length).toBeGreaterThan(0);
    expect(containing.length).toBeGreaterThan(starting.length);
    expect(reading("prefix").sort()).toEqual(starting.map((city) => city.id).sort());
    expect(reading("partial").sort()).toEqual(containing.map((city) => city.id).sort());
  });
  it("an unsettled reading: a query naming cityName is outside", async () => {
    const served = await serve();
    const choices: ServerChoices = { ...served.choices, cityName: undefined };
    const expected = createOracle(served.mirror, choices).expect({
      operation: "v2-cities",
      query: [["cityName", "RIO DE JANEIRO"]],
    });
    expect(expected).toEqual({
      inside: false,
      reason: "how cityName matches a name is not settled",
    });
  });
});

describe("the oracle names what a changed cities list gets wrong", () => {
  let expectation: Expectation;
  let seen: CheckInput;
  beforeAll(async () => {
    const served = await serve();
    const query: QueryPairs = [["stateId", WINDOW.stateUuid]];
    const found = expectationOf(served, query);
    if (typeof found === "string") throw new Error(found);
    expectation = found;
    seen = await ask(served.fetch, PATH, query);
  });
  const changed = (change: (data: Record<string, unknown>[]) => void): string[] => {
    const body = structuredClone(seen.body) as { data: Record<string, unknown>[] };
    change(body.data);
    return expectation.differences({ ...seen, body }).map((d) => d.aspect);
  };
  it("the mock's own list: no difference", () => {
    expect(expectation.differences(seen)).toEqual([]);
    expect(expectation.nonEmpty).toBe(true);
  });
  it("in another order: no difference (the order is open)", () => {
    expect(changed((data) => data.reverse())).toEqual([]);
  });
  const cases: readonly [string, (data: Record<string, unknown>[]) => void, string[]][] = [
    ["the last city dropped", (data) => data.pop(), ["cities.missing"]],
    [
      "a city of another state added",
      (data) => data.push({ ...data[0], id: "00000000-0000-4000-8000-000000000000" }),
      ["cities.extra"],
    ],
    ["a city listed twice (a join)", (data) => data.push(data[0]!), ["cities.repeated"]],
    ["a city renamed", (data) => (data[1]!.name = "ATLANTIS"), ["cities.values"]],
    ["a city without an id", (data) => delete data[1]!.id, ["cities.id", "cities.missing"]],
  ];
  it.each(cases)("%s", (_name, change, wanted) => {
    expect(changed(change)).toEqual(wanted);
  });
  it("a 503: the status", () => {
    expect(expectation.differences({ ...seen, status: 503 }).map((d) => d.aspect)).toEqual([
      "status",
    ]);
  });
});
