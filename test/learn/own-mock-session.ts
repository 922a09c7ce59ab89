import type { RequestHandler } from "../../src/server";
import { shiftDay } from "../../src/conformance/dates";
import { foldName } from "../../src/conformance/text";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";
import { sessionUrl, type SessionRequest } from "./record-session";

interface Page {
  readonly data: readonly { readonly date: string; readonly city: { readonly id: string } }[];
  readonly pageMeta: { readonly itemCount: number };
}
interface City {
  readonly id: string;
  readonly name: string;
  readonly state: { readonly id: string };
}

const TAKE = 10;

/**
 * A session a user of the mock might record, built from what the honest core serves: the cities
 * (whole, by state, by name, by id), a city's occurrences read to their end in pages of ten,
 * two pages of a state, a window, withVictim, a query asked twice, and in v1 the cities (whole
 * and by state), the rows of that city, a state in a window, field[] and both definitions.
 */
export async function ownMockSession(core: RequestHandler): Promise<SessionRequest[]> {
  const ask = inProcessFetch(core);
  const json = async <T>(request: SessionRequest): Promise<T> =>
    (await (await ask(sessionUrl(request))).json()) as T;
  const cities = (await json<{ data: City[] }>({ operation: "v2-cities", query: "" })).data;
  const v1Cities = await json<{ CidadeId: number; Cidade: string; EstadoId: number }[]>({
    operation: "v1-cities",
    query: "",
  });
  // A city of both versions with two to five pages of ten occurrences.
  let chosen: { city: City; v1Id: number } | undefined;
  for (const city of cities) {
    const row = v1Cities.find((r) => foldName(r.Cidade) === foldName(city.name));
    if (row === undefined) continue;
    const page = await json<Page>({
      operation: "v2-occurrences",
      query: `idCities=${city.id}&take=1`,
    });
    if (page.pageMeta.itemCount > 2 * TAKE && page.pageMeta.itemCount <= 5 * TAKE) {
      chosen = { city, v1Id: row.CidadeId };
      break;
    }
  }
  if (chosen === undefined) throw new Error("the core serves no city with 21 to 50 occurrences");
  const { city, v1Id } = chosen;
  const first = await json<Page>({
    operation: "v2-occurrences",
    query: `idCities=${city.id}&take=1`,
  });
  const pages = Math.ceil(first.pageMeta.itemCount / TAKE);
  const day = (first.data[0]?.date ?? "2020-01-01").slice(0, 10);
  const later = shiftDay(day, 60);
  // The latest days, where several states have occurrences: a state filter ignored shows there.
  const latest = await json<Page>({ operation: "v2-occurrences", query: "take=1&order=DESC" });
  const last = (latest.data[0]?.date ?? "2025-01-01").slice(0, 10);
  const v2 = (query: string): SessionRequest => ({ operation: "v2-occurrences", query });
  const v1 = (query: string): SessionRequest => ({ operation: "v1-occurrences", query });
  const state = city.state.id;
  // Another v1 city of the same state: two values of cidade_id[] and each alone.
  const estado = v1Cities.find((r) => r.CidadeId === v1Id)?.EstadoId;
  const neighbour =
    v1Cities.find((r) => r.EstadoId === estado && r.CidadeId !== v1Id)?.CidadeId ?? v1Id;
  return [
    { operation: "v2-cities", query: "" },
    { operation: "v2-cities", query: `stateId=${state}` },
    { operation: "v2-cities", query: `cityName=${encodeURIComponent(city.name)}` },
    { operation: "v2-cities", query: `cityId=${city.id}` },
    v2("take=50&order=ASC"),
    v2("take=50&order=DESC"),
    ...Array.from({ length: pages }, (_, i) =>
      v2(`idCities=${city.id}&order=ASC&take=${TAKE}&page=${i + 1}`),
    ),
    v2(`idCities=${city.id}&order=ASC&take=100`),
    v2(`idCities=${city.id}&order=DESC&take=100`),
    v2(`idState=${state}&order=ASC&take=25&page=1`),
    v2(`idState=${state}&order=ASC&take=25&page=2`),
    v2(`initialdate=${day}&finaldate=${later}&order=ASC&take=50`),
    v2(`initialdate=${day}&finaldate=${later}&take=5000`),
    v2(`idCities=${city.id}&initialdate=${day}&finaldate=${later}&take=100`),
    v2("typeOccurrence=withVictim&take=25"),
    ...[...new Set(cities.map((c) => c.state.id))].map((id) => v2(`idState=${id}&take=5`)),
    v2(`idState=${state}&order=ASC&take=25&page=1`),
    { operation: "v1-cities", query: "" },
    {
      operation: "v1-cities",
      query: `EstadoId=${v1Cities.find((r) => r.CidadeId === v1Id)?.EstadoId ?? 1}`,
    },
    v1(`cidade_id[]=${v1Id}`),
    v1(`cidade_id[]=${neighbour}`),
    v1(`cidade_id[]=${v1Id}&cidade_id[]=${neighbour}`),
    v1(`estado_id[]=1&data_ocorrencia[gt]=${shiftDay(last, -90)}&data_ocorrencia[lt]=${last}`),
    v1(`estado_id[]=2&data_ocorrencia[gt]=${shiftDay(last, -90)}&data_ocorrencia[lt]=${last}`),
    v1(`cidade_id[]=${v1Id}&field[]=id_ocorrencia&field[]=data_ocorrencia`),
    { operation: "v1-occurrence-definitions", query: "" },
    { operation: "v1-city-definitions", query: "" },
  ];
}
