import { detectSchema } from "../../src/validation";
import {
  sampleCitiesResponse,
  sampleOccurrencesResponse,
  sampleStatesResponse,
  sampleV1CityRow,
  sampleV1OccurrenceRow,
} from "../fixtures/validation/sample-bodies";

const TOLD: [string, unknown, string][] = [
  [
    "a v2 envelope with pageMeta -> v2/occurrences-response",
    sampleOccurrencesResponse(1),
    "v2/occurrences-response",
  ],
  [
    "a v2 envelope with pageMeta and empty data -> v2/occurrences-response",
    sampleOccurrencesResponse(0),
    "v2/occurrences-response",
  ],
  [
    "a v2 envelope of occurrences without pageMeta -> v2/occurrences-response (pageMeta then missing)",
    { ...sampleOccurrencesResponse(1), pageMeta: undefined },
    "v2/occurrences-response",
  ],
  [
    "a v2 envelope whose data hold state -> v2/cities-response",
    sampleCitiesResponse(),
    "v2/cities-response",
  ],
  [
    "the cities msg with empty data -> v2/cities-response",
    { ...sampleCitiesResponse(), data: [] },
    "v2/cities-response",
  ],
  [
    "a v2 envelope of {id, name} -> v2/states-response",
    sampleStatesResponse(),
    "v2/states-response",
  ],
  [
    "a v2 envelope with data.accessToken -> v2/auth-token-response",
    { msg: "ok", msgCode: "success", code: 201, data: { accessToken: "t", expiresIn: 3600 } },
    "v2/auth-token-response",
  ],
  [
    "msg, msgCode and code 400 without data -> v2/error-response",
    { msg: "bad take", msgCode: "invalid_parameter", code: 400 },
    "v2/error-response",
  ],
  [
    "msg and code 404 without msgCode -> v2/error-response",
    { msg: "not found", code: 404 },
    "v2/error-response",
  ],
  [
    "a bare array of rows with id_ocorrencia -> v1/occurrences-response",
    [sampleV1OccurrenceRow(1)],
    "v1/occurrences-response",
  ],
  [
    "rows holding only field[] columns (nome_cidade) -> v1/occurrences-response",
    [{ nome_cidade: "Niterói" }],
    "v1/occurrences-response",
  ],
  [
    "a bare array of rows with CidadeId -> v1/cities-response",
    [sampleV1CityRow()],
    "v1/cities-response",
  ],
  [
    "an array starting with id_ocorrencia -> v1/occurrence-definitions",
    ["id_ocorrencia", "local_ocorrencia"],
    "v1/occurrence-definitions",
  ],
  [
    "an array starting with CidadeId -> v1/city-definitions",
    ["CidadeId", "EstadoId"],
    "v1/city-definitions",
  ],
  ["{access_token} -> v1/auth-token-response", { access_token: "t" }, "v1/auth-token-response"],
  [
    "{msg, error, status} -> v1/error-response",
    { msg: "bad", error: "invalid_parameter", status: 400 },
    "v1/error-response",
  ],
  [
    "a bare array of v2 occurrences (a fixture file) -> each item against v2/occurrence",
    sampleOccurrencesResponse(2).data,
    "v2/occurrence",
  ],
  [
    "a bare array of v2 cities ({id, name, state}) -> each item against v2/city, not a state",
    sampleCitiesResponse().data,
    "v2/city",
  ],
  [
    "a bare array of v2 states ({id, name}) -> each item against v2/state-ref",
    sampleStatesResponse().data,
    "v2/state-ref",
  ],
  [
    "a first occurrence missing a required field -> still v2/occurrence (then invalid, not unknown)",
    [withoutKey(sampleOccurrencesResponse(1).data[0], "documentNumber")],
    "v2/occurrence",
  ],
];

function withoutKey(value: unknown, key: string): unknown {
  const copy = { ...(value as Record<string, unknown>) };
  delete copy[key];
  return copy;
}

const UNDETERMINED: [string, unknown][] = [
  ["an empty array (every list fits it: v1 answers, v2 fixture files)", []],
  [
    "an array whose first object holds half or less of any v2 item's required fields",
    [{ id: "x" }],
  ],
  [
    "a v2 envelope with empty data, no pageMeta and no cities msg",
    { msg: "ok", msgCode: "success", code: 200, data: [] },
  ],
  ["an object of unknown shape", { hello: "world" }],
  ["an array of unknown rows", [{ a: 1 }]],
  ["an array of strings that are no column names", ["a", "b"]],
  ["a JSON string", "text"],
  ["null", null],
  ["a number", 42],
];

describe("detectSchema", () => {
  it.each(TOLD)("%s", (_name, body, schema) => {
    const choice = detectSchema(body);
    expect(choice).toMatchObject({ found: true, schema });
  });

  it.each(TOLD.filter(([, body]) => Array.isArray(body)))(
    "%s: item by item (each) only for a bare array of v2 items",
    (_name, body, schema) => {
      const choice = detectSchema(body);
      expect(choice.found && choice.each === true).toBe(schema.startsWith("v2/"));
    },
  );

  it.each(UNDETERMINED)("%s -> undetermined, with a reason", (_name, body) => {
    const choice = detectSchema(body);
    expect(choice.found).toBe(false);
    expect(choice.reason).toMatch(/^schema cannot be told from the body: .+/);
  });
});
