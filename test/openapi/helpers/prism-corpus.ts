import { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "../../../src/query/v1";
import { ERROR_CATALOGUE, ERROR_CODES } from "../../../src/server/errors";
import { toV1CityRow } from "../../../src/world/to-v1-city-row";
import { toV1OccurrenceRow } from "../../../src/world/to-v1-occurrence-row";
import type { World } from "../../../src/world/world";

/** One request of the corpus; `token` sends the login's token as Authorization: Bearer. */
export interface CorpusRequest {
  readonly name: string;
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly query?: readonly (readonly [string, string])[];
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: { readonly type: string; readonly text: string };
  readonly token?: "valid" | "none" | "bad";
}

/** The credentials the corpus's mock accepts. */
export const CORPUS_CREDENTIALS = { email: "user@example.com", password: "secret" } as const;

type Json = Record<string, unknown>;

function valuesOf(row: Record<string, unknown>): Map<string, string> {
  return new Map(Object.entries(row).map(([key, value]) => [key, String(value)]));
}

/**
 * A good value for each query parameter the document lists, taken from the world (ids, names,
 * the first rows' columns, the date window), or an enum's values; undefined for none known.
 */
function goodValues(world: World, name: string, schema: Json): readonly string[] | undefined {
  const occurrence = world.occurrences[0]!;
  const city = world.cities[0]!;
  const state = world.states[0]!;
  const rowValues = valuesOf(toV1OccurrenceRow(world, occurrence) as unknown as Json);
  const cityValues = valuesOf(toV1CityRow(city) as unknown as Json);
  const items = (schema.items ?? {}) as Json;
  const enumValues = (schema.enum ?? items.enum) as readonly string[] | undefined;
  const table: Record<string, readonly string[]> = {
    page: ["1", "2"],
    take: ["1", "5"],
    idState: [state.uuid],
    idCities: [city.uuid, world.cities[1]!.uuid],
    initialdate: [world.window.first],
    finaldate: [world.window.last],
    cityId: [city.uuid],
    cityName: [city.name.toUpperCase()],
    stateId: [state.uuid],
    "estado_id[]": [String(state.id)],
    "cidade_id[]": [String(city.id)],
    "data_ocorrencia[gt]": [world.window.first],
    "data_ocorrencia[lt]": [world.window.last],
    "Populacao[gt]": ["100000"],
    "Populacao[lt]": ["100000"],
    "Cidade[lk]": [`${city.name.slice(0, 3)}%`],
  };
  if (name === "field[]") return undefined; // each column, below
  return (
    table[name] ??
    enumValues ??
    (rowValues.has(name)
      ? [rowValues.get(name)!]
      : cityValues.has(name)
        ? [cityValues.get(name)!]
        : undefined)
  );
}

/**
 * The corpus sent through Prism's proxy: every endpoint plainly; every query parameter with a
 * good value (each enum value, each operator) and a bad one; field[] with each column and with
 * two; the forced statuses of the error catalogue and one outside it on every endpoint; the
 * login forms, bad and missing credentials, refresh by header, by body and without a token; a
 * data request without a token and with a bad one.
 */
export function buildCorpus(document: Json, world: World): CorpusRequest[] {
  const corpus: CorpusRequest[] = [];
  const paths = document.paths as Record<string, Record<string, Json>>;
  const statuses = [...new Set(ERROR_CODES.map((code) => ERROR_CATALOGUE[code].status)), 502];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase() as "GET" | "POST";
      if (upper === "GET")
        corpus.push({ name: `GET ${path}`, method: upper, path, token: "valid" });
      for (const status of statuses) {
        corpus.push({
          name: `${upper} ${path} forced ${status}`,
          method: upper,
          path,
          headers: { "X-Mock-Status": String(status) },
          token: "valid",
        });
      }
      for (const parameter of (op.parameters ?? []) as Json[]) {
        const name = String(parameter.name);
        const schema = parameter.schema as Json;
        const values =
          name === "field[]"
            ? [...(path.includes("cities") ? V1_CITY_COLUMNS : V1_OCCURRENCE_COLUMNS)]
            : goodValues(world, name, schema);
        if (values === undefined) throw new Error(`no corpus value for ${path} ${name}`);
        for (const value of values) {
          corpus.push({
            name: `${path} ${name}=${value}`,
            method: "GET",
            path,
            query: [[name, value]],
            token: "valid",
          });
        }
        if (name === "field[]") {
          corpus.push({
            name: `${path} two field[]`,
            method: "GET",
            path,
            query: [
              [name, values[2]!],
              [name, values[0]!],
            ],
            token: "valid",
          });
        }
        corpus.push({
          name: `${path} bad ${name}`,
          method: "GET",
          path,
          query: [[name, "%%bad"]],
          token: "valid",
        });
        corpus.push({
          name: `${path} bad ${name} (decoded)`,
          method: "GET",
          path,
          query: [[name, "not-a-value"]],
          token: "valid",
        });
      }
      if (upper === "GET") {
        corpus.push({
          name: `${path} unknown parameter`,
          method: "GET",
          path,
          query: [["nope", "1"]],
          token: "valid",
        });
        corpus.push({ name: `${path} without a token`, method: "GET", path, token: "none" });
        corpus.push({ name: `${path} with a bad token`, method: "GET", path, token: "bad" });
      }
    }
  }
  const { email, password } = CORPUS_CREDENTIALS;
  const boundary = "occurrence-contract-corpus";
  const forms: Record<string, (fields: Record<string, string>) => string> = {
    "application/json": (fields) => JSON.stringify(fields),
    "application/x-www-form-urlencoded": (fields) => new URLSearchParams(fields).toString(),
    // What R's httr sends by default (real-world.md).
    [`multipart/form-data; boundary=${boundary}`]: (fields) =>
      `${Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("")}--${boundary}--\r\n`,
  };
  for (const path of ["/api/v2/auth/login", "/api/v1/auth/login"]) {
    for (const [type, encode] of Object.entries(forms)) {
      for (const [label, fields] of [
        ["good", { email, password }],
        ["wrong password", { email, password: "wrong" }],
        ["no password", { email }],
        ["empty email", { email: "", password }],
      ] as const) {
        corpus.push({
          name: `POST ${path} ${type} ${label}`,
          method: "POST",
          path,
          body: { type, text: encode(fields) },
          token: "none",
        });
      }
    }
  }
  const refresh = "/api/v2/auth/refresh";
  corpus.push({ name: "refresh by header", method: "POST", path: refresh, token: "valid" });
  corpus.push({ name: "refresh with a bad token", method: "POST", path: refresh, token: "bad" });
  corpus.push({ name: "refresh without a token", method: "POST", path: refresh, token: "none" });
  corpus.push({
    name: "refresh by body",
    method: "POST",
    path: refresh,
    body: { type: "application/json", text: JSON.stringify({ accessToken: "TOKEN" }) },
    token: "none",
  });
  return corpus;
}
