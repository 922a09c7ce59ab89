import { readFileSync } from "node:fs";
import { join } from "node:path";
import { coreRequest as request } from "../server/helpers/core-request";
import { loadServeData } from "../../src/cli/load-serve-data";
import { loadDataWorld } from "../../src/data/load-data-world";
import { coreApp } from "../server/helpers/core-app";
import { buildWorld, type World } from "../../src/world";

// serve --data on a real-shaped capture (test/fixtures/data, handwritten from real-world.md):
// real ids, observed shapes served as captured, filters, paging and counts right.
const DIR = join(__dirname, "..", "fixtures", "data");
const BAHIA = "d3a9b545-7056-4dc6-9b68-ce320c9edffc";
const SALVADOR = "8f3a026f-2fc4-419c-9918-f0684a2abbec";

interface Har {
  log: {
    entries: {
      request: { url: string };
      response: { status: number; content: { text?: string } };
    }[];
  };
}
type Item = Record<string, unknown> & { id: string };

/** Every record, city and state item of the fixtures, parsed from the files themselves. */
function capturedItems(): { records: Map<string, Item>; cities: Item[]; states: Item[] } {
  const har = JSON.parse(readFileSync(join(DIR, "bahia.har"), "utf8")) as Har;
  const records = new Map<string, Item>();
  let cities: Item[] = [];
  let states: Item[] = [];
  for (const entry of har.log.entries) {
    const { url } = entry.request;
    if (entry.response.status !== 200 || !url.includes("/api/v2/")) continue;
    const data = (JSON.parse(entry.response.content.text ?? "") as { data: Item[] }).data;
    if (url.includes("/occurrences")) for (const record of data) records.set(record.id, record);
    if (url.includes("/cities")) cities = data;
    if (url.includes("/states")) states = data;
  }
  for (const line of readFileSync(join(DIR, "pernambuco.ndjson"), "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const record = JSON.parse(line) as Item;
    records.set(record.id, record);
  }
  return { records, cities, states };
}

const captured = capturedItems();
let world: World;
let findings: readonly string[];

beforeAll(async () => {
  const load = await loadDataWorld([DIR]);
  if (!load.ok) throw new Error(load.problems.join("\n"));
  world = load.world;
  findings = load.findings;
}, 30_000);

const get = (path: string) => request(coreApp({ world })).get(path);
const dataOf = (text: string) => (JSON.parse(text) as { data: Item[] }).data;

describe("a real-shaped capture served with serve --data", () => {
  it("serves every record once with its captured JSON (keys, order, values, departures)", async () => {
    const answer = await get("/api/v2/occurrences?take=1000");
    const served = dataOf(answer.text);
    expect(served).toHaveLength(captured.records.size);
    for (const record of served) {
      const original = captured.records.get(record.id);
      expect(original).toBeDefined();
      expect(answer.text).toContain(JSON.stringify(original));
    }
    expect(world.capture?.duplicates).toBe(1);
  });

  it("keeps the observed shapes: transport and animalType objects, dirty coordinates", async () => {
    const served = dataOf((await get(`/api/v2/occurrences?idCities=${SALVADOR}`)).text);
    expect(served.map((record) => record.longitude)).toEqual([" -38.4858851919", "-38.44"]);
    expect(served[1]?.latitude).toBe("-12.8524948\t");
    expect(JSON.stringify(served[0]?.transports)).toContain('"transport":{"id"');
    expect(JSON.stringify(served[1]?.animalVictims)).toContain('"animalType":{"id"');
  });

  it.each([
    ["every record", "", 7],
    ["by state (Bahia)", `idState=${BAHIA}`, 4],
    ["by city (Salvador, its real id)", `idCities=${SALVADOR}`, 2],
    ["withVictim", "typeOccurrence=withVictim", 5],
    ["withoutVictim", "typeOccurrence=withoutVictim", 2],
    ["a date span", "initialdate=2025-03-02&finaldate=2025-03-03", 3],
  ])("counts %s right", async (_name, query, count) => {
    const answer = await get(`/api/v2/occurrences?take=1000&${query}`);
    const body = JSON.parse(answer.text) as { pageMeta: { itemCount: number }; data: Item[] };
    expect(body.pageMeta.itemCount).toBe(count);
    expect(body.data).toHaveLength(count);
  });

  it("orders by date (ties in reading order) and pages", async () => {
    const asc = dataOf((await get("/api/v2/occurrences?take=1000")).text).map((r) => r.date);
    expect(asc).toEqual([...asc].sort());
    const desc = dataOf((await get("/api/v2/occurrences?order=DESC&take=1")).text);
    expect(desc[0]?.documentNumber).toBe(70173);
    const last = JSON.parse((await get("/api/v2/occurrences?take=3&page=3")).text) as {
      pageMeta: { pageCount: number; hasNextPage: boolean };
      data: Item[];
    };
    expect(last.pageMeta).toMatchObject({ pageCount: 3, hasNextPage: false });
    expect(last.data).toHaveLength(1);
  });

  it("serves the captured /states and /cities items, and derives the cities it only saw in records", async () => {
    expect(dataOf((await get("/api/v2/states")).text)).toEqual(captured.states);
    expect(dataOf((await get(`/api/v2/cities?stateId=${BAHIA}`)).text)).toEqual(captured.cities);
    const recife = dataOf((await get("/api/v2/cities?cityName=recife")).text);
    expect(recife).toEqual([
      {
        id: expect.any(String),
        name: "RECIFE",
        state: { id: "813ca36b-91e3-4a18-b408-60b27a1942ef", name: "Pernambuco" },
      },
    ]);
  });

  it("derives v1 cities from the reference data where the city is known", async () => {
    const rows = JSON.parse((await get("/api/v1/cities")).text) as Record<string, unknown>[];
    expect(rows.map((row) => row.Cidade)).toEqual([
      "Recife",
      "Jaboatão dos Guararapes",
      "Salvador",
      "Lauro de Freitas",
      "FEIRA DE SANTANA",
    ]);
    expect(rows[2]).toMatchObject({ CodigoIBGE: 2927408, EstadoId: 3 });
    expect(rows[4]).toMatchObject({ CodigoIBGE: 0, Populacao: 0, Gentilico: "" });
  });

  it("derives v1 rows from the records: counts, trimmed coordinates, ids in date order", async () => {
    const rows = JSON.parse((await get("/api/v1/occurrences?uf_estado=BA")).text) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      id_ocorrencia: 2,
      longitude_ocorrencia: -38.4858851919,
      qtd_morto_civil_ocorrencia: 1,
      nome_cidade: "Salvador",
      cod_ibge_cidade: 2927408,
    });
    expect(rows[2]).toMatchObject({
      presen_agen_segur_ocorrencia: 1,
      qtd_ferido_agen_segur_ocorrencia: 1,
      qtd_morto_civil_ocorrencia: 1,
    });
  });

  it("states freshness from the newest record", async () => {
    const answer = await get("/api/v2/occurrences");
    expect(answer.headers["x-last-update"]).toBe("2025-03-05T10:30:00.000-03:00");
  });

  it("reports each departure once with file, pointer and rule", () => {
    expect(findings).toContainEqual(
      expect.stringMatching(
        /^1 value\(s\) break v2\/occurrence \/transports\/\*\/transport \[type\]; first: .*bahia\.har#\/log\/entries\/2 \(GET .*\) \/data\/0\/transports\/0\/transport \[type\]: /,
      ),
    );
    expect(findings).toContainEqual(expect.stringMatching(/pernambuco\.ndjson:\d+ \/contextInfo/));
  });

  it("GET /__world tells sources, counts and date span", async () => {
    const answer = await get("/__world");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      kind: "captured",
      seed: world.seed,
      digest: expect.stringMatching(/^[0-9a-f]{40}$/),
      sources: [
        { file: join(DIR, "bahia.har"), occurrences: 5, cities: 3, states: 4, ignored: 3 },
        { file: join(DIR, "pernambuco.ndjson"), occurrences: 3, cities: 0, states: 0, ignored: 0 },
      ],
      counts: { occurrences: 7, cities: 5, states: 4, duplicates: 1 },
      dates: { first: "2025-02-27", last: "2025-03-05" },
      lastUpdate: "2025-03-05T13:30:00.000Z",
    });
    expect((await request(coreApp({ world })).post("/__world")).status).toBe(405);
  });

  it("GET /__world of a generated world says so", async () => {
    const generated = buildWorld({ seed: 2, occurrences: 10 });
    const answer = await request(coreApp({ world: generated })).get("/__world");
    expect(JSON.parse(answer.text)).toMatchObject({
      kind: "generated",
      seed: 2,
      sources: [],
      counts: { occurrences: 10, duplicates: 0 },
      dates: { first: generated.window.first, last: generated.window.last },
    });
  });

  it("refuses the data under --data-strict, saying why", async () => {
    const load = await loadServeData([DIR], true);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.lines.at(-1)).toMatch(
      /^--data-strict: \d+ finding\(s\) in the data, not serving it$/,
    );
  });
});
