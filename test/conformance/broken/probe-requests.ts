import { pathOf } from "../../../src/contract";
import type { City, Occurrence } from "../../../src/generated/types";
import type { RequestHandler } from "../../../src/server";
import { toCoreRequest, type JsonRequest } from "./break-handler";
import { joinChunks } from "./in-process-fetch";
import { shiftDay } from "../../../src/conformance/dates";
import { v2Cities, v2Page } from "./answers";

/** A GET of an operation's path with a query, as a breakage reads it. */
function get(path: string, query: string): JsonRequest {
  return { method: "GET", path, query: new URLSearchParams(query), headers: {} };
}

/**
 * A fixed set of requests that touches every parameter and pairing the broken servers break,
 * built from what the honest core serves (its cities, its first pages, a tie on the date when
 * the world has one): for checking that each breakage changes some answer.
 */
export async function probeRequests(core: RequestHandler): Promise<JsonRequest[]> {
  const ask = async (request: JsonRequest): Promise<unknown> => {
    const answer = await core(toCoreRequest(request));
    return JSON.parse(new TextDecoder().decode(joinChunks(answer.body))) as unknown;
  };
  const v2 = pathOf("v2-occurrences");
  const v1 = pathOf("v1-occurrences");
  const cities =
    v2Cities({ status: 200, headers: {}, body: await ask(get(pathOf("v2-cities"), "")) }) ?? [];
  const all = await readAll(ask, v2);
  const rio = firstCity(cities);
  const sameState = cities.filter((city) => city.state.id === rio.state.id).slice(0, 3);
  const day = (all[Math.floor(all.length / 2)]?.date ?? "2020-01-01").slice(0, 10);
  const [from, to] = [shiftDay(day, -40), day];
  // A day with an occurrence in the first city (v1 city 1): a bound next to it bites.
  const rioDay = (all.find((item) => item.city.id === rio.id)?.date ?? day).slice(0, 10);
  const stateWindow = `idState=${rio.state.id}&initialdate=${from}&finaldate=${to}`;
  const twoCities = sameState.map((city) => `idCities=${city.id}`).join("&");
  const requests = [
    get(pathOf("v2-cities"), ""),
    get(pathOf("v1-cities"), ""),
    get(pathOf("v1-cities"), "EstadoId=1"),
    get(pathOf("v1-cities"), "EstadoId=2"),
    get(pathOf("v1-cities"), "field[]=Cidade"),
    get(v2, "take=10"),
    get(v2, `take=10&page=${Math.ceil(all.length / 10)}`),
    get(v2, "take=10&page=7"),
    get(v2, "take=1000"),
    get(v2, `idState=${rio.state.id}&take=10&page=2`),
    get(v2, `idState=${rio.state.id}&idCities=${rio.id}`),
    get(v2, `${twoCities}&take=50`),
    get(v2, `${twoCities}&idState=${rio.state.id}&take=50`),
    get(v2, `idCities=${rio.id}&initialdate=${from}&finaldate=${to}`),
    get(v2, `idCities=${rio.id}&initialdate=${from}&finaldate=${to}&take=5&page=2`),
    get(v2, `initialdate=${from}&finaldate=${to}&typeOccurrence=withVictim`),
    get(v2, `idCities=${rio.id}&typeOccurrence=withVictim`),
    get(v2, `initialdate=${day}&finaldate=${day}`),
    get(v2, `${stateWindow}&order=DESC`),
    get(v2, "initialdate=2000-01-01&finaldate=2000-01-02"),
    get(v1, `cidade_id[]=1&cidade_id[]=2&data_ocorrencia[gt]=${from}&data_ocorrencia[lt]=${to}`),
    get(v1, `estado_id[]=1&estado_id[]=2&data_ocorrencia[gt]=${from}&data_ocorrencia[lt]=${to}`),
    get(v1, `estado_id[]=1&cidade_id[]=2&data_ocorrencia[gt]=${from}&data_ocorrencia[lt]=${to}`),
    get(v1, "cidade_id[]=1&field[]=local_ocorrencia"),
    get(v1, "cidade_id[]=1"),
    get(v1, "cidade_id[]=1&cidade_id[]=2&cidade_id[]=3"),
    get(
      v1,
      `cidade_id[]=1&data_ocorrencia[gt]=${shiftDay(rioDay, 1)}&data_ocorrencia[lt]=${shiftDay(rioDay, 60)}`,
    ),
    get(
      v1,
      `cidade_id[]=1&data_ocorrencia[gt]=${shiftDay(rioDay, -60)}&data_ocorrencia[lt]=${shiftDay(rioDay, -1)}`,
    ),
    get(v1, "cidade_id[]=1&data_ocorrencia[gt]=2000-01-01&data_ocorrencia[lt]=2000-01-02"),
    ...tieRequests(all, v2),
  ];
  const filtered = requests.filter(
    (request) => request.query.has("idState") || request.query.has("idCities"),
  );
  // Asked again (the filtered ones twice more): a server that changes its answer between askings
  // bites.
  return [...requests, ...requests, ...filtered, ...filtered];
}

function firstCity(cities: readonly City[]): City {
  const [first] = cities;
  if (first === undefined) throw new Error("the core serves no city");
  return first;
}

async function readAll(
  ask: (request: JsonRequest) => Promise<unknown>,
  v2: string,
): Promise<Occurrence[]> {
  const items: Occurrence[] = [];
  for (let page = 1; ; page += 1) {
    const body = await ask(get(v2, `take=5000&page=${page}`));
    const data = v2Page({ status: 200, headers: {}, body })?.data ?? [];
    items.push(...data);
    if (data.length < 5000) return items;
  }
}

/** A page whose first item ties on the date with the last of the page before, and that page. */
function tieRequests(all: readonly Occurrence[], v2: string): JsonRequest[] {
  const at = all.findIndex((item, i) => i > 0 && i < 5000 && all[i - 1]?.date === item.date);
  return at < 0 ? [] : [get(v2, `take=${at}&page=2`), get(v2, `take=${at}&page=1`)];
}
