import { main } from "../../src/cli/main";
import { runConformance } from "../../src/conformance";
import { coreApp } from "../server/helpers/core-app";
import { coreFetch } from "./helpers/core-fetch";
import type { V1OccurrenceRow } from "../../src/generated/types";
import { getSchema } from "../../src/schemas";
import {
  buildWorld,
  toV1CityRow,
  toV1OccurrenceRow,
  type World,
  type WorldOccurrence,
} from "../../src/world";
import { COORDINATE_PRECISION } from "../../src/world/place-in-city";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { failedChecks, findingsText } from "./broken/run-case";
import { testWorld } from "./helpers/start-mock";

const observedWorld = toObservedWorld(testWorld());
/** The mock serving the observed world, answering in process. */
const server = {
  url: "http://mock.invalid",
  fetch: coreFetch(coreApp({ world: observedWorld })),
};

describe("conform against a mock serving the observed profile", () => {
  test("passes with --profile observed", async () => {
    const report = await runConformance({
      baseUrl: server.url,
      fetch: server.fetch,
      seed: 3,
      profile: "observed",
    });
    expect(findingsText(report)).toBe("");
    expect(report.conforms).toBe(true);
    expect(report.profile).toBe("observed");
  });

  test("fails v2.schema with --profile spec, naming the known departures", async () => {
    const report = await runConformance({ baseUrl: server.url, fetch: server.fetch, seed: 3 });
    expect(report.profile).toBe("spec");
    expect(failedChecks(report)).toEqual(["v2.schema"]);
    expect(findingsText(report)).toMatch(
      /known departure of the real service: [^;]+ \(departures\//,
    );
  });
});

describe("a client written against production", () => {
  test("reads transport.name and animalType.type of records filtered by a hard-coded real state id", async () => {
    const rio = "b112ffbe-17b3-4ad0-8f2a-2038745d1d14";
    const answer = await server.fetch(`${server.url}/api/v2/occurrences?idState=${rio}&take=300`);
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

/** A record's v1 row as the observed v2 record dictates it, column by column. */
function v1RowOf(world: World, record: WorldOccurrence): V1OccurrenceRow {
  const { v2 } = record;
  const city = world.cities.find((c) => c.uuid === v2.city.id);
  const state = world.states.find((s) => s.uuid === v2.state.id);
  if (city === undefined || state === undefined) throw new Error(`record ${record.id}: no city`);
  const row = toV1CityRow(city);
  const count = (situation: string, personType: string): number =>
    v2.victims.filter((v) => v.situation === situation && v.personType === personType).length;
  return {
    id_ocorrencia: record.id,
    local_ocorrencia: v2.address,
    latitude_ocorrencia: Number(v2.latitude.trim()),
    longitude_ocorrencia: Number(v2.longitude.trim()),
    data_ocorrencia: `${v2.date.slice(0, 10)} ${v2.date.slice(11, 19)}`,
    hora_ocorrencia: v2.date.slice(11, 19),
    presen_agen_segur_ocorrencia: v2.agentPresence ? 1 : 0,
    qtd_morto_civil_ocorrencia: count("Dead", "Civilian"),
    qtd_morto_agen_segur_ocorrencia: count("Dead", "Agent"),
    qtd_ferido_civil_ocorrencia: count("Wounded", "Civilian"),
    qtd_ferido_agen_segur_ocorrencia: count("Wounded", "Agent"),
    fonte_ocorrencia: record.source,
    estado_id: state.id,
    cidade_id: city.id,
    nome_cidade: row.Cidade,
    cod_ibge_cidade: row.CodigoIBGE,
    gentilico_cidade: row.Gentilico,
    populacao_cidade: row.Populacao,
    area_cidade: row.Area,
    densidade_demo_cidade: row.DensidadeDemografica,
    nome_estado: state.name,
    uf_estado: state.uf,
    cod_ibge_estado: state.ibge,
  };
}

/** The count of decimals of a coordinate string as served (whitespace aside). */
function decimalsOf(text: string): number {
  return text.trim().split(".")[1]?.length ?? 0;
}

describe("the observed world", () => {
  test.each([false, true])(
    "v1 rows agree with the observed v2 records, record by record and column by column (dirty %s)",
    (dirty) => {
      const observed = toObservedWorld(testWorld(), { dirty });
      const rows = observed.occurrences.map((record) => toV1OccurrenceRow(observed, record));
      expect(rows).toEqual(observed.occurrences.map((record) => v1RowOf(observed, record)));
    },
  );

  test("served v1 rows carry the served v2 coordinates, as numbers", async () => {
    const v2 = (await (await server.fetch(`${server.url}/api/v2/occurrences?take=50`)).json()) as {
      data: Array<{ id: string; latitude: string; longitude: string }>;
    };
    const byUuid = new Map(observedWorld.occurrences.map((o) => [o.v2.id, o.id]));
    const v1 = (await (await server.fetch(`${server.url}/api/v1/occurrences`)).json()) as Array<{
      id_ocorrencia: number;
      latitude_ocorrencia: number;
      longitude_ocorrencia: number;
    }>;
    const rowById = new Map(v1.map((row) => [row.id_ocorrencia, row]));
    expect(v2.data.length).toBeGreaterThan(0);
    for (const record of v2.data) {
      const row = rowById.get(byUuid.get(record.id) ?? 0);
      expect([row?.latitude_ocorrencia, row?.longitude_ocorrencia]).toEqual([
        Number(record.latitude.trim()),
        Number(record.longitude.trim()),
      ]);
    }
  });

  test("the same seed gives the same bytes", () => {
    const again = toObservedWorld(testWorld());
    expect(JSON.stringify(again.occurrences)).toBe(JSON.stringify(observedWorld.occurrences));
    const dirty = (): string => JSON.stringify(toObservedWorld(testWorld(), { dirty: true }));
    expect(dirty()).toBe(dirty());
  });

  test("coordinates carry every count of decimals of departures/coordinate-decimals, none outside", () => {
    const { min, max } = getSchema("departures/coordinate-decimals")["x-decimals"] as {
      min: number;
      max: number;
    };
    const world = toObservedWorld(buildWorld({ seed: 5, occurrences: 3000 }), { dirty: true });
    const counts = new Set(
      world.occurrences.flatMap((o) => [decimalsOf(o.v2.latitude), decimalsOf(o.v2.longitude)]),
    );
    const expected = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    expect([...counts].sort((a, b) => a - b)).toEqual(expected);
    expect(expected).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  test("an observed coordinate is the spec world's, rounded or refined: rounded within half a unit of its last decimal, refined within a unit of the world's 6th", () => {
    const spec = testWorld();
    const observed = toObservedWorld(spec);
    const off = observed.occurrences.filter((o, i) => {
      const before = spec.occurrences[i]?.v2.latitude ?? "";
      const after = o.v2.latitude;
      const n = decimalsOf(after);
      const bound = n < COORDINATE_PRECISION ? 0.5 * 10 ** -n : 10 ** -COORDINATE_PRECISION;
      return Math.abs(Number(after) - Number(before)) > bound + 1e-12;
    });
    expect(off.map((o) => [o.id, o.v2.latitude])).toEqual([]);
  });
});
