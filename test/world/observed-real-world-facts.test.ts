import { coreApp } from "../server/helpers/core-app";
import { coreRequest as request } from "../server/helpers/core-request";
import { shiftDay } from "../../src/conformance/dates";
import { getDepartures } from "../../src/schemas";
import { buildWorld, WORLD_WINDOW } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";

/**
 * The observed profile follows the facts real users report about the real service, one test each.
 */
const spec = buildWorld({ seed: 3, occurrences: 4000 });
const world = toObservedWorld(spec);
const app = coreApp({ world });

function stateUuid(name: string): string {
  return world.states.find((s) => s.name === name)?.uuid ?? "";
}

function dayBefore(day: string): string {
  return shiftDay(day, -1);
}

describe("each state's first day of data: asking before it returns no rows, not an error", () => {
  test.each([
    ["Rio de Janeiro", "2016-07-05"],
    ["Pernambuco", "2018-04-01"],
    ["Bahia", "2022-07-01"],
  ])("%s starts on %s", async (name, first) => {
    const state = world.states.find((s) => s.name === name);
    const start = WORLD_WINDOW.stateStarts.get(state?.ibge ?? 0) ?? 0;
    expect(new Date(start).toISOString().slice(0, 10)).toBe(first);
    const dates = world.occurrences.filter((o) => o.stateId === state?.id).map((o) => o.v2.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((date) => date < `${first}T00:00:00.000Z`)).toEqual([]);
    const query = `idState=${stateUuid(name)}&initialdate=2016-01-01&finaldate=${dayBefore(first)}`;
    const response = await request(app).get(`/api/v2/occurrences?${query}`);
    expect(response.status).toBe(200);
    expect((response.body as { data: unknown[] }).data).toEqual([]);
  });
});

test("Salvador's occurrences carry the real region: Nordeste, 0371ced3-…", () => {
  const salvador = world.occurrences.find((o) => o.v2.city.name.toUpperCase() === "SALVADOR");
  expect(salvador?.v2.region).toEqual({
    id: "0371ced3-d4a6-41be-aff3-60a4080ba032",
    region: "Nordeste",
    state: "Bahia",
    enabled: true,
  });
});

test("coordinates carry 4 to 15 decimals, each count of that range occurs", () => {
  const counts = new Set(
    world.occurrences.flatMap((o) =>
      [o.v2.latitude, o.v2.longitude].map((c) => String(c).split(".")[1]?.length ?? 0),
    ),
  );
  expect([...counts].sort((a, b) => a - b)).toEqual(
    Array.from({ length: 12 }, (_, index) => index + 4),
  );
  const overlay = getDepartures().find((d) => d.name === "departures/coordinate-decimals");
  expect(overlay?.summary).toMatch(/4 to 15/);
});

test("the v1 login's answer to bad credentials: 401, first value the string Unauthorized", async () => {
  const guarded = coreApp({
    world,
    credentials: { email: "ana@example.org", password: "s3cret" },
  });
  const response = await request(guarded)
    .post("/api/v1/auth/login")
    .type("form")
    .send({ email: "ana@example.org", password: "nope" });
  expect(response.status).toBe(401);
  expect(Object.values(JSON.parse(response.text) as object)[0]).toBe("Unauthorized");
});

test("a clipping name outside the spec's table is a row of its own: one id per name, one name per id", () => {
  const clippings = world.occurrences.flatMap((o) => o.v2.contextInfo.clippings);
  const namesById = new Map<string, Set<string>>();
  for (const { id, name } of clippings)
    namesById.set(id, (namesById.get(id) ?? new Set()).add(name));
  const unlisted = clippings.filter((c) =>
    ["Transfobia", "Ataques armados sobre rodas"].includes(c.name),
  );
  expect(unlisted.length).toBeGreaterThan(0);
  expect([...namesById].filter(([, names]) => names.size > 1)).toEqual([]);
  for (const name of new Set(unlisted.map((c) => c.name)))
    expect(new Set(unlisted.filter((c) => c.name === name).map((c) => c.id)).size).toBe(1);
});

describe("a row is listed once in a record, whatever names the departures give", () => {
  test("no list inside an observed record holds one id twice (two clippings renamed alike are one)", () => {
    const twice: string[] = [];
    const walk = (value: unknown, path: string, record: string): void => {
      if (Array.isArray(value)) {
        const ids = value.flatMap((item: unknown) =>
          typeof item === "object" &&
          item !== null &&
          typeof (item as { id?: unknown }).id === "string"
            ? [(item as { id: string }).id]
            : [],
        );
        if (new Set(ids).size !== ids.length) twice.push(`${record} ${path}`);
        value.forEach((item: unknown) => walk(item, `${path}[]`, record));
      } else if (typeof value === "object" && value !== null)
        for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, record);
    };
    for (const occurrence of world.occurrences) walk(occurrence.v2, "", String(occurrence.id));
    expect(twice).toEqual([]);
    // The departure does rename clippings here (else the test proves nothing).
    const renamed = world.occurrences.filter((o) =>
      (o.v2.contextInfo.clippings ?? []).some((c) => String(c.name) === "Transfobia"),
    );
    expect(renamed.length).toBeGreaterThan(0);
  });
});
