import type { CitiesResponse, StatesResponse } from "../../src/generated/types";
import { getJson } from "./helpers/get-json";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";

const world = testWorld(0);
const rj = world.states[0]!;
const pe = world.states[1]!;
const niteroi = world.cities.find((city) => city.name === "Niterói")!;
let server: CoreApp;
beforeAll(async () => {
  server = coreApp({ world });
});
async function cities(query: string): Promise<CitiesResponse> {
  const response = await getJson(server, `/api/v2/cities${query}`);
  expect(response.status).toBe(200);
  return response.body as CitiesResponse;
}

describe("GET /api/v2/cities", () => {
  test.each<[string, string, () => string[]]>([
    ["no parameters -> every city", "", () => world.cities.map((city) => city.uuid)],
    // A trailing `?` (real clients): superagent drops it before sending, so it is tested over
    // node:http in real-clients.test.ts.
    [
      "stateId=RJ -> RJ's cities",
      `?stateId=${rj.uuid}`,
      () => world.cities.filter((city) => city.stateId === rj.id).map((city) => city.uuid),
    ],
    ["cityId -> that city", `?cityId=${niteroi.uuid}`, () => [niteroi.uuid]],
    [
      "cityId in upper case -> that city",
      `?cityId=${niteroi.uuid.toUpperCase()}`,
      () => [niteroi.uuid],
    ],
    [
      "cityName=NITERÓI (the v2 form) -> Niterói",
      `?cityName=${encodeURIComponent("NITERÓI")}`,
      () => [niteroi.uuid],
    ],
    [
      "cityName=niteroi (no accent, lower case) -> Niterói",
      "?cityName=niteroi",
      () => [niteroi.uuid],
    ],
    ["cityName=Niter (part of the name) -> none", "?cityName=Niter", () => []],
    [
      "cityName + stateId of its state -> it",
      `?cityName=niteroi&stateId=${rj.uuid}`,
      () => [niteroi.uuid],
    ],
    [
      "cityName + another state's stateId -> none",
      `?cityName=niteroi&stateId=${pe.uuid}`,
      () => [],
    ],
    ["cityId + cityName that differ -> none", `?cityId=${niteroi.uuid}&cityName=recife`, () => []],
    [
      "unknown cityId (valid UUID) -> none",
      "?cityId=00000000-0000-4000-8000-000000000000",
      () => [],
    ],
  ])("%s", async (_name, query, expected) => {
    const body = await cities(query);
    expect(body.data.map((city) => city.id)).toEqual(expected());
    expect(body).not.toHaveProperty("pageMeta");
  });

  test("names are upper case with accents; state is {id, name}", async () => {
    const body = await cities(`?cityId=${niteroi.uuid}`);
    expect(body.data).toEqual([
      { id: niteroi.uuid, name: "NITERÓI", state: { id: rj.uuid, name: rj.name } },
    ]);
    expect(body.msg).toBe("Successfully returned cities");
  });
});

describe("GET /api/v2/states", () => {
  test("every state as {id, name}, in reference order", async () => {
    const response = await getJson(server, "/api/v2/states");
    const body = response.body as StatesResponse;
    expect(response.status).toBe(200);
    expect(body.data).toEqual(world.states.map((state) => ({ id: state.uuid, name: state.name })));
    expect(body.data.map((state) => state.name)).toEqual([
      "Rio de Janeiro",
      "Pernambuco",
      "Bahia",
      "Pará",
    ]);
  });
});
