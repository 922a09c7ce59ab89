import { getSchema } from "../../src/schemas";
import {
  indexWorld,
  toV1CityRow,
  toV1OccurrenceRow,
  toV2City,
  toV2State,
  type World,
} from "../../src/world";
import { SEED_ROWS, worldOf } from "./world-cases";

function count(o: World["occurrences"][number], situation: string, personType: string): number {
  return o.v2.victims.filter((v) => v.situation === situation && v.personType === personType)
    .length;
}

describe("every reference resolves (v1 and v2)", () => {
  test.each(SEED_ROWS)(
    "seed %i: occurrence city and state exist, and the city is in the state",
    (seed) => {
      const world = worldOf(seed);
      const { cityById, stateById } = indexWorld(world);
      const broken = world.occurrences.filter((o) => {
        const city = cityById.get(o.cityId);
        return city === undefined || !stateById.has(o.stateId) || city.stateId !== o.stateId;
      });
      expect(broken.map((o) => o.id)).toEqual([]);
    },
  );

  test.each(SEED_ROWS)(
    "seed %i: v2 state, region and city of an occurrence are its city's",
    (seed) => {
      const world = worldOf(seed);
      const index = indexWorld(world);
      const broken = world.occurrences.filter((o) => {
        const city = index.cityByUuid.get(o.v2.city.id);
        const state = index.stateByUuid.get(o.v2.state.id);
        return (
          city?.id !== o.cityId ||
          state?.id !== o.stateId ||
          o.v2.state.name !== state.name ||
          o.v2.region.id !== state.region.id
        );
      });
      expect(broken.map((o) => o.id)).toEqual([]);
    },
  );

  test.each(SEED_ROWS)("seed %i: victims' occurrenceId is their occurrence's UUID", (seed) => {
    const { occurrenceByUuid } = indexWorld(worldOf(seed));
    const orphans = worldOf(seed).occurrences.flatMap((o) =>
      o.v2.victims.filter((v) => occurrenceByUuid.get(v.occurrenceId) !== o).map((v) => v.id),
    );
    expect(orphans).toEqual([]);
  });

  test.each(SEED_ROWS)(
    "seed %i: v2 cities name v2 states; v1 rows name v1 cities and states",
    (seed) => {
      const world = worldOf(seed);
      const v2States = new Set(world.states.map((s) => toV2State(s).id));
      const v1Cities = new Map(world.cities.map((c) => [c.id, toV1CityRow(c)]));
      const v1States = new Set(world.states.map((s) => s.id));
      expect(world.cities.filter((c) => !v2States.has(toV2City(world, c).state.id))).toEqual([]);
      expect([...v1Cities.values()].filter((row) => !v1States.has(row.EstadoId))).toEqual([]);
      const rows = world.occurrences.map((o) => toV1OccurrenceRow(world, o));
      const dangling = rows.filter(
        (r) => v1Cities.get(r.cidade_id)?.EstadoId !== r.estado_id || !v1States.has(r.estado_id),
      );
      expect(dangling.map((r) => r.id_ocorrencia)).toEqual([]);
    },
  );

  test.each(SEED_ROWS)("seed %i: ids are 1..N in order and every UUID is unique", (seed) => {
    const world = worldOf(seed);
    expect(world.occurrences.map((o) => o.id)).toEqual(world.occurrences.map((_o, i) => i + 1));
    expect(world.cities.map((c) => c.id)).toEqual(world.cities.map((_c, i) => i + 1));
    expect(world.states.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    const uuids = [
      ...world.states.flatMap((s) => [s.uuid, s.region.id]),
      ...world.cities.flatMap((c) => [c.uuid, ...c.neighborhoods.map((n) => n.id)]),
      ...world.occurrences.flatMap((o) => [
        o.v2.id,
        ...o.v2.victims.map((v) => v.id),
        ...o.v2.transports.map((t) => t.id),
        ...o.v2.animalVictims.map((a) => a.id),
      ]),
    ];
    expect(uuids.length - new Set(uuids).size).toBe(0);
  });

  test("state, city and neighbourhood UUIDs are the same whatever the seed", () => {
    const refs = (w: World) => JSON.stringify([w.states, w.cities]);
    expect(refs(worldOf(1))).toBe(refs(worldOf(2)));
  });
});

describe("v1 occurrence rows are a view of the v2 records", () => {
  const columns = getSchema("v1/occurrence-definitions").const;

  test.each(SEED_ROWS)("seed %i: the 23 columns come in the spec's order", (seed) => {
    const world = worldOf(seed);
    const orders = new Set(
      world.occurrences.map((o) => JSON.stringify(Object.keys(toV1OccurrenceRow(world, o)))),
    );
    expect([...orders]).toEqual([JSON.stringify(columns)]);
  });

  test.each<
    [
      string,
      (row: ReturnType<typeof toV1OccurrenceRow>, o: World["occurrences"][number]) => unknown,
      (o: World["occurrences"][number]) => unknown,
    ]
  >([
    [
      "qtd_morto_civil_ocorrencia = dead civilians",
      (r) => r.qtd_morto_civil_ocorrencia,
      (o) => count(o, "Dead", "Civilian"),
    ],
    [
      "qtd_morto_agen_segur_ocorrencia = dead agents",
      (r) => r.qtd_morto_agen_segur_ocorrencia,
      (o) => count(o, "Dead", "Agent"),
    ],
    [
      "qtd_ferido_civil_ocorrencia = wounded civilians",
      (r) => r.qtd_ferido_civil_ocorrencia,
      (o) => count(o, "Wounded", "Civilian"),
    ],
    [
      "qtd_ferido_agen_segur_ocorrencia = wounded agents",
      (r) => r.qtd_ferido_agen_segur_ocorrencia,
      (o) => count(o, "Wounded", "Agent"),
    ],
    [
      "presen_agen_segur_ocorrencia = 1 with agentPresence, else 0",
      (r) => r.presen_agen_segur_ocorrencia,
      (o) => (o.v2.agentPresence ? 1 : 0),
    ],
    [
      "data_ocorrencia = the v2 date in UTC as YYYY-MM-DD HH:MM:SS",
      (r) => r.data_ocorrencia,
      (o) => o.v2.date.replace("T", " ").slice(0, 19),
    ],
    [
      "hora_ocorrencia = the v2 time in UTC as HH:MM:SS",
      (r) => r.hora_ocorrencia,
      (o) => o.v2.date.slice(11, 19),
    ],
    ["local_ocorrencia = the v2 address", (r) => r.local_ocorrencia, (o) => o.v2.address],
    [
      "latitude_ocorrencia = the v2 latitude as a number",
      (r) => r.latitude_ocorrencia,
      (o) => Number(o.v2.latitude),
    ],
    [
      "longitude_ocorrencia = the v2 longitude as a number",
      (r) => r.longitude_ocorrencia,
      (o) => Number(o.v2.longitude),
    ],
    ["id_ocorrencia = the record id", (r) => r.id_ocorrencia, (o) => o.id],
  ])("%s", (_rule, column, expected) => {
    for (const [seed] of SEED_ROWS) {
      const world = worldOf(seed);
      const wrong = world.occurrences.filter(
        (o) => column(toV1OccurrenceRow(world, o), o) !== expected(o),
      );
      expect(wrong.map((o) => o.id)).toEqual([]);
    }
  });

  test("the city and state columns agree with the v1 city row and the state", () => {
    const world = worldOf(1);
    const cityRows = new Map(world.cities.map((c) => [c.id, toV1CityRow(c)]));
    const states = new Map(world.states.map((s) => [s.id, s]));
    const wrong = world.occurrences
      .map((o) => toV1OccurrenceRow(world, o))
      .filter((r) => {
        const c = cityRows.get(r.cidade_id);
        const s = states.get(r.estado_id);
        return (
          c === undefined ||
          s === undefined ||
          r.nome_cidade !== c.Cidade ||
          r.cod_ibge_cidade !== c.CodigoIBGE ||
          r.gentilico_cidade !== c.Gentilico ||
          r.populacao_cidade !== c.Populacao ||
          r.area_cidade !== c.Area ||
          r.densidade_demo_cidade !== c.DensidadeDemografica ||
          r.nome_estado !== s.name ||
          r.uf_estado !== s.uf ||
          r.cod_ibge_estado !== s.ibge
        );
      });
    expect(wrong.map((r) => r.id_ocorrencia)).toEqual([]);
  });
});

describe("city views", () => {
  const world = worldOf(1);
  const byName = (name: string) => {
    const city = world.cities.find((c) => c.name === name);
    if (city === undefined) throw new Error(`no city ${name}`);
    return city;
  };

  test.each([
    ["Niterói", "NITERÓI", "NITEROI"],
    ["São Gonçalo", "SÃO GONÇALO", "SAO GONCALO"],
    ["Belém", "BELÉM", "BELEM"],
    ["Recife", "RECIFE", "RECIFE"],
  ])(
    "%s: v1 keeps the name, v2 /cities says %s, v2 occurrences say %s",
    (name, v2City, v2Occurrence) => {
      const city = byName(name);
      expect(toV1CityRow(city).Cidade).toBe(name);
      expect(toV2City(world, city).name).toBe(v2City);
      const occurrence = world.occurrences.find((o) => o.cityId === city.id);
      expect(occurrence?.v2.city.name).toBe(v2Occurrence);
    },
  );

  test.each([
    ["Rio de Janeiro", 3304557, "carioca", 6_211_223, 1200, "5176.02"],
    ["Niterói", 3303302, "niteroiense", 481_749, 134, "3595.14"],
  ])(
    "%s: v1 row carries IBGE %i, demonym %s, population %i, area %i, density %s, PIB null",
    (name, ibge, demonym, population, area, density) => {
      expect(toV1CityRow(byName(name))).toEqual(
        expect.objectContaining({
          CodigoIBGE: ibge,
          Gentilico: demonym,
          Populacao: population,
          Area: area,
          DensidadeDemografica: density,
          PIBPrecoCorrente: null,
        }),
      );
    },
  );

  test("density is population / area with two decimals for every city", () => {
    const wrong = world.cities.filter((c) => c.density !== (c.population / c.areaKm2).toFixed(2));
    expect(wrong.map((c) => c.name)).toEqual([]);
  });

  test("v1 city rows carry the 9 columns in the spec's order", () => {
    const columns = getSchema("v1/city-definitions").const;
    expect(Object.keys(toV1CityRow(byName("Recife")))).toEqual(columns);
  });

  test("indexWorld finds every occurrence by id and by UUID", () => {
    const index = indexWorld(world);
    const missing = world.occurrences.filter(
      (o) => index.occurrenceById.get(o.id) !== o || index.occurrenceByUuid.get(o.v2.id) !== o,
    );
    expect(missing).toEqual([]);
    expect(indexWorld(world)).toBe(index);
  });
});
