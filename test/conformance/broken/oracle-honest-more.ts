import { foldName } from "../../../src/query";
import type { Breakage } from "./break-handler";
import { isFor, onAnswer, setV1Rows, v1Rows, v2Cities, v2Page, withQuery } from "./answers";
import { honestCase, type OracleHonestServer } from "./oracle-case";
import { cachedOn } from "./whole-result";

/** The v2 cities list with cityName matched by `matches` (the city's name, the name asked). */
function citiesNamed(matches: (name: string, asked: string) => boolean): Breakage {
  return onAnswer("v2-cities", async (answer, request, upstream) => {
    const asked = request.query.get("cityName");
    const cities = v2Cities(answer);
    if (asked === null || cities === undefined) return;
    const all = v2Cities(await upstream(withQuery(request, (query) => query.delete("cityName"))));
    const kept = (all ?? []).filter((city) => matches(city.name, asked));
    cities.splice(0, cities.length, ...kept);
  });
}

/**
 * A v2 occurrences query as a set: each parameter's values sorted and without repeats (the answer
 * depends on which cities are asked, not on their order or repeats).
 */
function asSet(query: URLSearchParams): string {
  const names = [...new Set(query.keys())].sort();
  return names
    .map((name) => `${name}=${[...new Set(query.getAll(name))].sort().join(",")}`)
    .join("&");
}

/** A 400 in the v2 error envelope naming the parameter and its accepted value. */
const typeRefused: Breakage = async (request, upstream) => {
  const value = request.query.get("typeOccurrence");
  if (!isFor(request, "v2-occurrences") || value === null || value === "withVictim")
    return upstream(request);
  return {
    status: 400,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: {
      msg: `typeOccurrence ${value} is not accepted; accepted: withVictim`,
      msgCode: "bad-request",
      code: 400,
      data: [],
    },
  };
};

/**
 * A v2 window whose finaldate comes before its initialdate, read as the days between (a bound
 * given more than once goes to the core as it came: it reads a repeated value as the core does).
 */
const reversedWindowSwapped: Breakage = async (request, upstream) => {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  const once = ["initialdate", "finaldate"].every((name) => request.query.getAll(name).length < 2);
  if (!isFor(request, "v2-occurrences") || !once || from === null || to === null || to >= from)
    return upstream(request);
  return upstream(
    withQuery(request, (query) => {
      query.set("initialdate", to);
      query.set("finaldate", from);
    }),
  );
};

/** A UUID in lower-case hex, as the core writes ids. */
const LOWER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A JSON value with every UUID in it written in upper-case hex. */
function upperIds(value: unknown): unknown {
  if (typeof value === "string") return LOWER_UUID.test(value) ? value.toUpperCase() : value;
  if (Array.isArray(value)) return value.map(upperIds);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, upperIds(item)]));
  return value;
}

/** A server that writes its v2 ids in upper-case hex and reads ids in either case. */
const idsInUpperCase: Breakage = async (request, upstream) => {
  const query = new URLSearchParams();
  for (const [name, value] of request.query)
    query.append(name, /^[0-9A-Fa-f-]{36}$/.test(value) ? value.toLowerCase() : value);
  const answer = await upstream({ ...request, query });
  if (!request.path.startsWith("/api/v2/") || typeof answer.body !== "object") return answer;
  answer.body = upperIds(answer.body);
  return answer;
};

/** Honest servers a naive oracle would fail: where the spec is silent, or a cache keyed right. */
export const ORACLE_HONEST_MORE: readonly OracleHonestServer[] = [
  honestCase(
    "a v2 occurrences cache keyed on the query as a set (idCities order and repeats ignored), a hit marked X-Cache: HIT",
    () => {
      const cached = cachedOn("v2-occurrences", asSet)();
      const seen = new Set<string>();
      return async (request, upstream) => {
        const answer = await cached(request, upstream);
        if (!isFor(request, "v2-occurrences") || answer.status !== 200) return answer;
        const key = asSet(request.query);
        if (seen.has(key)) answer.headers["X-Cache"] = "HIT";
        seen.add(key);
        return answer;
      };
    },
  ),
  honestCase(
    "typeOccurrence values other than withVictim refused with HTTP 400 naming the accepted value",
    () => typeRefused,
  ),
  honestCase(
    "a v2 window with finaldate before initialdate read as the days between",
    () => reversedWindowSwapped,
  ),
  honestCase(
    "v2 dates written without milliseconds (2018-04-01T03:00:00Z, ISO 8601 in UTC all the same)",
    () =>
      onAnswer("v2-occurrences", (answer) => {
        const page = v2Page(answer);
        for (const item of page?.data ?? []) item.date = item.date.replace(/\.\d{3}Z$/, "Z");
      }),
  ),
  honestCase(
    "v1 field[] rows ordered by the first named column (api-v1 states no order of rows)",
    () =>
      onAnswer("v1-occurrences", (answer, request) => {
        const rows = v1Rows(answer);
        const first = request.query.getAll("field[]")[0];
        if (rows === undefined || first === undefined) return;
        const key = (row: Record<string, unknown>): string => JSON.stringify(row[first] ?? "");
        setV1Rows(
          answer,
          [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
        );
      }),
  ),
  honestCase(
    "a v1 reversed date range ([gt] after [lt]) refused with HTTP 400 naming the parameter (errors are not shown)",
    () => async (request, upstream) => {
      const gt = request.query.get("data_ocorrencia[gt]");
      const lt = request.query.get("data_ocorrencia[lt]");
      if (!isFor(request, "v1-occurrences") || gt === null || lt === null || gt <= lt)
        return upstream(request);
      return {
        status: 400,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: {
          msg: "Invalid query parameter: data_ocorrencia[gt]",
          errors: [
            { parameter: "data_ocorrencia[gt]", accepted: "a day up to data_ocorrencia[lt]" },
          ],
        },
      };
    },
  ),
  honestCase(
    "cityName folds case but not accents (niteroi finds nothing, niterói finds NITERÓI)",
    () =>
      citiesNamed(
        (name, asked) => name.toLocaleLowerCase("pt-BR") === asked.toLocaleLowerCase("pt-BR"),
      ),
  ),
  honestCase(
    "cityName matches the start of a name only, case and accents folded (a LIKE 'name%' search: a partial match that is no substring match)",
    () => citiesNamed((name, asked) => foldName(name).startsWith(foldName(asked))),
  ),
  honestCase(
    "ids written in upper-case hex everywhere in v2 (UUIDs read in either case)",
    () => idsInUpperCase,
  ),
];
